// @ts-check
// Makes the demo's farmer video (home "Meet Our Farmers", docs/rules.md §2 Home 8): an 8-second clip of Purna
// Bahadur Gurung's honey, drawn from the same Fluent Emoji pictures as the rest of the demo (images.mjs; Fluent
// Emoji © Microsoft Corporation, MIT licence, credited on the about page) and encoded with ffmpeg as H.264 in MP4
// (plays on every phone), no sound, about 100 KB.
//
// The clip is committed (public/videos/farmer-honey-harvest.mp4) so `npm start` needs no ffmpeg; run
// `node scripts/seed/farmer-video.mjs` to make it again after changing the pictures (needs ffmpeg with libx264).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { iconEl } from './images.mjs';

export const FARMER_VIDEO_PATH = '/videos/farmer-honey-harvest.mp4';

const W = 640;
const H = 360;
const SCENE_SECONDS = 3;
const FADE_SECONDS = 0.6;
const FPS = 24;

/**
 * One scene: a backdrop colour and up to three pictures placed on it.
 * @param {string} background
 * @param {[icon: string, x: number, y: number, size: number][]} pictures each centred on (x, y)
 */
function sceneSvg(background, pictures) {
  const drawn = pictures.map(([icon, x, y, size]) => iconEl(icon, x - size / 2, y - size / 2, size)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${background}"/>
  <ellipse cx="${W / 2}" cy="${H * 0.9}" rx="${W * 0.42}" ry="${H * 0.06}" fill="#000000" fill-opacity="0.08"/>
  ${drawn}
</svg>`;
}

const SCENES = [
  // The hills of Bhujung, a hive in a tree.
  sceneSvg('#d8ecd2', [
    ['snow-capped-mountain', 190, 150, 210],
    ['deciduous-tree', 430, 190, 220],
    ['honeybee', 520, 90, 70],
  ]),
  // The farmer at work.
  sceneSvg('#f4e6c8', [
    ['man-farmer-medium', 250, 190, 250],
    ['honeybee', 430, 120, 80],
    ['honeybee', 480, 220, 60],
  ]),
  // The harvest: a pot of honey.
  sceneSvg('#fbe3b0', [
    ['honey-pot', 320, 180, 240],
    ['blossom', 140, 250, 90],
    ['honeybee', 490, 110, 80],
  ]),
];

/**
 * Writes the clip to `outFile`; returns its size in bytes.
 * @param {string} outFile
 */
export async function makeFarmerVideo(outFile) {
  const dir = mkdtempSync(join(tmpdir(), 'farmer-video-'));
  try {
    const inputs = [];
    for (const [i, svg] of SCENES.entries()) {
      const file = join(dir, `scene-${i}.png`);
      await sharp(Buffer.from(svg)).png().toFile(file);
      inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(SCENE_SECONDS), '-i', file);
    }
    // Each scene drifts slowly (a gentle zoom), and fades into the next.
    const zoom = (/** @type {number} */ i) =>
      `[${i}]scale=${W * 2}:${H * 2},zoompan=z='1+0.001*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${W}x${H}:fps=${FPS},setsar=1[s${i}]`;
    const offset1 = SCENE_SECONDS - FADE_SECONDS;
    const offset2 = 2 * SCENE_SECONDS - 2 * FADE_SECONDS;
    const filter = [
      zoom(0),
      zoom(1),
      zoom(2),
      `[s0][s1]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset1}[a]`,
      `[a][s2]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset2},format=yuv420p[v]`,
    ].join(';');
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        ...inputs,
        '-filter_complex',
        filter,
        '-map',
        '[v]',
        '-c:v',
        'libx264',
        '-profile:v',
        'main',
        '-preset',
        'slow',
        '-crf',
        '30',
        '-movflags',
        '+faststart',
        '-an',
        outFile,
      ],
      { stdio: 'inherit' },
    );
    return statSync(outFile).size;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = join(import.meta.dirname, '..', '..', 'public', FARMER_VIDEO_PATH);
  const bytes = await makeFarmerVideo(out);
  console.log(`${out}: ${Math.round(bytes / 1024)} KB`);
}
