// An action's input is checked by Astro with the schema the action declares, before its handler runs. The language
// of the page that called is known while the schema parses (src/lib/actions/caller-locale.server.ts), and Astro's
// bare input error becomes the shop's refusal with a sentence (src/lib/actions/input-refusal.server.ts).
import { describe, expect, it } from 'vitest';
import { callerLocale, withCallerLocale } from '@/lib/actions/caller-locale.server';
import { inputRefusal } from '@/lib/actions/input-refusal.server';

const issue = (path: unknown[], message: string) => ({ path, message });

describe('callerLocale', () => {
  it('is English outside an action call', () => {
    expect(callerLocale()).toBe('en');
  });

  it('is the language given for the call, across awaits, and only for it', async () => {
    const later = (locale: 'en' | 'ne', ms: number) =>
      withCallerLocale(locale, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return callerLocale();
      });
    // Two calls handled side by side, the Nepali one finishing last.
    expect(await Promise.all([later('ne', 20), later('en', 5)])).toEqual(['ne', 'en']);
    expect(callerLocale()).toBe('en');
  });
});

describe('inputRefusal', () => {
  it('is a BAD_REQUEST input error whose sentence names the issues with their paths', () => {
    const refusal = inputRefusal(
      [issue(['items', 0, 'quantity'], 'Too big: expected number to be <=99'), issue([], 'Unrecognized key: "x"')],
      'en',
    );
    expect(refusal).toEqual({
      type: 'AstroActionInputError',
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Invalid request: items.0.quantity: Too big: expected number to be <=99; Unrecognized key: "x".',
      issues: [
        { path: ['items', 0, 'quantity'], message: 'Too big: expected number to be <=99' },
        { path: [], message: 'Unrecognized key: "x"' },
      ],
      fields: { items: ['Too big: expected number to be <=99'] },
    });
  });

  it('is worded in the language of the page, the rules messages as given', () => {
    const refusal = inputRefusal([issue(['phone'], 'कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्')], 'ne');
    expect(refusal.message).toBe('अनुरोध मिलेन: phone: कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्।');
    expect(refusal.fields).toEqual({ phone: ['कृपया मान्य नेपाली मोबाइल नम्बर लेख्नुहोस्'] });
  });

  it('names three issues, counts the rest and sends back at most 20 (path and message only)', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      code: 'too_small',
      minimum: 1,
      path: ['items', i, 'quantity'],
      message: 'Too small',
    }));
    const english = inputRefusal(many, 'en');
    expect(english.message).toBe(
      'Invalid request: items.0.quantity: Too small; items.1.quantity: Too small; items.2.quantity: Too small (and 57 more).',
    );
    expect(english.issues).toHaveLength(20);
    expect(english.issues[19]).toEqual({ path: ['items', 19, 'quantity'], message: 'Too small' });
    expect(english.fields.items).toHaveLength(20);
    expect(inputRefusal(many, 'ne').message).toMatch(/ \(अरू ५७ वटा पनि\)।$/);
  });

  it('sends path keys as strings or numbers', () => {
    expect(inputRefusal([issue(['a', 1, null], 'x')], 'en').issues[0]?.path).toEqual(['a', 1, 'null']);
  });
});
