// Makes the installed app's icons (public/icons/, named in src/pages/manifest.webmanifest.ts) from the logo,
// public/favicon.svg, with sharp. Run again after the logo changes: `node scripts/make-app-icons.mjs`.
// "any" icons are the round logo on a transparent square; the maskable one fills the square with the brand green and
// keeps the leaf inside the central 80% safe zone, since Android crops maskable icons to its own shape.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../server/paths.ts';

const BRAND = '#22543d';
const logo = readFileSync(join(projectRoot, 'public', 'favicon.svg'), 'utf8');
const out = (name) => join(projectRoot, 'public', 'icons', name);

for (const size of [192, 512]) {
  await sharp(Buffer.from(logo), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`));
}

// The leaf alone, drawn at 60% of the square (well inside the 80% safe zone) on a full green background.
const leaf = logo.replace(/<circle[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${leaf.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')}</g></svg>`;
await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(out('icon-maskable-512.png'));
console.log('public/icons: icon-192.png, icon-512.png, icon-maskable-512.png');
