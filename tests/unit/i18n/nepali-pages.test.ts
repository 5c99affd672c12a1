// Every page a shopper can open has a Nepali twin under src/pages/ne/ (docs/i18n.md "Nepali pages"): a new page
// without one fails here. Staff pages, machine endpoints and the GS1 label links stay English only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const PAGES = join(process.cwd(), 'src', 'pages');
const NEPALI = join(PAGES, 'ne');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === NEPALI ? [] : pageFiles(path);
    return entry.name.endsWith('.astro') ? [relative(PAGES, path)] : [];
  });
}

/** Pages with no Nepali twin, and why. */
const ENGLISH_ONLY: Record<string, string> = {
  '404.astro': 'the not-found page of any address; src/pages/ne/[...rest].astro is the Nepali one',
  'products/[slug].astro': 'Nepali product pages are rendered on demand by ne/products/[...rest].astro',
  't/[code].astro': 'Nepali trace pages are rendered on demand by ne/t/[...rest].astro',
  '01/[gtin]/10/[code].astro': 'GS1 links printed on labels; they open the English trace page',
  '01/[...rest].astro': 'GS1 links printed on labels',
};

describe('Nepali pages', () => {
  const english = pageFiles(PAGES);

  it.each(english.filter((file) => !file.startsWith('desk/') && !(file in ENGLISH_ONLY)))('%s has a twin', (file) => {
    const twin = readFileSync(join(NEPALI, file), 'utf8');
    // The twin renders the English page's component or route, so both languages show the same page.
    const englishName = file.split('/').pop() as string;
    expect(twin.includes(englishName) || twin.includes('englishRoute') || /features\//.test(twin)).toBe(true);
  });

  it('every page without a twin is listed with its reason, and still exists', () => {
    for (const file of Object.keys(ENGLISH_ONLY)) expect(english).toContain(file);
  });

  it('a twin rendered on demand says so, like its English page', () => {
    const onDemand = (source: string) => /export const prerender = false;/.test(source);
    for (const file of english.filter((f) => !f.startsWith('desk/') && !(f in ENGLISH_ONLY))) {
      const source = readFileSync(join(PAGES, file), 'utf8');
      const twin = readFileSync(join(NEPALI, file), 'utf8');
      expect(onDemand(twin), file).toBe(onDemand(source));
    }
  });
});
