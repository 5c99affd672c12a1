// Nepal's time zone and its offset are written once, in pocketbase/pb_hooks/lib/nepal-clock.js; the hooks require it,
// the shop's code and the scripts import it through src/lib/nepal-time.mjs, so two copies cannot drift apart. This
// test fails when src/, scripts/, server/ or the hooks spell either out anywhere else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CopyForm, codeFiles, copiesIn, copiesOutside } from './literal-copies';

const HOME = 'pocketbase/pb_hooks/lib/nepal-clock.js';
const COPIES: readonly CopyForm[] = [
  ['the zone name', /Asia\/Kathmandu/i],
  ['the offset', /\+05:?45\b/],
  ['the offset in minutes', /\b5 \* 60 \+ 45\b/],
];

describe('Nepal time zone', () => {
  it('is written only in its home module', () => {
    expect(copiesOutside(HOME, COPIES)).toEqual([]);
  });

  it('finds each form of a copy (the scan works)', () => {
    expect(codeFiles()).toContain(HOME);
    const kinds = new Set(copiesIn(HOME, readFileSync(HOME, 'utf8'), COPIES).map((copy) => copy.what));
    expect([...kinds].sort()).toEqual(COPIES.map(([what]) => what).sort());
  });
});
