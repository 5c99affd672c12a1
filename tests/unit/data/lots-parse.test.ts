// The parsing of lots records with their product and farmers (src/lib/data/lots.parse.ts).
import { describe, expect, it } from 'vitest';
import { parseLot } from '@/lib/data/lots.parse';

describe('parseLot', () => {
  it('parses a lot record, dropping a broken journey step and needing a visible product', () => {
    const files = (c: string, id: string, f: string) => `https://pb/${c}/${id}/${f}`;
    const record = {
      id: 'l1',
      code: 'HNY-2411',
      harvest_date: '2026-11-01 00:00:00.000Z',
      pack_date: '2026-11-02 00:00:00.000Z',
      best_before: '',
      certification: '',
      photos: ['a.webp'],
      journey: [{ date: '2026-11-01', step: 'harvested', place: 'Bhujung' }, { step: 'nonsense' }],
      expand: {
        product: { id: 'p1', name: 'Honey', slug: 'honey', price: 500, image: 'h.webp', gtin: '', isVisible: true },
        farmers: [{ id: 'f1', name: 'Purna', image: 'p.webp' }],
      },
    };
    const parsed = parseLot(record, files);
    expect(parsed).toMatchObject({
      code: 'HNY-2411',
      harvestDate: '2026-11-01',
      packDate: '2026-11-02',
      certification: 'none',
      photoUrls: ['https://pb/lots/l1/a.webp'],
      journey: [{ date: '2026-11-01', step: 'harvested', place: 'Bhujung', note: '', placeNe: '', noteNe: '' }],
      product: { imageUrl: 'https://pb/web_products/p1/h.webp' },
      farmers: [{ name: 'Purna', imageUrl: 'https://pb/farmers/f1/p.webp' }],
    });
    expect(parseLot({ ...record, expand: {} }, files)).toBeNull();
    // A hidden product's lot keeps its trace page, marked no longer sold (printed labels live for years).
    expect(
      parseLot(
        { ...record, expand: { ...record.expand, product: { ...record.expand.product, isVisible: false } } },
        files,
      )?.product.visible,
    ).toBe(false);
  });

  it("reads a step's Nepali place and note (place_ne, note_ne), empty when not written", () => {
    const files = () => '';
    const record = {
      id: 'l1',
      code: 'HNY-2411',
      harvest_date: '2026-11-01 00:00:00.000Z',
      journey: [
        {
          date: '2026-11-01',
          step: 'harvested',
          place: 'Bhujung',
          note: 'By hand.',
          place_ne: ' भुजुङ ',
          note_ne: 'हातले।',
        },
        { date: '2026-11-02', step: 'packed', place: 'Besisahar' },
      ],
      expand: { product: { id: 'p1', name: 'Honey', isVisible: true } },
    };
    expect(parseLot(record, files)?.journey).toEqual([
      { date: '2026-11-01', step: 'harvested', place: 'Bhujung', note: 'By hand.', placeNe: 'भुजुङ', noteNe: 'हातले।' },
      { date: '2026-11-02', step: 'packed', place: 'Besisahar', note: '', placeNe: '', noteNe: '' },
    ]);
  });
});
