// The language switch remembers a choice, and only the bare home page follows it (src/lib/language-choice.mjs).
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageCookie, rememberedLanguageRedirect } from '@/lib/language-choice.mjs';

describe('languageCookie', () => {
  it('remembers the choice for a year, on the whole site, and is sent on a top-level visit', () => {
    expect(languageCookie('ne')).toBe(`${LANGUAGE_COOKIE}=ne; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(languageCookie('en')).toMatch(/^shop_lang=en;/);
  });
});

describe('rememberedLanguageRedirect', () => {
  it('sends a shopper who chose Nepali from / to /ne', () => {
    expect(rememberedLanguageRedirect('/', 'shop_lang=ne')).toBe('/ne');
    expect(rememberedLanguageRedirect('/', 'cart=1; shop_lang=ne; other=x')).toBe('/ne');
  });

  it('follows the choice for a visit from outside the shop: a bookmark, a typed address, another site', () => {
    expect(rememberedLanguageRedirect('/', 'shop_lang=ne', 'none')).toBe('/ne');
    expect(rememberedLanguageRedirect('/', 'shop_lang=ne', 'cross-site')).toBe('/ne');
  });

  it("leaves alone a link followed on the shop's own pages (the switch to English tapped before its script ran)", () => {
    expect(rememberedLanguageRedirect('/', 'shop_lang=ne', 'same-origin', 'http://shop.test/ne/about')).toBeNull();
  });

  it("follows the choice for the service worker's request for a bookmark: same-origin, but no page referred it", () => {
    expect(rememberedLanguageRedirect('/', 'shop_lang=ne', 'same-origin')).toBe('/ne');
    expect(rememberedLanguageRedirect('/', 'shop_lang=ne', 'same-origin', '')).toBe('/ne');
  });

  it.each([
    ['no cookie at all (a first visit is never redirected on a guess)', '/', undefined],
    ['English chosen', '/', 'shop_lang=en'],
    ['another cookie that ends the same way', '/', 'myshop_lang=ne'],
    ['a value that is not a language', '/', 'shop_lang=nepali'],
    ['any other address, which names its own language', '/about', 'shop_lang=ne'],
    ['the product list', '/products', 'shop_lang=ne'],
    ['already Nepali', '/ne', 'shop_lang=ne'],
  ])('leaves alone: %s', (_case, path, cookie) => {
    expect(rememberedLanguageRedirect(path, cookie)).toBeNull();
  });
});
