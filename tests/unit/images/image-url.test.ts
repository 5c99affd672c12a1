import { describe, expect, it } from 'vitest';
import {
  imageEndpointUrl,
  negotiatedTransform,
  parseImageRequest,
  pocketbaseFileOf,
  transformCacheKey,
} from '@/lib/images/image-url';

const PB = 'http://127.0.0.1:8090';
const file = { collection: 'web_products', record: 'abc123def456ghi', file: 'apple_x1y2z3.jpg' };
const params = (url: string) => new URL(url, 'http://shop.test').searchParams;

describe('pocketbaseFileOf', () => {
  it("reads a file of the shop's PocketBase", () => {
    expect(pocketbaseFileOf(`${PB}/api/files/web_products/abc123def456ghi/apple_x1y2z3.jpg`, PB)).toEqual(file);
    expect(pocketbaseFileOf(`${PB}/api/files/posts/p1/c.png?thumb=1`, `${PB}/`)).toEqual({
      collection: 'posts',
      record: 'p1',
      file: 'c.png',
    });
  });

  it.each([
    'https://cdn.example/apple.jpg',
    `${PB}/api/collections/web_products/records`,
    `${PB}/api/files/web_products/abc/..%2F..%2Fdata.db`,
    `${PB}/api/files/web_products/abc/.hidden`,
    `${PB}/api/files/posts/p1/a%20b.png`,
    `${PB}/api/files/web_products/abc/x/y.jpg`,
    'http://127.0.0.1:8091/api/files/web_products/abc/a.jpg',
  ])('%s is not', (url) => {
    expect(pocketbaseFileOf(url, PB)).toBeNull();
  });
});

describe('endpoint URLs', () => {
  it('round-trip through parseImageRequest', () => {
    const t = { ...file, width: 400, height: 400, format: 'webp' as const, quality: 65 };
    const url = imageEndpointUrl(t);
    expect(url).toBe('/_image?href=/api/files/web_products/abc123def456ghi/apple_x1y2z3.jpg&w=400&h=400&f=webp&q=65');
    expect(parseImageRequest(params(url), PB)).toEqual(t);
    // The full PocketBase URL names the same file (what an on-demand page may hold).
    const full = url.replace('href=', `href=${encodeURIComponent(PB)}`);
    expect(parseImageRequest(params(full), `${PB}/`)).toEqual(t);
    expect(transformCacheKey(t)).toBe('web_products/abc123def456ghi/apple_x1y2z3.jpg@400x400q65.webp');
  });

  it.each([
    ['a remote href', '/_image?href=https://evil.test/a.jpg&w=1&h=1&f=webp&q=65'],
    ['another port', '/_image?href=http://127.0.0.1:8091/api/files/web_products/b/c.jpg&w=1'],
    ['a local file', '/_image?href=/placeholder.svg&w=1&h=1&f=webp&q=65'],
    ['a collection that is not public', '/_image?href=/api/files/_superusers/b/c.jpg&w=1'],
    ['a traversal', '/_image?href=/api/files/web_products/b/..&w=1&h=1&f=webp&q=65'],
    ['an encoded slash', '/_image?href=/api/files/web_products/b/c%2Fd&w=1&h=1&f=webp&q=65'],
    ['a query in href', '/_image?href=/api/files/web_products/b/c.jpg%3Fthumb%3D1x1&w=1'],
  ])('answers "not found" to %s', (_, url) => {
    expect(parseImageRequest(params(url), PB)).toHaveProperty('notFound');
  });

  it.each([
    ['a width too large', '/_image?href=/api/files/web_products/b/c.jpg&w=3201&h=1&f=webp&q=65'],
    ['a zero width', '/_image?href=/api/files/web_products/b/c.jpg&w=0&h=1&f=webp&q=65'],
    ['a fractional width', '/_image?href=/api/files/web_products/b/c.jpg&w=1.5&h=1&f=webp&q=65'],
    ['no size', '/_image?href=/api/files/web_products/b/c.jpg&f=webp&q=65'],
    ['svg output', '/_image?href=/api/files/web_products/b/c.jpg&w=1&h=1&f=svg&q=65'],
    ['quality 101', '/_image?href=/api/files/web_products/b/c.jpg&w=1&h=1&f=webp&q=101'],
    ['another parameter', '/_image?href=/api/files/web_products/b/c.jpg&w=1&h=1&f=webp&q=65&fit=fill'],
  ])('refuses %s', (_, url) => {
    expect(parseImageRequest(params(url), PB)).toHaveProperty('error');
  });

  it('fills in what is left out: WebP, the service quality; jpg is jpeg', () => {
    expect(parseImageRequest(params('/_image?href=/api/files/posts/p1/c.png&w=64'), PB)).toEqual({
      collection: 'posts',
      record: 'p1',
      file: 'c.png',
      width: 64,
      height: undefined,
      format: 'webp',
      quality: undefined,
    });
    expect(parseImageRequest(params('/_image?href=/api/files/posts/p1/c.png&h=64&f=jpg'), PB)).toMatchObject({
      format: 'jpeg',
    });
  });

  it('reads f=auto, which the build writes, and names it in the message for an unknown format', () => {
    const url = '/_image?href=/api/files/web_products/b/c.jpg&w=300&h=300&f=auto&q=65';
    expect(parseImageRequest(params(url), PB)).toMatchObject({ format: 'auto', quality: 65 });
    expect(parseImageRequest(params(url.replace('f=auto', 'f=best')), PB)).toEqual({
      error: 'f must be one of auto, webp, avif, jpeg, png, gif.',
    });
  });
});

describe('negotiatedTransform', () => {
  const auto = { ...file, width: 300, height: 300, format: 'auto' as const, quality: 65 };

  it('makes AVIF at a lower quality on its own scale for a browser that prefers it, cached apart from the WebP', () => {
    const avif = negotiatedTransform(auto, 'image/avif');
    expect(avif).toEqual({ ...auto, format: 'avif', quality: 52 });
    const webp = negotiatedTransform(auto, 'image/webp');
    expect(webp).toEqual({ ...auto, format: 'webp', quality: 65 });
    expect(transformCacheKey(avif)).toBe('web_products/abc123def456ghi/apple_x1y2z3.jpg@300x300q52.avif');
    expect(transformCacheKey(webp)).toBe('web_products/abc123def456ghi/apple_x1y2z3.jpg@300x300q65.webp');
  });

  it('makes WebP when the Accept header gave no preference, and leaves a named format as asked', () => {
    expect(negotiatedTransform(auto, undefined)).toMatchObject({ format: 'webp', quality: 65 });
    expect(negotiatedTransform({ ...auto, quality: undefined }, 'image/avif')).toMatchObject({
      format: 'avif',
      quality: undefined,
    });
    const jpeg = { ...auto, format: 'jpeg' as const };
    expect(negotiatedTransform(jpeg, 'image/avif')).toEqual(jpeg);
    expect(negotiatedTransform({ ...auto, quality: 1 }, 'image/avif').quality).toBe(1);
  });
});
