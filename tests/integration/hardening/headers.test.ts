// Security headers on every kind of response the shop's server sends
// (hardening), and one content security policy for all pages: the same
// script and style hashes in a prerendered page's <meta> as in an on-demand
// page's header, never 'unsafe-inline' for scripts.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { anonymousClient, testStack } from '@tests/harness/stack';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http, so the test decides on compression (fetch always asks for it). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolveSend, reject) => {
    const req = request(new URL(path, testStack().shopUrl), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw).toString() : raw.toString();
        resolveSend({ status: res.statusCode ?? 0, headers: res.headers, body: text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Directive name → its sources, for one policy; fails on a directive named twice (browsers ignore the second). */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/);
    expect(directives.has(name!.toLowerCase()), `${name} named twice in: ${policy}`).toBe(false);
    directives.set(name!.toLowerCase(), sources);
  }
  return directives;
}

function headerPolicy(answer: Answer): Map<string, string[]> {
  const value = answer.headers['content-security-policy'];
  expect(typeof value, 'exactly one Content-Security-Policy header').toBe('string');
  return parsePolicy(value as string);
}

function metaPolicy(html: string): Map<string, string[]> | null {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
  return content === undefined ? null : parsePolicy(content.replaceAll('&#39;', "'").replaceAll('&quot;', '"'));
}

function expectSecurityHeaders(what: string, answer: Answer): void {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(headerPolicy(answer).get('frame-ancestors'), what).toEqual(["'none'"]);
}

/** A page policy allows scripts from this site and from listed hashes only. */
function expectHashedScripts(what: string, policy: Map<string, string[]>): void {
  const scripts = policy.get('script-src');
  expect(scripts, what).toBeDefined();
  expect(scripts, what).toContain("'self'");
  expect(scripts!.filter((s) => s.startsWith("'sha256-")).length, what).toBeGreaterThan(2);
  expect(
    scripts!.every((s) => s === "'self'" || /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
    `${what}: ${scripts!.join(' ')}`,
  ).toBe(true);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
}

describe('security headers', () => {
  it('are on every kind of response: static page, on-demand page, asset, action, 404, redirect, API, image endpoint', async () => {
    const home = await send('GET', '/', { 'Accept-Encoding': 'br' });
    expect(home.headers['content-encoding']).toBe('br');
    const asset = /(\/_astro\/[^"']+\.js)/.exec(home.body)?.[1];
    expect(asset, 'the home page links a script asset').toBeDefined();
    const origin = new URL(testStack().shopUrl).origin;
    const json = { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin };
    const product = await anonymousClient().collection('web_products').getFirstListItem('', { fields: 'id' });
    const stockCheck = JSON.stringify({ items: [{ id: product.id }] });

    const answers: [string, Answer, number][] = [
      ['prerendered page, brotli', home, 200],
      ['prerendered page, plain', await send('GET', '/blog'), 200],
      ['on-demand page', await send('GET', '/products?category=Fruits'), 200],
      ['script asset', await send('GET', asset!, { 'Accept-Encoding': 'gzip' }), 200],
      ['static file', await send('GET', '/favicon.svg'), 200],
      ['action', await send('POST', '/_actions/checkStock', json, stockCheck), 200],
      ['action refused', await send('POST', '/_actions/checkStock', json, '{"items": 5}'), 400],
      ['static 404', await send('GET', '/no-such-page', { 'Accept-Encoding': 'br' }), 404],
      ['on-demand 404', await send('GET', '/products/no-such-product'), 404],
      ['asset 404', await send('GET', '/_astro/no-such-file.js'), 404],
      ['redirect', await send('GET', '/blog/no-such-article'), 302],
      ['API, wrong method', await send('GET', '/api/rebuild'), 405],
      ['API, no token', await send('POST', '/api/rebuild', { 'Content-Type': 'application/json' }, '{}'), 401],
      ['image endpoint, nothing there', await send('GET', '/_image?href=nothing'), 404],
    ];
    for (const [what, answer, status] of answers) {
      expect(answer.status, what).toBe(status);
      expectSecurityHeaders(what, answer);
    }
  });

  it('prerendered pages carry the page policy in a <meta>; the server header adds frame-ancestors without contradicting it', async () => {
    for (const path of ['/', '/products/dolakha-kiwi', '/blog', '/qr', '/no-such-page']) {
      const page = await send('GET', path, { 'Accept-Encoding': 'br' });
      const meta = metaPolicy(page.body);
      expect(meta, `${path} has a policy <meta>`).not.toBeNull();
      expectHashedScripts(path, meta!);
      // A <meta> cannot carry frame-ancestors; browsers warn about one that tries.
      expect(meta!.has('frame-ancestors'), path).toBe(false);
      // The header names no fetch directive, so it never blocks what the page's hashes allow.
      const header = headerPolicy(page);
      for (const fetchDirective of ['default-src', 'script-src', 'script-src-elem', 'style-src', 'style-src-elem']) {
        expect(header.has(fetchDirective), `${path}: header names ${fetchDirective}`).toBe(false);
      }
    }
  });

  it('on-demand pages carry the same page policy as a header, with the server directives merged in once', async () => {
    const prerendered = metaPolicy((await send('GET', '/', { 'Accept-Encoding': 'br' })).body)!;
    for (const path of ['/products', '/products/no-such-product', '/order-confirmation']) {
      const page = await send('GET', path);
      expect(metaPolicy(page.body), `${path} is rendered on demand (no <meta>)`).toBeNull();
      const policy = headerPolicy(page);
      expectHashedScripts(path, policy);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      // One place decides: the same limits and script hashes as the prerendered pages
      // (style hashes are per page: each inlines its own stylesheets).
      for (const [name, sources] of prerendered) {
        const comparable = (list: string[] = []) =>
          new Set(name === 'style-src' ? list.filter((s) => !s.startsWith("'sha")) : list);
        expect(comparable(policy.get(name)), `${path}: ${name}`).toEqual(comparable(sources));
      }
    }
  });

  it('keeps inline styles to the hashed <style> elements the build emits', async () => {
    const meta = metaPolicy((await send('GET', '/', { 'Accept-Encoding': 'br' })).body)!;
    const styles = meta.get('style-src')!;
    expect(styles).toContain("'self'");
    expect(styles).not.toContain("'unsafe-inline'");
    expect(styles.some((s) => s.startsWith("'sha256-"))).toBe(true);
  });

  it("every inline script and style on every built page is listed in that page's policy; no inline handlers or style attributes", () => {
    const clientDir = join(testStack().buildDir, 'client');
    const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(50);
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    let inlineChecked = 0;
    for (const file of pages) {
      const html = readFileSync(join(clientDir, file), 'utf8');
      const where = file;
      const policy = metaPolicy(html);
      for (const [, tag, attributes, body] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
        if (/\bsrc=|type="application\/ld\+json"/.test(attributes!)) continue; // files from 'self'; data, not script
        expect(policy, `${where} has inline ${tag} but no policy`).not.toBeNull();
        expect(policy!.get(`${tag}-src`), `${where}: inline ${tag} "${body!.slice(0, 60)}" is not hashed`).toContain(
          sha256(body!),
        );
        inlineChecked += 1;
      }
      // Blocked under this policy (no 'unsafe-inline', no 'unsafe-hashes').
      expect(html, `${where}: style attribute`).not.toMatch(/<[^>]+\sstyle=/);
      expect(html, `${where}: inline event handler`).not.toMatch(/<[^>]+\son[a-z]+=/);
      expect(html, `${where}: javascript: URL`).not.toMatch(/\s(href|src|action)="\s*javascript:/i);
    }
    expect(inlineChecked).toBeGreaterThan(pages.length);
  });
});
