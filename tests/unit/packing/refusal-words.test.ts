// What packing refuses, said on the Nepali desk by the key PocketBase answers (src/features/packing/refusals.ts), and
// on the English desk in PocketBase's own sentence (pocketbase/pb_hooks/lib/packing-rules.js PROBLEMS).
import { describe, expect, it } from 'vitest';
import rules from '../../../pocketbase/pb_hooks/lib/packing-rules.js';
import { KNOWN_PROBLEMS, packingRefusalText } from '@/features/packing/refusals';

const VALUES = {
  kg: 250,
  expected: 2,
  times: 125,
  tolerance: 10,
  max: 300,
  before: 2,
  missing: 90,
  name: 'Peas',
  nameNe: 'केराउ',
  left: 3,
  quantity: 1,
  substitutes: 0,
  status: 'Delivered',
};
const DEVANAGARI = /[\u0900-\u097F]/;

describe('a packing refusal on the Nepali desk', () => {
  it('every problem PocketBase can answer has its Nepali words, in Devanagari, with no Latin digit', () => {
    const answered = [...Object.keys(rules.PROBLEMS), 'changed', 'awaiting_payment', 'above_paid'];
    expect(KNOWN_PROBLEMS.slice().sort()).toEqual(answered.slice().sort());
    for (const problem of answered) {
      const english = problem in rules.PROBLEMS ? rules.PROBLEMS[problem](VALUES) : 'x';
      const nepali = packingRefusalText({ status: 400, problem, values: VALUES, message: english }, 'ne');
      expect(nepali, problem).toMatch(DEVANAGARI);
      expect(nepali, problem).not.toMatch(/[0-9]/);
      expect(nepali, problem).not.toBe(packingRefusalText({ status: 400, problem: '', values: {}, message: '' }, 'ne'));
    }
  });

  it('says the weight typed as a slip with its numbers, and a product by its Nepali name', () => {
    const slip = rules.weigh(
      { name: 'Pumpkin', price: 120, quantity: 2, lineTotal: 240, pricePerKg: 120, nominalKg: 1, tolerance: 10 },
      250,
      'as weighed',
    );
    const answer = { status: 400, problem: slip.problem ?? '', values: slip.values ?? {}, message: slip.error ?? '' };
    expect(packingRefusalText(answer, 'ne')).toBe(
      '२५० केजी अपेक्षित २ केजीको १२५ गुणा हो: तौल केजीमा लेख्नुहोस्, जस्तै २५० ग्रामका लागि ०.२५।',
    );
    expect(packingRefusalText(answer, 'en')).toBe(
      '250 kg is 125 times the 2 kg expected: type the weight in kg, e.g. 0.25 for 250 g.',
    );
    expect(
      packingRefusalText(
        {
          status: 409,
          problem: 'changed',
          values: { name: 'Peas', nameNe: 'केराउ', quantity: 1, kg: 1.5 },
          message: '',
        },
        'ne',
      ),
    ).toBe('अरू कसैले परिवर्तन गर्नुभयो: केराउ अब १ प्याक भएको छ, १.५ केजी। अर्डर फेरि खोलेर प्रयास गर्नुहोस्।');
  });

  it('a refusal without a known key gets the general sentence of its status', () => {
    const unknown = { problem: 'something_new', values: {}, message: 'Something new.' };
    expect(packingRefusalText({ ...unknown, status: 400 }, 'ne')).toBe(
      'राखिएन: तौल, कारण वा सट्टाको सामान जाँचेर फेरि प्रयास गर्नुहोस्।',
    );
    expect(packingRefusalText({ ...unknown, status: 409 }, 'ne')).toBe(
      'अरू कसैले परिवर्तन गर्नुभयो: अर्डर फेरि खोलेर प्रयास गर्नुहोस्।',
    );
    expect(packingRefusalText({ ...unknown, status: 400 }, 'en')).toBe('Something new.');
  });
});
