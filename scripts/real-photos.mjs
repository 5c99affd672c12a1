// Real photographs for the bench (scripts/bench/photos.mjs) and the tests (tests/e2e/dashboard-uploads.spec.ts):
// camera photos shipped by two Debian packages of wallpapers, under Creative Commons licences that allow copying
// and changing them (each package's /usr/share/doc/<package>/copyright names author and licence per file).
//
// Where they come from: /usr/share/backgrounds when the packages are installed (.ci/run installs them); otherwise
// the packages are downloaded with `apt-get download` (no root needed) and unpacked with `dpkg-deb -x` into
// .cache/real-photos. Nothing is committed to the repository.
//
// Each photo is used as a phone would upload it: a JPEG of at least 3000 px on its long side. The one that is
// smaller as shipped (the fig, 2572 px) is enlarged to 4000 px; one over PocketBase's 5 MiB per image
// (pocketbase/pb_migrations/1732000000_shop_schema.js) is encoded again at quality 90 until it fits.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

export const PHOTO_PACKAGES = ['lomiri-wallpapers-16.04', 'lomiri-wallpapers-20.04'];

/** The photographs used (drawings and gradients of the same packages left out), with their licences. */
export const REAL_PHOTOS = [
  { file: 'seeding_by_Clements_Engelhardt.jpg', licence: 'CC0-1.0' },
  { file: 'Kleiber_by_Lukas_Baubkus.jpg', licence: 'CC-BY-SA-3.0' },
  { file: 'Bridge_by_Sander_Klootwijk.jpg', licence: 'CC-BY-SA-4.0' },
  { file: 'Dragonfly_by_Bolly.jpg', licence: 'CC-BY-SA-4.0' },
  { file: 'sunset_by_Aitzol_Berasategi.jpg', licence: 'CC-BY-4.0' },
  { file: 'picosdeeuropa_by_Aitzol_Berasategi.jpg', licence: 'CC-BY-4.0' },
  { file: 'life_by_Aitzol_Berasategi.jpg', licence: 'CC-BY-4.0' },
  { file: 'aitzgorri_by_Aitzol_Berasategi.jpg', licence: 'CC-BY-4.0' },
  { file: 'friends_by_Aitzol_Berasategi.jpg', licence: 'CC-BY-4.0' },
  { file: 'Wine_by_Jakkub_Mede.jpg', licence: 'CC-BY-4.0' },
  { file: 'Infinite-Sea_by_Aury88.jpg', licence: 'CC-BY-SA-3.0' },
  { file: 'Picture_0B_by_freespace.jpg', licence: 'CC-BY-4.0' },
];

const SYSTEM_DIR = '/usr/share/backgrounds';
/** A phone camera's long side; the least a photo here has. */
export const MIN_LONG_SIDE = 3000;
const ENLARGED_LONG_SIDE = 4000;
/** PocketBase's bound on one image (the shop schema's maxSize). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The folder holding the photos as shipped (downloaded first when the packages are not installed). */
export function installFolder() {
  if (REAL_PHOTOS.every((p) => existsSync(join(SYSTEM_DIR, p.file)))) return SYSTEM_DIR;
  const cache = resolve('.cache/real-photos');
  const unpacked = join(cache, 'root', 'usr/share/backgrounds');
  if (REAL_PHOTOS.every((p) => existsSync(join(unpacked, p.file)))) return unpacked;
  mkdirSync(cache, { recursive: true });
  try {
    execFileSync('apt-get', ['download', ...PHOTO_PACKAGES], { cwd: cache, stdio: 'pipe' });
  } catch (err) {
    throw new Error(
      `real photos: the Debian packages ${PHOTO_PACKAGES.join(', ')} are not installed and could not be downloaded (apt-get update first?): ${err.stderr ?? err.message}`,
    );
  }
  for (const deb of readdirSync(cache).filter((f) => f.endsWith('.deb'))) {
    execFileSync('dpkg-deb', ['-x', join(cache, deb), join(cache, 'root')]);
  }
  const missing = REAL_PHOTOS.filter((p) => !existsSync(join(unpacked, p.file)));
  if (missing.length) throw new Error(`real photos: not in the packages: ${missing.map((p) => p.file).join(', ')}`);
  return unpacked;
}

/** One photo as a phone would upload it: JPEG, long side ≥ 3000 px, ≤ 5 MiB. */
async function asUpload(bytes) {
  const meta = await sharp(bytes).metadata();
  const long = Math.max(meta.width ?? 0, meta.height ?? 0);
  let out = bytes;
  let note = 'as shipped';
  if (long < MIN_LONG_SIDE) {
    const scale = ENLARGED_LONG_SIDE / long;
    out = await sharp(bytes)
      .resize(Math.round(meta.width * scale), Math.round(meta.height * scale), { kernel: 'lanczos3' })
      .jpeg({ quality: 90 })
      .toBuffer();
    note = `enlarged from ${meta.width}×${meta.height}`;
  }
  for (let quality = 90; out.length > MAX_UPLOAD_BYTES && quality >= 60; quality -= 5) {
    out = await sharp(bytes).jpeg({ quality }).toBuffer();
    note = `encoded again at quality ${quality} (${(bytes.length / 1e6).toFixed(1)} MB as shipped)`;
  }
  const size = await sharp(out).metadata();
  return { jpeg: out, width: size.width, height: size.height, note };
}

/** The photos, read (and downloaded if need be) once per process. */
let loaded = null;
export function realPhotos() {
  loaded ??= (async () => {
    const dir = installFolder();
    const out = [];
    for (const photo of REAL_PHOTOS) {
      const made = await asUpload(readFileSync(join(dir, photo.file)));
      out.push({ ...photo, ...made, source: join(dir, photo.file) });
    }
    return out;
  })();
  return loaded;
}
