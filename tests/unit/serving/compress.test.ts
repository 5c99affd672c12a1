import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, pickEncoding, shouldCompress } from '@/lib/serving/compress';

const page = `<!doctype html><title>x</title>${'<li>Fresh cauliflower from Kavre</li>'.repeat(200)}`;
const html = (body: string | null = page, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  });
const request = (acceptEncoding?: string) =>
  new Request('http://shop.test/products', {
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [null, null],
    ['GZIP;q=0.5', 'gzip'],
  ])('%j → %j', (header, expected) => expect(pickEncoding(header)).toBe(expected));
});

describe('compressResponse', () => {
  it('brotli-compresses an on-demand page, and the bytes decode back to the page', async () => {
    const out = compressResponse(request('gzip, br'), html());
    expect(out.headers.get('Content-Encoding')).toBe('br');
    expect(out.headers.get('Vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await out.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it('gzips for clients without brotli and keeps the status', async () => {
    const out = compressResponse(request('gzip'), html(page, {}, 404));
    expect(out.status).toBe(404);
    expect(out.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await out.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves alone what it should not touch', () => {
    expect(compressResponse(request(), html()).headers.get('Content-Encoding')).toBeNull();
    expect(shouldCompress(html(page, { 'Content-Type': 'image/webp' }))).toBe(false);
    expect(shouldCompress(html(page, { 'Content-Encoding': 'br' }))).toBe(false);
    expect(shouldCompress(html('short', { 'Content-Length': '5' }))).toBe(false);
    expect(shouldCompress(html(null, {}, 204))).toBe(false);
    expect(
      shouldCompress(
        new Response(JSON.stringify({ total: 1 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ).toBe(true);
  });
});
