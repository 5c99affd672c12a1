// The shop in Nepali (docs/i18n.md "Nepali pages"): every shopper page answers under /ne/ with <html lang="ne">,
// names its other language, links on in Nepali, and the English pages stay where they were.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPb, testStack } from '@tests/harness/stack';

async function page(path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, testStack().shopUrl), { redirect: 'manual', ...init });
  return { response, html: await response.text() };
}

const LANG = /<html lang="([a-z-]+)"/;
const alternate = (html: string, hreflang: string) =>
  new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]+)"`).exec(html)?.[1];

/** A visible product and a lot code of the seed, read from the built search index and a product page. */
async function seededProduct() {
  const index = (await (await fetch(new URL('/search-index.json', testStack().shopUrl))).json()) as {
    id: string;
    slug: string;
  }[];
  return index[0];
}

describe('Nepali pages', () => {
  // Prebuilt (home, about, blog, policies...) and rendered on demand (the list, product, order and trace pages).
  const prebuilt = [
    '/ne',
    '/ne/about',
    '/ne/contact',
    '/ne/farmers',
    '/ne/feedback',
    '/ne/qr',
    '/ne/blog',
    '/ne/orders',
  ];
  const policies = ['/ne/privacy', '/ne/refunds', '/ne/shipping', '/ne/terms'];
  const onDemand = ['/ne/products', '/ne/products?sort=price-asc', '/ne/order-confirmation', '/ne/order/ORD-000001'];

  it.each([...prebuilt, ...policies, ...onDemand])('%s is a Nepali page naming both languages', async (path) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(LANG.exec(html)?.[1]).toBe('ne');
    const english = new URL(path, 'https://x').pathname.replace(/^\/ne/, '') || '/';
    expect(new URL(alternate(html, 'en') as string).pathname).toBe(english);
    expect(new URL(alternate(html, 'x-default') as string).pathname).toBe(english);
    expect(new URL(alternate(html, 'ne') as string).pathname).toBe(new URL(path, 'https://x').pathname);
  });

  it('an English page stays English at its address and names its Nepali twin', async () => {
    const { html } = await page('/about');
    expect(LANG.exec(html)?.[1]).toBe('en');
    expect(new URL(alternate(html, 'ne') as string).pathname).toBe('/ne/about');
    expect(html).toContain('Our mission');
  });

  it('a Nepali page links on to Nepali pages, never back to English ones by accident', async () => {
    for (const path of ['/ne', '/ne/products', '/ne/about', '/ne/blog']) {
      const { html } = await page(path);
      // The language switch (header and menu) is the one link to English, by design.
      const links = [...html.matchAll(/<a ([^>]*)>/g)].map((match) => match[1]);
      const switches = links.filter((attributes) => attributes.includes('data-language-switch'));
      expect(
        switches.map((attributes) => /href="([^"]*)"/.exec(attributes)?.[1]),
        path,
      ).toEqual([localizedEnglish(path), localizedEnglish(path)]);
      const internal = links
        .filter((attributes) => !attributes.includes('data-language-switch'))
        .map((attributes) => /href="(\/[^"]*)"/.exec(attributes)?.[1])
        .filter((href): href is string => href !== undefined && !href.startsWith('//'));
      expect(internal.length, path).toBeGreaterThan(5);
      expect(
        internal.filter((href) => !/^\/ne(\/|$|\?|#)/.test(href)),
        path,
      ).toEqual([]);
    }
  });

  it('the Nepali and English product lists with the same query are kept apart by the server', async () => {
    const query = '?sort=name-asc';
    for (const [path, lang] of [
      [`/products${query}`, 'en'],
      [`/ne/products${query}`, 'ne'],
      [`/products${query}`, 'en'],
      [`/ne/products${query}`, 'ne'],
    ]) {
      const { html } = await page(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(LANG.exec(html)?.[1], path).toBe(lang);
    }
  });

  it('a product opened by its id under /ne/ moves to its Nepali address', async () => {
    const product = await seededProduct();
    const { response } = await page(`/ne/products/${product.id}`);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') as string, 'https://x').pathname).toBe(
      `/ne/products/${product.slug}`,
    );
    const { response: own, html } = await page(`/ne/products/${product.slug}`);
    expect(own.status).toBe(200);
    expect(LANG.exec(html)?.[1]).toBe('ne');
  });

  it('an unknown Nepali address, product or lot is a 404 in Nepali', async () => {
    for (const path of ['/ne/no-such-page', '/ne/products/no-such-product', '/ne/t/NO-SUCH-LOT']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(LANG.exec(html)?.[1], path).toBe('ne');
    }
  });
});

/**
 * The interface's English sentences that a Nepali page must not show: three words or more (shorter ones, such as "QR
 * Traceability", also occur inside English content a Nepali page may show for want of a Nepali text), and not the
 * same in Nepali.
 */
function englishSentences(): string[] {
  const read = (locale: string) =>
    JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
  const [en, ne] = [read('en'), read('ne')];
  return Object.keys(en)
    .filter((key) => key !== '$schema' && en[key] !== ne[key])
    .flatMap((key) => en[key].split(/\{[^}]*\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= 12 && fragment.split(/\s+/).length >= 3);
}

/** What a reader sees: the text of the body, without scripts, styles and text marked as English (a fallback). */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<template\b[\s\S]*?<\/template>/g, ' ')
    .replace(/<(\w+)[^>]*\blang="en"[^>]*>[^<]*<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('no English interface words on Nepali pages', () => {
  const sentences = englishSentences();
  it.each([
    '/ne',
    '/ne/products',
    '/ne/products/organic-potato',
    '/ne/about',
    '/ne/blog',
    '/ne/farmers',
    '/ne/contact',
    '/ne/qr',
    '/ne/feedback',
    '/ne/orders',
    '/ne/privacy',
    '/ne/refunds',
    '/ne/shipping',
    '/ne/terms',
    '/ne/order-confirmation',
    '/ne/no-such-page',
  ])('%s', async (path) => {
    const { html } = await page(path);
    const text = visibleText(html);
    expect(sentences.length).toBeGreaterThan(100);
    expect(sentences.filter((sentence) => text.includes(sentence))).toEqual([]);
  });
});

describe('no English interface words on any built Nepali page', () => {
  // Every page the build wrote under ne/ (home, about, policies, blog list pages and every article...), read from the
  // build folder as nginx would serve it.
  it('scans them all', () => {
    const root = join(testStack().buildDir, 'client', 'ne');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThan(15);
    const sentences = englishSentences();
    const found = files.flatMap((file) => {
      const text = visibleText(readFileSync(join(root, file), 'utf8'));
      return sentences.filter((sentence) => text.includes(sentence)).map((sentence) => `${file}: ${sentence}`);
    });
    expect(found).toEqual([]);
  });

  it('nor on a trace page, rendered on demand', async () => {
    const pb = await adminPb();
    const lot = await pb.collection('lots').getFirstListItem("code != ''", { sort: 'created' });
    const { response, html } = await page(`/ne/t/${lot.code}`);
    expect(response.status).toBe(200);
    const text = visibleText(html);
    expect(englishSentences().filter((sentence) => text.includes(sentence))).toEqual([]);
  });
});

describe('remembering the language', () => {
  it('never redirects a first visit on a guess, whatever the browser prefers', async () => {
    const { response, html } = await page('/', { headers: { 'Accept-Language': 'ne-NP,ne;q=0.9' } });
    expect(response.status).toBe(200);
    expect(LANG.exec(html)?.[1]).toBe('en');
  });

  it('sends a shopper who chose Nepali from the bare home page to /ne, and no other page', async () => {
    const chose = { headers: { Cookie: 'shop_lang=ne' } };
    const { response } = await page('/', chose);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ne');
    expect(response.headers.get('cache-control')).toContain('no-store');
    // An address that names English is answered in English: a shared link opens as it was shared.
    expect((await page('/about', chose)).response.status).toBe(200);
    expect((await page('/', { headers: { Cookie: 'shop_lang=en' } })).response.status).toBe(200);
  });

  it("follows a link on the shop's own pages to the English home page, whatever the cookie still says", async () => {
    // The switch to English tapped before its script stored the choice: the browser says the link is same-origin,
    // and names the page it was on.
    const { response, html } = await page('/', {
      headers: { Cookie: 'shop_lang=ne', 'Sec-Fetch-Site': 'same-origin', Referer: 'http://127.0.0.1/ne/about' },
    });
    expect(response.status).toBe(200);
    expect(LANG.exec(html)?.[1]).toBe('en');
  });

  it("follows the choice for the offline worker's request for a bookmark: same-origin, but no page referred it", async () => {
    const { response } = await page('/', { headers: { Cookie: 'shop_lang=ne', 'Sec-Fetch-Site': 'same-origin' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ne');
  });
});

/** The English twin of a Nepali path, as the language switch links to it. */
function localizedEnglish(path: string): string {
  return path.replace(/^\/ne/, '') || '/';
}
