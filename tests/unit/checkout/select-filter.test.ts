import { describe, expect, it } from 'vitest';
import { filterOptions } from '@/features/checkout/select-filter';

const districts = ['Bhaktapur', 'Kathmandu', 'Kaski', 'Lalitpur', 'Makwanpur'].map((label) => ({
  value: label,
  label,
}));

describe('filterOptions', () => {
  it('returns everything for a blank query', () => {
    expect(filterOptions(districts, '  ')).toEqual(districts);
  });

  it('matches case-insensitively anywhere in the label, prefix matches first', () => {
    expect(filterOptions(districts, 'PUR').map((o) => o.label)).toEqual(['Bhaktapur', 'Lalitpur', 'Makwanpur']);
    expect(filterOptions(districts, 'ma').map((o) => o.label)).toEqual(['Makwanpur', 'Kathmandu']);
  });

  it('searches descriptions too', () => {
    const branches = [
      { value: '1', label: 'Thamel', description: 'Thamel, Lazimpat, Naxal' },
      { value: '2', label: 'Baneshwor', description: 'New Baneshwor, Tinkune' },
    ];
    expect(filterOptions(branches, 'lazim').map((o) => o.label)).toEqual(['Thamel']);
  });

  it('finds nothing for a stranger', () => {
    expect(filterOptions(districts, 'zzz')).toEqual([]);
  });
});
