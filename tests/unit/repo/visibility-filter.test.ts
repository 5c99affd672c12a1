// The filter for the products shoppers may see is written once, in src/lib/visibility.mjs (with its twin in code,
// isShopperVisible). The shop's code and the scripts import it from there, so a filter and a check cannot drift
// apart. This test fails when src/ or scripts/ spells the filter out anywhere else. pocketbase/ is not checked:
// its hooks and migrations run inside PocketBase and cannot import src/.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CopyForm, codeFiles, copiesIn, copiesOutside } from './literal-copies';

const HOME = 'src/lib/visibility.mjs';
const COPIES: readonly CopyForm[] = [['the visibility filter', /\bisVisible\s*=\s*true\b/]];

describe('visibility filter', () => {
  it('is written only in its home module', () => {
    expect(copiesOutside(HOME, COPIES)).toEqual([]);
  });

  it('finds a copy (the scan works)', () => {
    expect(codeFiles()).toContain(HOME);
    expect(copiesIn(HOME, readFileSync(HOME, 'utf8'), COPIES)).toHaveLength(1);
    expect(copiesIn('x.ts', "filter: 'slug = {:slug} && isVisible=true'", COPIES)).toHaveLength(1);
    expect(copiesIn('x.ts', 'if (record?.isVisible === true) return;', COPIES)).toEqual([]);
  });
});
