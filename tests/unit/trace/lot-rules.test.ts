// The lots hook's rules (pocketbase/pb_hooks/lib/lots.js, lot-code.js) as plain functions, and the page-side addresses
// of a lot (the parser of lots records: tests/unit/data/lots-parse.test.ts).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import lotCode from '../../../pocketbase/pb_hooks/lib/lot-code.js';
import { codeFromParam, digitalLinkPath, gtin14 } from '@/features/trace/lot';
import { isLocalSite, traceUrl } from '@/features/trace/links.server';
import { SEED_GTINS } from '../../../scripts/seed/lots.mjs';

/** The hook helper, a CommonJS module as PocketBase loads it (it reads its JSON table beside it). */
function loadHookLib(): unknown {
  return createRequire(import.meta.url)('../../../pocketbase/pb_hooks/lib/lots.js');
}
const hookLib = loadHookLib() as {
  JOURNEY_EXAMPLE: string;
  gtinProblem(gtin: string): string | null;
  checkJourney(value: unknown): { steps: unknown[] | null; problem: string | null };
  lotProblems(lot: Record<string, unknown>): Record<string, string>;
};

describe('lots hook rules', () => {
  it('the journey example its messages show is a journey it accepts', () => {
    expect(hookLib.checkJourney(hookLib.JOURNEY_EXAMPLE)).toMatchObject({
      problem: null,
      steps: [{ step: 'harvested' }],
    });
    expect(hookLib.checkJourney('harvested in March').problem).toBe(
      `Journey is not valid JSON. Write a list like ${hookLib.JOURNEY_EXAMPLE}.`,
    );
  });

  it('generated codes use no look-alike characters', () => {
    expect(lotCode.CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(lotCode.normaliseCode(lotCode.CODE_ALPHABET.slice(0, lotCode.CODE_LENGTH))).not.toBeNull();
  });

  it.each(['4006381333931', '96385074', '036000291452', '00012345600012', '', ...Object.values(SEED_GTINS)])(
    'accepts GTIN %j',
    (gtin) => {
      expect(hookLib.gtinProblem(gtin)).toBeNull();
    },
  );

  it.each([
    ['4006381333932', 'GTIN check digit is wrong: the last digit should be 1, not 2'],
    ['400638133393', 'the last digit should be'],
    ['12345', 'GTIN must have 8, 12, 13 or 14 digits; this one has 5.'],
    ['40063813339X1', 'GTIN must be digits only'],
  ])('refuses GTIN %j with a clear message', (gtin, message) => {
    expect(hookLib.gtinProblem(gtin)).toContain(message);
  });

  it('accepts a well-formed journey and normalises it', () => {
    const r = hookLib.checkJourney(
      JSON.stringify([
        { date: '2026-11-01', step: 'Harvested', place: ' Bhujung ', note: 'By hand' },
        { date: '2026-11-01', step: 'packed', place: 'Besisahar' },
      ]),
    );
    expect(r.problem).toBeNull();
    expect(r.steps).toEqual([
      { date: '2026-11-01', step: 'harvested', place: 'Bhujung', note: 'By hand' },
      { date: '2026-11-01', step: 'packed', place: 'Besisahar' },
    ]);
    expect(hookLib.checkJourney('null')).toEqual({ steps: [], problem: null });
  });

  it.each([
    ['{', 'Journey is not valid JSON'],
    ['{"a":1}', 'Journey must be a list of steps'],
    [
      '[{"date":"2026-02-30","step":"harvested","place":"X"}]',
      'Journey step 1: date must be a real day written YYYY-MM-DD',
    ],
    [
      '[{"date":"2026-02-03","step":"flown","place":"X"}]',
      'Journey step 1: step must be one of: harvested, sorted and graded',
    ],
    ['[{"date":"2026-02-03","step":"packed"}]', 'Journey step 1: place is required'],
    ['[{"date":"2026-02-03","step":"packed","place":"X","colour":"red"}]', 'unknown field "colour"'],
    [
      '[{"date":"2026-02-03","step":"packed","place":"X"},{"date":"2026-02-01","step":"dispatched","place":"Y"}]',
      'Journey step 2: date 2026-02-01 is before the previous step',
    ],
  ])('refuses journey %s', (json, message) => {
    expect(hookLib.checkJourney(json).problem).toContain(message);
  });

  it('checks dates in order, coordinates in range and in pairs, a unit with a quantity', () => {
    expect(hookLib.lotProblems({ harvest_date: '2026-11-02', pack_date: '2026-11-01 00:00:00.000Z' })).toHaveProperty(
      'pack_date',
    );
    expect(
      hookLib.lotProblems({ harvest_date: '2026-11-02', pack_date: '2026-11-03', best_before: '2026-11-03' }),
    ).toHaveProperty('best_before');
    expect(hookLib.lotProblems({ latitude: 28.3, longitude: 0, quantity: 0 })).toEqual({
      longitude: 'Give both latitude and longitude, or neither.',
    });
    expect(hookLib.lotProblems({ latitude: 128.3, longitude: 84, quantity: 0 })).toHaveProperty('latitude');
    expect(hookLib.lotProblems({ quantity: 5, quantity_unit: '' })).toHaveProperty('quantity_unit');
    expect(
      hookLib.lotProblems({
        harvest_date: '2026-11-02',
        pack_date: '2026-11-02',
        latitude: 28.3,
        longitude: 84.2,
        quantity: 5,
        quantity_unit: 'kg',
      }),
    ).toEqual({});
  });
});

describe("a journey step's Nepali place and note", () => {
  const step = { date: '2026-11-02', step: 'harvested', place: 'Bhujung, Lamjung', note: 'By hand.' };
  const problem = (extra: Record<string, unknown>) => hookLib.checkJourney([{ ...step, ...extra }]).problem;

  it('keeps place_ne and note_ne in Devanagari, trimmed, and leaves out empty ones', () => {
    expect(hookLib.checkJourney([{ ...step, place_ne: ' भुजुङ, लमजुङ ', note_ne: 'चिस्यान २० प्रतिशतभन्दा कम।' }])).toEqual({
      problem: null,
      steps: [{ ...step, place_ne: 'भुजुङ, लमजुङ', note_ne: 'चिस्यान २० प्रतिशतभन्दा कम।' }],
    });
    expect(hookLib.checkJourney([{ ...step, place_ne: '', note_ne: null }])).toEqual({ problem: null, steps: [step] });
  });

  it('refuses a Latin or over-long Nepali place or note, naming the step and the key', () => {
    expect(problem({ place_ne: 'Bhujung' })).toMatch(/^Journey step 1: place_ne is the place in Nepali/);
    expect(problem({ place_ne: 'भुजुङ-3' })).toMatch(/place_ne is the place in Nepali/);
    expect(problem({ place_ne: 'भ'.repeat(201) })).toBe('Journey step 1: place_ne must be at most 200 characters.');
    expect(problem({ note_ne: 'हातले picked' })).toMatch(/^Journey step 1: note_ne is the note in Nepali/);
    expect(problem({ note_ne: '२० %' })).toBeNull();
    expect(problem({ note_ne: '!!' })).toMatch(/note_ne is the note in Nepali/);
    expect(problem({ note_ne: 'क'.repeat(501) })).toBe('Journey step 1: note_ne must be at most 500 characters.');
    expect(problem({ note_ne: 3 })).toBe('Journey step 1: note_ne must be text.');
    expect(problem({ place_nep: 'भुजुङ' })).toMatch(/unknown field "place_nep"/);
  });
});

describe('trace links', () => {
  const lot = { code: 'HNY-2411', product: { gtin: '' } };

  it('short path without a GTIN, GS1 Digital Link with one (GTIN padded to 14 digits)', () => {
    expect(traceUrl(lot, 'https://shop.example')).toBe('https://shop.example/t/HNY-2411');
    expect(traceUrl({ ...lot, product: { gtin: '4006381333931' } }, 'https://shop.example/')).toBe(
      'https://shop.example/01/04006381333931/10/HNY-2411',
    );
    expect(digitalLinkPath({ ...lot, product: { gtin: '4006381333931' } })).toBe('/01/04006381333931/10/HNY-2411');
    expect(gtin14('123')).toBe('');
  });

  it('reads codes from URLs in any case, refuses junk', () => {
    expect(codeFromParam('hny-2411')).toBe('HNY-2411');
    expect(codeFromParam(' HNY%2D2411 ')).toBe('HNY-2411');
    expect(codeFromParam('HN')).toBeNull();
    expect(codeFromParam('-HNY')).toBeNull();
    expect(codeFromParam('A'.repeat(21))).toBeNull();
    expect(codeFromParam('../etc')).toBeNull();
    expect(codeFromParam('%E0%A4%A')).toBeNull();
  });

  it('knows a local site URL', () => {
    expect(isLocalSite('http://localhost:4321')).toBe(true);
    expect(isLocalSite('http://127.0.0.1:4321/t/X')).toBe(true);
    expect(isLocalSite('https://krishibazaar.example')).toBe(false);
  });
});
