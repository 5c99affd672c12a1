// Operators' measure texts, nutrition facts, lot sizes and the WhatsApp order on Nepali pages
// (src/lib/measure-text.ts, src/features/catalog/nutrition-text.ts, src/features/cart/whatsapp-order.ts).
import { describe, expect, it } from 'vitest';
import { lotQuantityText, measureText } from '@/lib/measure-text';
import { unitText } from '@/lib/unit-text';
import { nutritionFactIn } from '@/features/catalog/nutrition-text';
import { cartWhatsAppMessage } from '@/features/cart/whatsapp-order';

describe('unit names on Nepali pages', () => {
  it.each([
    ['1 KG', '१ केजी'],
    ['1 DOZEN', '१ दर्जन'],
    ['500 GM', '५०० ग्राम'],
  ])('%s is %s', (unit, nepali) => {
    expect(unitText(unit, 'ne')).toBe(nepali);
    expect(unitText(unit, 'en')).toBe(unit);
  });
});

describe('measureText', () => {
  it.each([
    ['approx. 700 g - 1 kg', 'लगभग ७०० ग्राम - १ केजी'],
    ['approx. 700 g – 1 kg', 'लगभग ७०० ग्राम – १ केजी'],
    ['approx. 4-5 pcs', 'लगभग ४-५ वटा'],
    ['2.4 g', '२.४ ग्राम'],
    ['52 kcal', '५२ किलोक्यालोरी'],
    ['709 µg', '७०९ माइक्रोग्राम'],
  ])('says %s as %s', (text, nepali) => {
    expect(measureText(text, 'ne')).toEqual({ text: nepali, lang: 'ne' });
    expect(measureText(text, 'en')).toEqual({ text, lang: 'en' });
  });

  it('leaves a text with a word it does not know in English, marked so', () => {
    expect(measureText('about a handful', 'ne')).toEqual({ text: 'about a handful', lang: 'en' });
  });
});

describe('lotQuantityText', () => {
  it('names the lot unit in Nepali with Devanagari digits', () => {
    expect(lotQuantityText(100, 'jar', 'ne')).toBe('१०० बट्टा');
    expect(lotQuantityText(120, 'kg', 'ne')).toBe('१२० केजी');
    expect(lotQuantityText(100, 'jar', 'en')).toBe('100 jar');
    expect(lotQuantityText(0, 'jar', 'ne')).toBe('');
    expect(lotQuantityText(3, 'sack', 'ne')).toBe('३ sack');
  });
});

describe('nutritionFactIn', () => {
  it("uses the operator's Nepali first, then the shop's nutrient names, else English marked so", () => {
    expect(nutritionFactIn({ name: 'Protein', value: '22.5 g' }, 'ne')).toEqual({
      name: { text: 'प्रोटिन', lang: 'ne' },
      value: { text: '२२.५ ग्राम', lang: 'ne' },
    });
    expect(
      nutritionFactIn({ name: 'Protein', value: '22.5 g', name_ne: 'प्रोटीन', context: 'Per 100 g' }, 'ne'),
    ).toEqual({
      name: { text: 'प्रोटीन', lang: 'ne' },
      value: { text: '२२.५ ग्राम', lang: 'ne' },
      context: { text: 'प्रति १०० ग्राम', lang: 'ne' },
    });
    expect(nutritionFactIn({ name: 'Beta-glucan', value: 'high' }, 'ne')).toEqual({
      name: { text: 'Beta-glucan', lang: 'en' },
      value: { text: 'high', lang: 'en' },
    });
    expect(nutritionFactIn({ name: 'Protein', value: '22.5 g' }, 'en')).toEqual({
      name: { text: 'Protein', lang: 'en' },
      value: { text: '22.5 g', lang: 'en' },
    });
  });
});

describe('the WhatsApp order', () => {
  const items = [{ name: 'Organic Potato', nepaliName: 'अर्गानिक आलु', unit: '2 KG', price: 180, quantity: 2 }];

  it('is in Nepali on Nepali pages: names, units, Devanagari digits', () => {
    const text = cartWhatsAppMessage(items, 'ne');
    expect(text).toContain('१. अर्गानिक आलु (२ केजी) × २ @ रु. १८० = रु. ३६०');
    expect(text).toContain('जम्मा: रु. ३६०');
    expect(text).not.toMatch(/Organic Potato|Subtotal|Hello|\d/);
  });

  it('is unchanged on English pages', () => {
    expect(cartWhatsAppMessage(items)).toMatch(
      /^Hello .*, I would like to order:\n1\. Organic Potato \(2 KG\) x 2 @ Rs\. 180 = Rs\. 360\nSubtotal: Rs\. 360\nDelivery charge to be confirmed\. Cash on delivery\.$/,
    );
  });
});
