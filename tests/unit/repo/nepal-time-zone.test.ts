// Nepal's time zone and its offset are written once, in src/lib/nepal-time.mjs; the shop's code and the scripts
// import them from there, so two copies cannot drift apart. This test fails when src/ or scripts/ spells either out
// anywhere else. pocketbase/pb_hooks is not checked: PocketBase runs the hooks itself and they cannot import src/.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CopyForm, codeFiles, copiesIn, copiesOutside } from './literal-copies';

const HOME = 'src/lib/nepal-time.mjs';
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
