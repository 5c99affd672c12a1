// The slug rule (what a product's or a post's slug may be, and how one is made of a name) is written once, in
// pocketbase/pb_hooks/lib/slug.js: the save hook requires it, the shop's code and the scripts import it through
// src/lib/slug.mjs. This test fails when src/, scripts/, server/ or the hooks spell it out anywhere else. Migrations
// are not scanned: they are frozen history, and tests/unit/lib/slug.test.ts checks that theirs equals the module.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CopyForm, codeFiles, copiesIn, copiesOutside } from './literal-copies';

const HOME = 'pocketbase/pb_hooks/lib/slug.js';
const COPIES: readonly CopyForm[] = [
  ['the slug pattern', /\[a-z0-9\]\+\((?:\?:)?-\[a-z0-9\]\+\)\*/],
  ['the slug characters', /\[\^?a-z0-9_?-\]/],
  ['a slug of any letter', /\[\\p\{L\}[^\]]*-\]/],
  ['a slug maker', /\.replace\(\/(?:\[\^a-z0-9\]\+|\\W\+|\\s\+)\/g,\s*['"]-['"]\)/],
];

/** Copies kept for now, as "<file>: <form>", with the reason. */
const KEPT: Record<string, string> = {
  'scripts/bench/lighthouse.mjs: a slug maker':
    'presetSlug names the Lighthouse presets ("Regular 3G" → "regular-3g"); scripts/bench/ is under other work, to take toSlug after it',
};

const keyOf = (file: string, what: string) => `${file}: ${what}`;
const fileOf = (at: string) => at.slice(0, at.lastIndexOf(':'));

describe('slug rule', () => {
  const copies = copiesOutside(HOME, COPIES);

  it('is written only in its home module', () => {
    expect(copies.filter((copy) => !(keyOf(fileOf(copy.at), copy.what) in KEPT))).toEqual([]);
  });

  it('every kept copy is still there (an entry nobody needs any more is removed)', () => {
    const present = new Set(copies.map((copy) => keyOf(fileOf(copy.at), copy.what)));
    expect(Object.keys(KEPT).filter((entry) => !present.has(entry))).toEqual([]);
  });

  it('finds each form of a copy (the scan works)', () => {
    expect(codeFiles()).toContain(HOME);
    const home = copiesIn(HOME, readFileSync(HOME, 'utf8'), COPIES).map((copy) => copy.what);
    const older = [
      'const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;',
      'const SAFE_SLUG = /^[\\p{L}\\p{M}\\p{N}_-]+$/u;',
      'const SLUG_OR_ID = /^[\\p{L}\\p{N}_-]{1,200}$/u;',
      "image: await imageFile(f.name.toLowerCase().replace(/\\W+/g, '-'), {",
      'if (/^[a-z0-9_-]+$/.test(slug)) return;',
    ].flatMap((line) => copiesIn('x.ts', line, COPIES).map((copy) => copy.what));
    expect([...new Set([...home, ...older])].sort()).toEqual(COPIES.map(([what]) => what).sort());
    expect(older).toHaveLength(5);
    expect(copiesIn('x.ts', 'const RECORD = /^[A-Za-z0-9_-]{1,64}$/; words.split(/[^a-z0-9]+/);', COPIES)).toEqual([]);
  });
});
