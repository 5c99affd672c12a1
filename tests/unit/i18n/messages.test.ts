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

/** The shop's source files that call messages: [path under src/, text]. */
const SRC = new URL('../../../src/', import.meta.url).pathname;
const shopFiles = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.(astro|tsx?)$/.test(file) && !file.startsWith('paraglide'))
  .map((file) => [file, readFileSync(join(SRC, file), 'utf8')] as const);

/** Every `m.<key>(…)` call in the text, arguments included (parentheses matched). */
function messageCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(/\bm\.\w+\(/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')' && --depth === 0) break;
    }
    calls.push(text.slice(match.index, end + 1));
  }
  return calls;
}
const nepali = messages('ne');

describe('message files', () => {
  it('are the two languages the shop speaks, as src/lib/i18n.ts and the compiler both list them', () => {
    expect([...locales]).toEqual(['en', 'ne']);
    const settings = JSON.parse(
      readFileSync(new URL('../../../project.inlang/settings.json', import.meta.url), 'utf8'),
    );
    expect(settings.locales).toEqual([...locales]);
    expect(settings.baseLocale).toBe(locales[0]);
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
    const code = shopFiles.map(([, text]) => text).join('\n');
    expect(Object.keys(english).filter((key) => !new RegExp(`\\bm\\.${key}\\b`).test(code))).toEqual([]);
  });

  it("are each called with the page's locale, which the browser needs (src/lib/message-runtime.client.js)", () => {
    const withoutLocale = shopFiles.flatMap(([file, text]) =>
      messageCalls(text)
        .filter((call) => !/\blocale\b/.test(call))
        .map((call) => `${file}: ${call}`),
    );
    expect(withoutLocale).toEqual([]);
  });

  it('compile to one function a message that answers in the language asked for', () => {
    expect(m.nav_products({}, { locale: 'en' })).toBe('Products');
    expect(m.nav_products({}, { locale: 'ne' })).toBe('उत्पादनहरू');
    expect(m.footer_registered_office({ address: 'Kathmandu' }, { locale: 'ne' })).toBe('दर्ता भएको कार्यालय: Kathmandu');
  });
});
