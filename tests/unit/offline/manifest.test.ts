// The web app manifest in each language (src/features/offline/manifest.ts): one app, whose start page and words
// follow the language of the page it was installed from; the service worker saves both start pages (sw.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_URLS } from '@/features/offline/cache-names';
import { MANIFEST_PATHS, webManifest } from '@/features/offline/manifest';

describe('webManifest', () => {
  it('opens the English home from the English manifest and the Nepali home from the Nepali one', () => {
    expect(webManifest('en')).toMatchObject({ id: '/', lang: 'en', start_url: '/', scope: '/' });
    expect(webManifest('ne')).toMatchObject({ id: '/', lang: 'ne', start_url: '/ne', scope: '/' });
    expect(Object.values(START_URLS)).toEqual(['/', '/ne']);
  });

  it('speaks Nepali in the Nepali manifest, with no Latin letter or digit', () => {
    const { name, short_name, description } = webManifest('ne');
    for (const text of [name, short_name, description]) expect(text).toMatch(/^[\u0900-\u097F\s,.:।-]+$/);
  });

  it('is the same app in both languages: only the words, language and start page differ', () => {
    const differing = (['en', 'ne'] as const).map((locale) => {
      const { name, short_name, description, lang, start_url, ...rest } = webManifest(locale);
      return rest;
    });
    expect(differing[1]).toEqual(differing[0]);
  });

  it("is linked by the pages' start-up script in the page's language", () => {
    // register.ts is inlined into every page without imports, so it names the paths itself.
    const register = readFileSync(new URL('../../../src/features/offline/register.ts', import.meta.url), 'utf8');
    for (const path of Object.values(MANIFEST_PATHS)) expect(register).toContain(`'${path}'`);
  });
});
