// The placeholder colour of a picture (src/lib/images/placeholder-colour.ts) and the build's fetch-and-remember of it
// (src/lib/images/placeholder-colours.server.ts): measured on a real camera photo (scripts/real-photos.mjs), made
// from a shrunk copy yet the same as sharp's dominant colour of the whole photo; a corrupt file gets no colour (the
// box keeps its neutral pale background) and never throws; the build remembers what it measured and fetches it again
// only when the file changes, served here by a real HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installFolder, REAL_PHOTOS } from '../../../scripts/real-photos.mjs';
import { dominantColour, NEUTRAL_PLACEHOLDER } from '../../../src/lib/images/placeholder-colour';
import { type KnownColours, placeholderColours } from '../../../src/lib/images/placeholder-colours.server';

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

describe('dominantColour', () => {
  it('gives a real photo the dominant colour of its full size', async () => {
    const bytes = readFileSync(join(installFolder(), 'Bridge_by_Sander_Klootwijk.jpg'));
    const colour = await dominantColour(bytes);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    const { dominant } = await sharp(bytes).stats();
    const full = [dominant.r, dominant.g, dominant.b];
    // One histogram bin is 16 levels wide: the shrunk copy's fullest bin is the full photo's, or its neighbour.
    const ours = channels(colour as string);
    for (const i of [0, 1, 2]) expect(Math.abs((ours[i] as number) - (full[i] as number))).toBeLessThanOrEqual(16);
  });

  it('takes the colour most of the picture has, not the average', async () => {
    // 70% red on the left, 30% blue on the right: the average would be purple.
    const width = 100;
    const png = await sharp({ create: { width, height: 50, channels: 3, background: '#d02010' } })
      .composite([
        {
          input: { create: { width: 30, height: 50, channels: 3, background: '#1020d0' } },
          left: 70,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const [r, g, b] = channels((await dominantColour(png)) as string);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(64);
    expect(b).toBeLessThan(48);
  });

  it('gives a corrupt or non-image file no colour, without throwing', async () => {
    const photo = readFileSync(join(installFolder(), REAL_PHOTOS[0]!.file));
    await expect(dominantColour(photo.subarray(0, Math.floor(photo.length / 2)))).resolves.toBeNull();
    await expect(
      dominantColour(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).resolves.toBeNull();
    await expect(dominantColour(new Uint8Array())).resolves.toBeNull();
    expect(NEUTRAL_PLACEHOLDER).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('placeholderColours (the build)', () => {
  let server: Server;
  let base = '';
  const requests: string[] = [];
  const photo = readFileSync(join(installFolder(), 'Bridge_by_Sander_Klootwijk.jpg'));
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/photo.jpg') res.end(photo);
      else if (req.url === '/cut.jpg') res.end(photo.subarray(0, 5000));
      else if (req.url === '/down.jpg') res.writeHead(503).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((go) => server.listen(0, '127.0.0.1', go));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('measures each file once, remembers undecodable ones, and tries unreachable ones again', async () => {
    const known: KnownColours = {};
    const pictures = new Map([
      ['a', `${base}/photo.jpg`],
      ['b', `${base}/cut.jpg`],
      ['c', `${base}/down.jpg`],
    ]);
    const first = await placeholderColours(pictures, known, null);
    expect(first.get('a')).toMatch(/^#[0-9a-f]{6}$/);
    expect(first.has('b')).toBe(false);
    expect(first.has('c')).toBe(false);
    expect(known.b).toEqual({ file: `${base}/cut.jpg`, colour: '' });
    expect(known.c).toBeUndefined();

    requests.length = 0;
    const again = await placeholderColours(pictures, known, null);
    expect(again.get('a')).toBe(first.get('a'));
    expect(requests).toEqual(['/down.jpg']);

    // A record whose file was replaced is measured again.
    requests.length = 0;
    await placeholderColours(new Map([['a', `${base}/cut.jpg`]]), known, null);
    expect(requests).toEqual(['/cut.jpg']);
    expect(known.a?.colour).toBe('');
  });
});
