// Where a lot was grown, as the trace page names it (src/features/trace/lot.ts lotOrigin): in Nepali on a Nepali page
// where the lot's municipality and the district have Nepali names, each part in English (marked) where they do not.
import { describe, expect, it } from 'vitest';
import { lotOrigin } from '@/features/trace/lot';

const lot = {
  municipality: 'Madhya Nepal Municipality-3, Bhujung',
  municipalityNe: 'मध्यनेपाल नगरपालिका-३, भुजुङ',
  district: 'Lamjung',
};

describe('lotOrigin', () => {
  it('names the municipality and district in Nepali on a Nepali page', () => {
    expect(lotOrigin(lot, 'लमजुङ', 'ne')).toEqual([
      { text: 'मध्यनेपाल नगरपालिका-३, भुजुङ', lang: 'ne' },
      { text: 'लमजुङ', lang: 'ne' },
    ]);
  });

  it('keeps a part in English, as English, when it has no Nepali name', () => {
    expect(lotOrigin({ ...lot, municipalityNe: ' ' }, 'लमजुङ', 'ne')).toEqual([
      { text: 'Madhya Nepal Municipality-3, Bhujung', lang: 'en' },
      { text: 'लमजुङ', lang: 'ne' },
    ]);
    expect(lotOrigin(lot, '', 'ne')[1]).toEqual({ text: 'Lamjung', lang: 'en' });
  });

  it('is English on an English page, and leaves out empty parts', () => {
    expect(lotOrigin(lot, 'लमजुङ', 'en').map((p) => p.text)).toEqual([
      'Madhya Nepal Municipality-3, Bhujung',
      'Lamjung',
    ]);
    expect(lotOrigin({ municipality: '', municipalityNe: '', district: 'Lamjung' }, '', 'en')).toEqual([
      { text: 'Lamjung', lang: 'en' },
    ]);
  });
});
