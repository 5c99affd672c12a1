// What a packing entry of the order's history changed, read from its details (src/lib/data/order-history.parse.ts
// packingChange, as pocketbase/pb_hooks/lib/packing.js records them) and said on the desk in English and Nepali
// (src/features/packing/words.ts packingChangeText); and the hint of a sold-by-weight line not weighed yet (unweighedHint).
import { describe, expect, it } from 'vitest';
import { parseOrderHistoryEntry } from '@/lib/data/order-history.parse';
import { packingChangeText, unweighedHint } from '@/features/packing/words';
import type { OrderLine } from '@/lib/data/orders.parse';

const line = (name: string, nameNe: string): OrderLine => ({
  id: name.toLowerCase(),
  slug: name.toLowerCase(),
  name,
  nameNe,
  unit: '1 KG',
  price: 100,
  quantity: 1,
  lineTotal: 100,
});
const lines = [line('Tomatoes', 'गोलभेँडा'), line('Peas', 'केराउ')];
const entry = (kind: string, details: Record<string, unknown>) =>
  parseOrderHistoryEntry({ kind, status: 'Open', reason: '', actor: 'staff: a@b.c', created: '', details });

describe('a packing entry in words', () => {
  it('a weight, the first and a second time, with the line and the order total when they moved', () => {
    const first = entry('weighed', {
      line: 0,
      name: 'Tomatoes',
      kgBefore: null,
      kg: 2.15,
      lineTotalBefore: 200,
      lineTotal: 215,
      totalBefore: 300,
      totalAfter: 315,
    });
    expect(packingChangeText(first.packing!, lines, 'en')).toEqual([
      'Tomatoes: 2.15 kg, Rs. 200 → Rs. 215',
      'Order total Rs. 300 → Rs. 315',
    ]);
    const again = entry('weighed', {
      line: 0,
      name: 'Tomatoes',
      kgBefore: 2.15,
      kg: 1.95,
      lineTotalBefore: 215,
      lineTotal: 195,
    });
    expect(packingChangeText(again.packing!, lines, 'en')).toEqual([
      'Tomatoes: 1.95 kg (was 2.15 kg), Rs. 215 → Rs. 195',
    ]);
    const ne = packingChangeText(again.packing!, lines, 'ne');
    expect(ne[0]).toContain('गोलभेँडा');
    expect(ne[0]).toContain('१.९५');
    expect(ne[0]).not.toMatch(/[A-Za-z]{3}/);
  });

  it('units packed short, and a substitute for them', () => {
    const short = entry('short', {
      line: 0,
      name: 'Tomatoes',
      quantityBefore: 2,
      quantity: 1,
      lineTotalBefore: 200,
      lineTotal: 100,
      totalBefore: 300,
      totalAfter: 200,
    });
    expect(packingChangeText(short.packing!, lines, 'en')).toEqual([
      'Tomatoes: 1 packed (was 2), Rs. 200 → Rs. 100',
      'Order total Rs. 300 → Rs. 200',
    ]);
    const sub = entry('substituted', {
      line: 0,
      name: 'Tomatoes',
      substituteLine: 1,
      substitute: 'Peas',
      quantity: 1,
      lineTotal: 90,
      totalBefore: 200,
      totalAfter: 290,
    });
    expect(packingChangeText(sub.packing!, lines, 'en')).toEqual([
      'Peas × 1 for Tomatoes, Rs. 90',
      'Order total Rs. 200 → Rs. 290',
    ]);
    expect(packingChangeText(sub.packing!, lines, 'ne')[0]).toContain('गोलभेँडा को सट्टा केराउ');
  });

  it('other kinds carry no packing change; broken details give what they can', () => {
    expect(entry('placed', { line: 0 }).packing).toBeUndefined();
    expect(entry('short', { line: 'x', quantity: -1 }).packing).toMatchObject({ line: null, quantity: null });
    expect(packingChangeText(entry('short', {}).packing!, lines, 'en')).toEqual([]);
  });
});

describe('a sold-by-weight line not weighed yet', () => {
  it("tells the shopper its final price comes at packing, at the order's price per kg; weighed, it no longer does", () => {
    const pumpkin: OrderLine = { ...line('Pumpkin', 'फर्सी'), packing: { pricePerKg: 120, nominalKg: 1 } };
    expect(unweighedHint(pumpkin, 'en')).toBe('about 1 kg · Rs. 120/kg · final price on packing');
    expect(unweighedHint(pumpkin, 'ne')).toBe('करिब १ केजी · रु. १२०/केजी · अन्तिम मूल्य प्याक गर्दा');
    expect(unweighedHint({ ...pumpkin, packing: { ...pumpkin.packing, weightKg: 1.1 } }, 'en')).toBe('');
    expect(unweighedHint(lines[0]!, 'en')).toBe('');
  });
});
