// The slug rule (pocketbase/pb_hooks/lib/slug.js, through src/lib/slug.mjs), and the migration's copies of it, frozen
// history that cannot import the module: the slug fields' pattern and the rewrite of older slugs in
// pocketbase/pb_migrations/1732001000_operator_schema.js.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charactersOutsideSlug, isSlug, SLUG_MAX_LENGTH, SLUG_PATTERN, toSlug } from '@/lib/slug.mjs';
import * as seed from '../../../scripts/seed/data.mjs';

const MIGRATION = new URL('../../../pocketbase/pb_migrations/1732001000_operator_schema.js', import.meta.url);
const migration = readFileSync(MIGRATION, 'utf8');

/** A top-level function of the migration, run on its own (the migration itself runs only inside PocketBase). */
function migrationFunction(name: string): (value: unknown) => string {
  const source = new RegExp(`^function ${name}\\([^)]*\\) \\{\\n[\\s\\S]*?^\\}`, 'm').exec(migration)?.[0];
  if (!source) throw new Error(`${name} is not in ${MIGRATION.pathname}`);
  return new Function(`${source}\nreturn ${name};`)();
}

const GOOD = ['jumla-apple', 'mango', 'a', '2024', 'honey-2', 'timur-chutney-recipe', 'x'.repeat(SLUG_MAX_LENGTH)];
const BAD = [
  '',
  'Jumla-Apple',
  'jumla apple',
  'jumla_apple',
  'jumla-apple-',
  '-jumla-apple',
  'jumla--apple',
  '-',
  'fruits/mango',
  'mango?x=1',
  'mango#top',
  'mango.html',
  'जुम्ला-स्याउ',
  'café',
  ' mango',
  'mango\n',
  'x'.repeat(SLUG_MAX_LENGTH + 1),
];

describe('what a slug is', () => {
  it.each(GOOD)('%j is a slug', (slug) => expect(isSlug(slug)).toBe(true));
  it.each(BAD)('%j is not', (slug) => expect(isSlug(slug)).toBe(false));

  it('takes strings only', () => {
    for (const value of [null, undefined, 42, ['mango'], { slug: 'mango' }]) expect(isSlug(value)).toBe(false);
  });

  it('takes a PocketBase record id, so /products/{id} reaches the lookup by id', () => {
    expect(isSlug('p8q3m2x7k1n5z0a')).toBe(true);
  });

  it('holds every slug of the demo data', () => {
    const slugs = [...seed.products, ...seed.posts].map((record: { slug: string }) => record.slug);
    expect(slugs.filter((slug) => !isSlug(slug))).toEqual([]);
  });

  it('names the characters no slug holds, each once', () => {
    expect(charactersOutsideSlug('Fruits/Mango?')).toEqual(['F', '/', 'M', '?']);
    expect(charactersOutsideSlug('green mango  pickle')).toEqual([' ']);
    expect(charactersOutsideSlug('mango--ripe-')).toEqual([]);
  });
});

describe('a slug made of what an operator types', () => {
  it.each([
    ['Jumla Apple', 'jumla-apple'],
    ['  Jumla   Apple  ', 'jumla-apple'],
    ['JUMLA APPLE', 'jumla-apple'],
    ['jumla-apple-', 'jumla-apple'],
    ['--jumla--apple--', 'jumla-apple'],
    ['jumla_apple', 'jumla-apple'],
    ['Fruits/Mango', 'fruits-mango'],
    ['Wild Honey?', 'wild-honey'],
    ['Dashain & Tihar 2081', 'dashain-tihar-2081'],
    ['जुम्ला स्याउ (Jumla Apple)', 'jumla-apple'],
    ['Apple स्याउ Jumla', 'apple-jumla'],
    ['जुम्ला स्याउ', ''],
    ['', ''],
    ['---', ''],
  ])('%j becomes %j', (typed, slug) => expect(toSlug(typed)).toBe(slug));

  it.each(GOOD)('the slug %j stays as it is', (slug) => expect(toSlug(slug)).toBe(slug));

  it('is always a slug, or empty', () => {
    for (const typed of [...BAD, `${'a'.repeat(SLUG_MAX_LENGTH)} b`, `${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`]) {
      const slug = toSlug(typed);
      expect(slug === '' || isSlug(slug), `${JSON.stringify(typed)} → ${JSON.stringify(slug)}`).toBe(true);
    }
  });
});

describe("the migration's copies of the rule", () => {
  it("the slug fields' pattern is the module's", () => {
    const stored = /^const SLUG_PATTERN = '([^']*)';$/m.exec(migration)?.[1];
    expect(stored).toBe(SLUG_PATTERN);
  });

  it("the migration rewrote older slugs as toSlug makes them ('item' when nothing is left)", () => {
    const migrationToSlug = migrationFunction('toSlug');
    for (const typed of ['Fruits/Mango', 'Wild Honey?', 'News Today', 'jumla-apple', 'जुम्ला स्याउ', '-x-', ''])
      expect(migrationToSlug(typed), typed).toBe(toSlug(typed) || 'item');
  });
});
