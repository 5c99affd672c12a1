import { describe, expect, it } from 'vitest';
import { actionLocale, requestLocale } from '@/lib/request-locale';

const SHOP = 'https://shop.example';
/** An action call as an island sends it: POST /_actions/<name> with the page's address as its Referer. */
const call = (referer: string | null, url = `${SHOP}/_actions/placeOrder`) =>
  new Request(url, { method: 'POST', headers: referer === null ? {} : { Referer: referer } });

describe('requestLocale (the language of the page that made the call)', () => {
  it.each<[string, string | null, 'en' | 'ne']>([
    ['a Nepali page of this shop', `${SHOP}/ne/products`, 'ne'],
    ['the Nepali home', `${SHOP}/ne`, 'ne'],
    ['a Nepali page with a query and an anchor', `${SHOP}/ne/products/nepal-honey?x=1#buy`, 'ne'],
    ['an English page', `${SHOP}/products/nepal-honey`, 'en'],
    ['an English page whose path starts with "ne"', `${SHOP}/nepal-honey`, 'en'],
    ['the English home', `${SHOP}/`, 'en'],
    ['a Nepali page of another site', 'https://other.example/ne/products', 'en'],
    ['a look-alike host', 'https://shop.example.evil.test/ne/products', 'en'],
    ['no Referer', null, 'en'],
    ['an empty Referer', '', 'en'],
    ['a malformed Referer', 'not a url /ne/products', 'en'],
    ['a relative Referer', '/ne/products', 'en'],
  ])('%s → %s', (_label, referer, expected) => {
    expect(requestLocale(call(referer))).toBe(expected);
  });

  it('takes the shop behind a proxy that ends TLS as the same shop (the scheme and port are not compared)', () => {
    expect(requestLocale(call(`${SHOP}/ne/products`, 'http://shop.example:4321/_actions/quote'))).toBe('ne');
  });
});

describe('actionLocale', () => {
  it('answers a call to /_actions/ in the language of its Referer', () => {
    expect(actionLocale(call(`${SHOP}/ne/products`))).toBe('ne');
    expect(actionLocale(call(`${SHOP}/products`))).toBe('en');
    expect(actionLocale(call(null))).toBe('en');
  });

  it('answers a form posted to a page (?_action=) in the language of that page', () => {
    expect(actionLocale(call(null, `${SHOP}/ne/feedback?_action=submitFeedback`))).toBe('ne');
    expect(actionLocale(call(`${SHOP}/ne/feedback`, `${SHOP}/feedback?_action=submitFeedback`))).toBe('en');
  });
});
