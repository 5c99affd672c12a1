import { describe, expect, it } from 'vitest';
import {
  areaDescription,
  chosenPlace,
  filterOptions,
  inShownOrder,
  placeOption,
} from '@/features/checkout/select-filter';

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

  describe('Nepali and romanized names (the product search folding)', () => {
    const names: [string, string][] = [
      ['Bhaktapur', 'भक्तपुर'],
      ['Kathmandu', 'काठमाडौं'],
      ['Kaski', 'कास्की'],
      ['Lalitpur', 'ललितपुर'],
      ['Sarlahi', 'सर्लाही'],
    ];
    const nepali = names.map(([en, ne]) => ({ value: en, ...placeOption(en, ne, 'ne') }));
    const english = names.map(([en, ne]) => ({ value: en, ...placeOption(en, ne, 'en') }));

    it('lists the Nepali names on Nepali pages, the English ones on English pages', () => {
      expect(nepali.map((o) => o.label)).toEqual(['भक्तपुर', 'काठमाडौं', 'कास्की', 'ललितपुर', 'सर्लाही']);
      expect(english.map((o) => o.label)).toEqual(['Bhaktapur', 'Kathmandu', 'Kaski', 'Lalitpur', 'Sarlahi']);
    });

    it.each([
      ['काठमाडौं', 'Kathmandu'],
      ['काठमाडौँ', 'Kathmandu'],
      ['काठमाण्डू', 'Kathmandu'],
      ['kathmandu', 'Kathmandu'],
      ['Kathmadu', 'Kathmandu'],
      ['ललित', 'Lalitpur'],
      ['sarlaahi', 'Sarlahi'],
      ['bhakta', 'Bhaktapur'],
    ])('finds %s on both pages', (query, value) => {
      expect(filterOptions(nepali, query).map((o) => o.value)).toEqual([value]);
      expect(filterOptions(english, query).map((o) => o.value)).toEqual([value]);
    });

    it('falls back to the English name, marked English, when a district has no Nepali name', () => {
      expect(placeOption('Mugu', '', 'ne')).toEqual({ label: 'Mugu', keys: '', lang: 'en' });
      expect(placeOption('Mugu', '  ', 'en')).toEqual({ label: 'Mugu', keys: '  ' });
    });

    it("names the chosen place in the page's language, the saved name before the list loads", () => {
      const list = [{ id: 'k', districtName: 'Kathmandu', districtName_ne: 'काठमाडौं' }];
      expect(chosenPlace(list, 'k', 'Kathmandu', 'ne')).toBe('काठमाडौं');
      expect(chosenPlace(list, 'k', 'Kathmandu', 'en')).toBe('Kathmandu');
      expect(chosenPlace([], 'k', 'Kathmandu', 'ne')).toBe('Kathmandu');
      const branches = [{ id: 'b', branchName: 'Thamel', branchName_ne: 'ठमेल', districtName: 'Kathmandu' }];
      expect(chosenPlace(branches, 'b', 'Thamel', 'ne')).toBe('ठमेल');
    });
  });

  describe("a branch's areas", () => {
    const english = 'Thamel, Lazimpat, Naxal';
    const nepali = 'ठमेल, लाजिम्पाट, नक्साल';

    it('are in Nepali on a Nepali page, the English ones searched too', () => {
      const area = areaDescription(english, nepali, 'ne');
      expect(area).toEqual({ description: nepali, otherKeys: english });
      const option = { value: 'b', label: 'ठमेल', keys: `Thamel ${area.otherKeys}`, description: area.description };
      expect(filterOptions([option], 'lazimpat')).toEqual([option]);
      expect(filterOptions([option], 'नक्साल')).toEqual([option]);
    });

    it('are the English ones, marked English, when the operator wrote no Nepali', () => {
      expect(areaDescription(english, '', 'ne')).toEqual({
        description: english,
        descriptionLang: 'en',
        otherKeys: '',
      });
      expect(areaDescription(english, '  ', 'ne')).toMatchObject({ descriptionLang: 'en' });
      expect(areaDescription(english, nepali, 'en')).toEqual({ description: english, otherKeys: nepali });
    });
  });
});

describe('inShownOrder', () => {
  const options = [
    ['Achham', 'अछाम'],
    ['Baglung', 'बागलुङ'],
    ['Bajhang', 'बझाङ'],
    ['Ilam', 'इलाम'],
    ['Kathmandu', 'काठमाडौं'],
    ['Kanchanpur', 'कञ्चनपुर'],
  ].map(([en, ne]) => ({ value: en!, ...placeOption(en!, ne, 'ne') }));
  it("sorts a Nepali page's list by the Nepali names, the Nepali way; an English page keeps the list's order", () => {
    expect(inShownOrder(options, 'ne').map((o) => o.label)).toEqual([
      'अछाम',
      'इलाम',
      'कञ्चनपुर',
      'काठमाडौं',
      'बझाङ',
      'बागलुङ',
    ]);
    expect(inShownOrder(options, 'en')).toBe(options);
  });
});
