// The interface's messages (docs/i18n.md): one file per language, and neither may lack a key the other has, leave
// one empty, or drop or invent a placeholder. A Nepali message must be Nepali, not English copied over.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as m from '@/paraglide/messages.js';
import { locales } from '@/lib/i18n';

type Messages = Record<string, string>;
function messages(locale: string): Messages {
  const { $schema: _, ...all } = JSON.parse(
    readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8'),
  );
  return all;
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

const english = messages('en');
const nepali = messages('ne');

describe('message files', () => {
  it('are the two languages the shop speaks', () => {
    expect([...locales]).toEqual(['en', 'ne']);
  });

  it('have the same keys in English and Nepali', () => {
    expect(Object.keys(nepali).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s: both texts are filled, with the same placeholders', (key) => {
    expect(english[key]?.trim()).toBeTruthy();
    expect(nepali[key]?.trim()).toBeTruthy();
    expect(placeholders(nepali[key] ?? '')).toEqual(placeholders(english[key] ?? ''));
  });

  it.each(Object.keys(nepali))('%s: the Nepali text is written in Devanagari', (key) => {
    expect(nepali[key]).toMatch(DEVANAGARI);
  });

  it('are each used somewhere in the shop (as `m.<key>`)', () => {
    const src = new URL('../../../src/', import.meta.url).pathname;
    const code = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.(astro|tsx?)$/.test(file) && !file.startsWith('paraglide'))
      .map((file) => readFileSync(join(src, file), 'utf8'))
      .join('\n');
    expect(Object.keys(english).filter((key) => !new RegExp(`\\bm\\.${key}\\b`).test(code))).toEqual([]);
  });

  it('compile to one function a message that answers in the language asked for', () => {
    expect(m.nav_products({}, { locale: 'en' })).toBe('Products');
    expect(m.nav_products({}, { locale: 'ne' })).toBe('उत्पादनहरू');
    expect(m.footer_registered_office({ address: 'Kathmandu' }, { locale: 'ne' })).toBe('दर्ता भएको कार्यालय: Kathmandu');
  });
});
