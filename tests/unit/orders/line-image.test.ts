// What an order line keeps from its product when the order is placed: the picture and the Nepali name
// (src/features/orders/line-image.ts, src/lib/data/orders.ts).
import { describe, expect, it } from 'vitest';
import { lineNepaliName } from '@/lib/data/orders';
import { withLineImages, withLineNepaliNames } from '@/features/orders/line-image';

describe("order lines keep their product's picture and Nepali name", () => {
  const lines = [
    { id: 'potato', name: 'Organic Potato' },
    { id: 'honey', name: 'Chiuri Honey' },
    { id: 'gone', name: 'Deleted Product' },
  ];

  it('adds the Nepali name where the product has one, and leaves other lines as they were', () => {
    const names = new Map([
      ['potato', ' अर्गानिक आलु '],
      ['honey', ''],
    ]);
    expect(withLineNepaliNames(lines, names)).toEqual([
      { id: 'potato', name: 'Organic Potato', nameNe: 'अर्गानिक आलु' },
      { id: 'honey', name: 'Chiuri Honey' },
      { id: 'gone', name: 'Deleted Product' },
    ]);
  });

  it.each([
    [undefined, ''],
    [42, ''],
    ['   ', ''],
    ['क'.repeat(201), ''],
    ['क'.repeat(200), 'क'.repeat(200)],
  ])('reads %j as the Nepali name %j', (value, expected) => {
    expect(lineNepaliName(value)).toBe(expected);
  });

  it('keeps only image references the order page can show', () => {
    const images = new Map([
      ['potato', 'potato_abc.webp'],
      ['honey', 'javascript:alert(1)'],
    ]);
    expect(withLineImages(lines, images).map((l) => l.image)).toEqual(['potato_abc.webp', '', '']);
  });
});
