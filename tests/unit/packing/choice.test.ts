// The shopper's substitution choice (docs/rules.md "Packing: weights and substitutions"): what checkout accepts, how
// a stored value reads, the words shoppers and staff see for it and for sold-by-weight products, and the desk's substitutes.
import { describe, expect, it } from 'vitest';
import { placeOrderInput } from '@/features/checkout/contract';
import { choiceOf, SUBSTITUTION_CHOICES } from '@/features/packing/choice';
import { choiceText, substituteName, substitutesFor, weightHint } from '@/features/packing/words';
import rules from '../../../pocketbase/pb_hooks/lib/packing-rules.js';

const input = {
  idempotencyKey: 'test-choice-0123456789',
  customer: { name: 'Sita' },
  items: [{ id: 'abc123', quantity: 1, price: 100 }],
  expectedTotal: 100,
};

describe('the substitution choice', () => {
  it('checkout accepts the three choices or none, and refuses anything else', () => {
    for (const choice of SUBSTITUTION_CHOICES)
      expect(placeOrderInput.safeParse({ ...input, substitution: choice }).success).toBe(true);
    expect(placeOrderInput.safeParse(input).success).toBe(true);
    expect(placeOrderInput.safeParse({ ...input, substitution: 'banana' }).success).toBe(false);
  });

  it('the shop and the hooks know the same choices; anything unknown reads as "call me"', () => {
    expect([...SUBSTITUTION_CHOICES]).toEqual(rules.CHOICES);
    expect(choiceOf('leave_out')).toBe('leave_out');
    expect(choiceOf('')).toBe('call');
    expect(choiceOf(undefined)).toBe('call');
  });

  it('is worded in English and Nepali', () => {
    expect(choiceText('substitute', 'en')).toBe('Substitute with something similar');
    expect(choiceText('call', 'ne')).toBe('मलाई फोन गर्नुहोस्');
    expect(choiceText('leave_out', 'en')).toBe("Leave it out and don't charge");
  });
});

describe('a product sold by weight, as shoppers see it', () => {
  it('says about how much, the price per kg or per 100 g, and that packing sets the final price', () => {
    expect(weightHint({ nominalKg: 1, weightPrice: 120, per: 'kg' }, 'en')).toBe(
      'about 1 kg · Rs. 120/kg · final price on packing',
    );
    expect(weightHint({ nominalKg: 0.25, weightPrice: 12, per: '100 g' }, 'en')).toBe(
      'about 0.25 kg · Rs. 12/100 g · final price on packing',
    );
    expect(weightHint({ nominalKg: 1.5, weightPrice: 120, per: 'kg' }, 'ne')).toBe(
      'करिब १.५ केजी · रु. १२०/केजी · अन्तिम मूल्य प्याक गर्दा',
    );
  });
});

describe('the substitutes offered for a line', () => {
  const options = [
    { id: 'a', name: 'Apples', nameNe: 'स्याउ' },
    { id: 'b', name: 'Beans', nameNe: 'सिमी' },
    { id: 'k', name: 'Kiwi', nameNe: '' },
    { id: 'p', name: 'Peas', nameNe: 'केराउ' },
  ];
  it('leave out its own product, in the order of the names shown: Nepali names in Nepali order', () => {
    expect(substitutesFor(options, 'b', 'en').map((o) => o.id)).toEqual(['a', 'k', 'p']);
    // केराउ (क), सिमी (स), स्याउ (स्): a product with no Nepali name keeps its English one, after them.
    expect(substitutesFor(options, 'x', 'ne').map((o) => substituteName(o, 'ne'))).toEqual([
      'केराउ',
      'सिमी',
      'स्याउ',
      'Kiwi',
    ]);
  });
});
