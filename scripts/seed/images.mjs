// @ts-check
// Demo image generator for the seeder. Everything is drawn locally from an SVG
// string and encoded as a small WebP with sharp; no network, no randomness.
//
//   const buf = await makeImage({ label: "Jumla Apple", hue: 8, kind: "product", picture: { icon: "red-apple" } });
//
// kind: "product" (the product's picture, see pictures.mjs), "logo" (circle badge),
//       "avatar" (head-and-shoulders), "banner" (hills and sun), "cover" (field rows
//       under a picture of the post's subject).
// width/height are optional; each kind has a sensible default size.
// Product pictures and covers carry no text: the page prints names next to them.
//
// Pictures come from Fluent Emoji Flat (c) Microsoft Corporation, MIT licence
// (https://github.com/microsoft/fluentui-emoji), read from the
// @iconify-json/fluent-emoji-flat package; credited in the README and the site footer.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';

/**
 * What a picture shows (pictures.mjs): an icon of the set, or a drawing tinted by `color`, and a smaller second icon.
 * @typedef {{ icon?: string, extra?: string, drawing?: string, color?: string }} Picture
 */
/** @typedef {keyof typeof BUILDERS} ImageKind */
/** @typedef {{ label?: string, hue?: number, kind?: ImageKind, width?: number, height?: number, picture?: Picture }} ImageSpec */
/**
 * What each kind's drawing gets: the size settled, the label made a string and the hue a number.
 * @typedef {{ label: string, hue: number, width: number, height: number, picture?: Picture }} DrawSpec
 */

/** @typedef {import('@iconify-json/fluent-emoji-flat').IconifyJSON} IconSet */

/** @type {IconSet | undefined} */
let iconSet;
/** The icon set, read once (a 9 MB JSON file: only the seeder loads it). */
function icons() {
  if (!iconSet) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
    iconSet = /** @type {IconSet} */ (JSON.parse(readFileSync(file, 'utf8')));
  }
  return iconSet;
}

/** The icon of the set by this name, its own or the one it is an alias of. @param {string} name */
function findIcon(name) {
  const set = icons();
  const parent = set.aliases?.[name]?.parent;
  return set.icons[name] ?? (parent === undefined ? undefined : set.icons[parent]);
}

/**
 * An icon of the set drawn in the box (x, y, size), or "" when the set has no such icon.
 * @param {string} name
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
export function iconEl(name, x, y, size) {
  const set = icons();
  const icon = findIcon(name);
  if (!icon) return '';
  const w = icon.width ?? set.width ?? 16;
  const h = icon.height ?? set.height ?? 16;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

/** @param {string} name */
export function hasIcon(name) {
  return Boolean(findIcon(name));
}

const DEFAULT_SIZES = {
  product: [600, 600],
  logo: [256, 256],
  avatar: [256, 256],
  banner: [1600, 600],
  cover: [1200, 630],
};

const FONT = 'DejaVu Sans, sans-serif';
const MAX_BYTES = 25 * 1024;

/**
 * HSL (h 0-360, s/l 0-100) to "#rrggbb"; hex avoids relying on hsl() support in librsvg.
 * @param {number} h
 * @param {number} s
 * @param {number} l
 */
function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (/** @type {number} */ n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (/** @type {number} */ n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (/** @type {number} */ x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** @param {string} value */
function escapeXml(value) {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Rough fit: DejaVu Sans averages ~0.6em per character.
 * @param {string} text
 * @param {number} fontSize
 * @param {number} maxWidth
 */
function fitText(text, fontSize, maxWidth) {
  const maxChars = Math.max(4, Math.floor(maxWidth / (fontSize * 0.6)));
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/**
 * Split a label into at most two lines that fit maxWidth.
 * @param {string} text
 * @param {number} fontSize
 * @param {number} maxWidth
 */
function wrapTwoLines(text, fontSize, maxWidth) {
  const maxChars = Math.max(4, Math.floor(maxWidth / (fontSize * 0.6)));
  if (text.length <= maxChars) return [text];
  const words = text.split(/\s+/);
  let first = '';
  let i = 0;
  while (i < words.length && `${first} ${words[i]}`.trim().length <= maxChars) {
    first = `${first} ${words[i]}`.trim();
    i += 1;
  }
  if (!first) return [fitText(text, fontSize, maxWidth)];
  const rest = words.slice(i).join(' ');
  return rest ? [first, fitText(rest, fontSize, maxWidth)] : [first];
}

/** @param {string} text */
function initials(text) {
  const words = String(text ?? '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .filter((w) => !/^(of|and|the|&)$/i.test(w));
  const letters = words.slice(0, 2).map((w) => w[0].toUpperCase());
  return letters.join('') || 'KB';
}

/**
 * Small deterministic number from a string, used to vary shapes per label.
 * @param {string} text
 */
function hashOf(text) {
  let h = 2166136261;
  for (const ch of String(text ?? '')) {
    // A character of a string always has a code point.
    h ^= /** @type {number} */ (ch.codePointAt(0));
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

/** @param {number} hue @param {string} [id] */
function backgroundDefs(hue, id = 'bg') {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 92)}"/>
      <stop offset="0.55" stop-color="${hsl(hue + 20, 60, 82)}"/>
      <stop offset="1" stop-color="${hsl(hue + 40, 55, 70)}"/>
    </linearGradient>`;
}

/**
 * @param {string} content
 * @param {{ x: number, y: number, size: number, fill: string, weight?: string, anchor?: string, opacity?: number }} style
 */
function textEl(content, { x, y, size, fill, weight = 'bold', anchor = 'middle', opacity = 1 }) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" fill-opacity="${opacity}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

/**
 * A drawing centred on (cx, cy) in a box of side s, in the given colour.
 * @typedef {(cx: number, cy: number, s: number, color: string) => string} Drawing
 */

/** A bowl heaped with powder, seeds or grain of the given colour. @type {Drawing} */
function bowlDrawing(cx, cy, s, color) {
  const bw = s * 0.62;
  const top = cy + s * 0.02;
  let specks = '';
  for (let i = 0; i < 28; i += 1) {
    const a = (i * 137.5 * Math.PI) / 180;
    const rr = Math.sqrt(i / 28) * bw * 0.4;
    const x = cx + Math.cos(a) * rr;
    const y = top - s * 0.08 + Math.sin(a) * rr * 0.35 - (1 - rr / (bw * 0.4)) * s * 0.08;
    specks += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s * 0.012).toFixed(1)}" fill="#ffffff" fill-opacity="0.28"/>`;
  }
  return `<path d="M ${cx - bw * 0.47} ${top} C ${cx - bw * 0.4} ${top - s * 0.26}, ${cx + bw * 0.4} ${top - s * 0.26}, ${cx + bw * 0.47} ${top} Z" fill="${color}"/>
  ${specks}
  <path d="M ${cx - bw / 2} ${top} L ${cx + bw / 2} ${top} C ${cx + bw * 0.48} ${top + s * 0.2}, ${cx + bw * 0.3} ${top + s * 0.26}, ${cx} ${top + s * 0.26} C ${cx - bw * 0.3} ${top + s * 0.26}, ${cx - bw * 0.48} ${top + s * 0.2}, ${cx - bw / 2} ${top} Z" fill="#b5793f"/>
  <ellipse cx="${cx}" cy="${top}" rx="${bw / 2}" ry="${s * 0.035}" fill="#8c5a2b"/>
  <path d="M ${cx - bw * 0.38} ${top + s * 0.08} Q ${cx} ${top + s * 0.13} ${cx + bw * 0.38} ${top + s * 0.08}" stroke="#d9a066" stroke-width="${s * 0.012}" fill="none"/>`;
}

/** A bunch of round fruit (litchi) or florets (cauliflower) between two leaves. @type {Drawing} */
function clusterDrawing(cx, cy, s, color) {
  const r = s * 0.085;
  const spots = [
    [0, -1.6],
    [-1.7, -0.8],
    [1.7, -0.8],
    [0, 0],
    [-1.8, 0.9],
    [1.8, 0.9],
    [-0.9, 1.7],
    [0.9, 1.7],
    [0, -0.2],
  ];
  const leaf = (/** @type {number} */ dir) =>
    `<path d="M ${cx} ${cy + s * 0.05} C ${cx + dir * s * 0.2} ${cy + s * 0.3}, ${cx + dir * s * 0.42} ${cy + s * 0.2}, ${cx + dir * s * 0.44} ${cy - s * 0.02} C ${cx + dir * s * 0.3} ${cy + s * 0.02}, ${cx + dir * s * 0.15} ${cy}, ${cx} ${cy + s * 0.05} Z" fill="#4f9a3a"/>`;
  const balls = spots
    .map(([dx, dy]) => {
      const x = cx + dx * r * 1.05;
      const y = cy + dy * r * 1.05;
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="#000000" stroke-opacity="0.18" stroke-width="${s * 0.006}"/>
    <circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.3}" fill="#ffffff" fill-opacity="0.35"/>
    <circle cx="${x + r * 0.3}" cy="${y + r * 0.1}" r="${r * 0.1}" fill="#000000" fill-opacity="0.15"/>`;
    })
    .join('');
  return `${leaf(-1)}${leaf(1)}${balls}`;
}

/** A ringed tuber (taro, chayote). @type {Drawing} */
function rootDrawing(cx, cy, s, color) {
  const rx = s * 0.26;
  const ry = s * 0.2;
  let rings = '';
  for (let i = -2; i <= 2; i += 1) {
    const x = cx + i * rx * 0.36;
    rings += `<path d="M ${x} ${cy - ry * 0.92 * Math.sqrt(1 - (i * 0.36) ** 2)} Q ${x + rx * 0.12} ${cy} ${x} ${cy + ry * 0.92 * Math.sqrt(1 - (i * 0.36) ** 2)}" stroke="#000000" stroke-opacity="0.2" stroke-width="${s * 0.01}" fill="none"/>`;
  }
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}"/>
  <ellipse cx="${cx - rx * 0.3}" cy="${cy - ry * 0.4}" rx="${rx * 0.35}" ry="${ry * 0.2}" fill="#ffffff" fill-opacity="0.25"/>
  ${rings}
  <path d="M ${cx + rx * 0.95} ${cy} q ${s * 0.06} ${-s * 0.02} ${s * 0.1} ${-s * 0.08}" stroke="${color}" stroke-width="${s * 0.015}" fill="none" stroke-linecap="round"/>
  <path d="M ${cx - rx} ${cy + ry * 0.1} q ${-s * 0.05} ${s * 0.02} ${-s * 0.08} ${s * 0.07}" stroke="${color}" stroke-width="${s * 0.012}" fill="none" stroke-linecap="round"/>`;
}

/**
 * The old generic drawing, for a product that has no picture at all: a round fruit with a leaf.
 * @param {number} cx
 * @param {number} cy
 * @param {number} s
 * @param {number} hue
 * @param {number} tilt
 */
function fruitDrawing(cx, cy, s, hue, tilt) {
  const r = s * 0.26;
  const blob = `M 0 ${-r * 0.78}
    C ${r * 0.35} ${-r * 1.05}, ${r * 1.05} ${-r * 0.95}, ${r * 1.02} ${-r * 0.1}
    C ${r} ${r * 0.65}, ${r * 0.5} ${r * 1.02}, 0 ${r * 0.95}
    C ${-r * 0.5} ${r * 1.02}, ${-r} ${r * 0.65}, ${-r * 1.02} ${-r * 0.1}
    C ${-r * 1.05} ${-r * 0.95}, ${-r * 0.35} ${-r * 1.05}, 0 ${-r * 0.78} Z`;
  return `<g transform="translate(${cx} ${cy}) rotate(${tilt})">
    <path d="${blob}" fill="${hsl(hue, 72, 52)}"/>
    <ellipse cx="${-r * 0.38}" cy="${-r * 0.35}" rx="${r * 0.16}" ry="${r * 0.28}" fill="#ffffff" fill-opacity="0.35" transform="rotate(25 ${-r * 0.38} ${-r * 0.35})"/>
    <path d="M 0 ${-r * 0.75} Q ${r * 0.05} ${-r * 1.05} ${r * 0.12} ${-r * 1.22}" stroke="${hsl(30, 45, 28)}" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round"/>
    <path d="M ${r * 0.1} ${-r * 1.08} C ${r * 0.35} ${-r * 1.45}, ${r * 0.85} ${-r * 1.4}, ${r * 0.95} ${-r * 1.18} C ${r * 0.7} ${-r * 0.98}, ${r * 0.35} ${-r * 0.95}, ${r * 0.1} ${-r * 1.08} Z" fill="${hsl(115, 50, 40)}"/>
  </g>`;
}

/** @type {Record<string, Drawing>} */
const DRAWINGS = { bowl: bowlDrawing, cluster: clusterDrawing, root: rootDrawing };

/** @param {DrawSpec} spec */
function productSvg({ label, hue, width: w, height: h, picture = {} }) {
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h * 0.48;
  let main;
  if (picture.icon && hasIcon(picture.icon)) {
    const size = s * 0.62;
    main = iconEl(picture.icon, cx - size / 2, cy - size / 2, size);
  } else if (picture.drawing && DRAWINGS[picture.drawing]) {
    main = DRAWINGS[picture.drawing](cx, cy, s, picture.color ?? hsl(hue, 60, 50));
  } else {
    main = fruitDrawing(cx, cy, s, hue, (hashOf(label) % 21) - 10);
  }
  const extraSize = s * 0.26;
  const ex = w * 0.78;
  const ey = h * 0.78;
  const extra =
    picture.extra && hasIcon(picture.extra)
      ? // The small second picture stands on its own (it used to sit on a white disc, a stray second "plate").
        iconEl(picture.extra, ex - extraSize / 2, ey - extraSize / 2, extraSize)
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0" stop-color="${hsl(hue, 70, 97)}"/>
      <stop offset="0.7" stop-color="${hsl(hue, 55, 88)}"/>
      <stop offset="1" stop-color="${hsl(hue + 20, 45, 80)}"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <ellipse cx="${cx}" cy="${h * 0.82}" rx="${s * 0.3}" ry="${s * 0.05}" fill="${hsl(hue, 35, 30)}" fill-opacity="0.18"/>
  ${main}
  ${extra}
</svg>`;
}

/** @param {DrawSpec} spec */
function logoSvg({ label, hue, width: w, height: h }) {
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const r = s * 0.44;
  const ring = hsl(hue, 60, 32);
  const fill = hsl(hue, 55, 45);
  const leaf = hsl(hue + 90, 55, 78);
  const mark = initials(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    ${backgroundDefs(hue)}
    <radialGradient id="badge" cx="0.4" cy="0.35" r="0.75">
      <stop offset="0" stop-color="${hsl(hue, 60, 58)}"/>
      <stop offset="1" stop-color="${fill}"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${ring}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="url(#badge)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${s * 0.01}" stroke-dasharray="${s * 0.02} ${s * 0.015}"/>
  <path d="M ${cx} ${cy - r * 0.35} C ${cx + r * 0.2} ${cy - r * 0.7}, ${cx + r * 0.45} ${cy - r * 0.65}, ${cx + r * 0.5} ${cy - r * 0.55} C ${cx + r * 0.35} ${cy - r * 0.4}, ${cx + r * 0.2} ${cy - r * 0.35}, ${cx} ${cy - r * 0.35} Z" fill="${leaf}"/>
  <path d="M ${cx} ${cy - r * 0.35} C ${cx - r * 0.2} ${cy - r * 0.65}, ${cx - r * 0.4} ${cy - r * 0.6}, ${cx - r * 0.45} ${cy - r * 0.5} C ${cx - r * 0.3} ${cy - r * 0.38}, ${cx - r * 0.15} ${cy - r * 0.33}, ${cx} ${cy - r * 0.35} Z" fill="${leaf}" fill-opacity="0.8"/>
  ${textEl(mark, { x: cx, y: cy + s * 0.1, size: Math.round(s * 0.26), fill: '#ffffff' })}
  ${textEl(fitText(label, s * 0.055, r * 1.3), { x: cx, y: cy + r * 0.58, size: Math.round(s * 0.055), fill: '#ffffff', weight: 'normal', opacity: 0.9 })}
</svg>`;
}

/**
 * A portrait: a person of Fluent Emoji (a woman or man farmer, an older woman or man..., with a skin tone) on a
 * soft backdrop of the farmer's hue. Without a picture: the old faceless head-and-shoulders (posts' authors).
 * @param {DrawSpec} spec
 */
function avatarSvg({ label, hue, width: w, height: h, picture = {} }) {
  const s = Math.min(w, h);
  if (picture.icon && hasIcon(picture.icon)) {
    const size = s * 0.8;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${backgroundDefs(hue)}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w / 2}" cy="${h * 0.5}" r="${s * 0.44}" fill="#ffffff" fill-opacity="0.45"/>
  ${iconEl(picture.icon, w / 2 - size / 2, h * 0.54 - size / 2, size)}
</svg>`;
  }
  const cx = w / 2;
  const body = hsl(hue, 40, 35);
  const skin = hsl(25 + (hashOf(label) % 10), 40, 62);
  const hair = hsl(20, 25, 16);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${backgroundDefs(hue)}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <path d="M ${cx - s * 0.4} ${h} C ${cx - s * 0.4} ${h * 0.72}, ${cx - s * 0.2} ${h * 0.64}, ${cx} ${h * 0.64} C ${cx + s * 0.2} ${h * 0.64}, ${cx + s * 0.4} ${h * 0.72}, ${cx + s * 0.4} ${h} Z" fill="${body}"/>
  <rect x="${cx - s * 0.06}" y="${h * 0.52}" width="${s * 0.12}" height="${h * 0.14}" rx="${s * 0.03}" fill="${skin}"/>
  <circle cx="${cx}" cy="${h * 0.4}" r="${s * 0.17}" fill="${skin}"/>
  <path d="M ${cx - s * 0.175} ${h * 0.4} C ${cx - s * 0.18} ${h * 0.2}, ${cx + s * 0.18} ${h * 0.2}, ${cx + s * 0.175} ${h * 0.4} C ${cx + s * 0.1} ${h * 0.3}, ${cx - s * 0.1} ${h * 0.3}, ${cx - s * 0.175} ${h * 0.4} Z" fill="${hair}"/>
</svg>`;
}

/** @param {DrawSpec} spec */
function bannerSvg({ label, hue, width: w, height: h }) {
  // The hue tints the sky; hills stay green-ish and the sun warm so every banner reads as a landscape.
  const tint = ((hue % 60) - 30) / 2;
  const sky1 = hsl(hue, 55, 92);
  const sky2 = hsl(hue + 15, 50, 78);
  const far = hsl(200 + tint, 18, 62);
  const mid = hsl(110 + tint, 38, 45);
  const near = hsl(125 + tint, 45, 30);
  const sun = hsl(42 + tint / 3, 95, 60);
  // The page overlays the banner's headline, so seeded banners are drawn without one.
  const fontSize = Math.round(h * 0.11);
  const lines = wrapTwoLines(label, fontSize, w * 0.5);
  const text = lines
    .map((line, i) =>
      textEl(line, {
        x: w * 0.06,
        y: h * 0.3 + i * fontSize * 1.2,
        size: fontSize,
        fill: hsl(hue + 100, 50, 16),
        anchor: 'start',
      }),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky2}"/>
      <stop offset="1" stop-color="${sky1}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.2}" fill="${sun}" fill-opacity="0.35"/>
  <circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.13}" fill="${sun}"/>
  <path d="M 0 ${h * 0.62} L ${w * 0.18} ${h * 0.4} L ${w * 0.3} ${h * 0.52} L ${w * 0.5} ${h * 0.3} L ${w * 0.68} ${h * 0.5} L ${w * 0.85} ${h * 0.36} L ${w} ${h * 0.55} L ${w} ${h} L 0 ${h} Z" fill="${far}"/>
  <path d="M ${w * 0.42} ${h * 0.36} L ${w * 0.5} ${h * 0.3} L ${w * 0.57} ${h * 0.38} L ${w * 0.52} ${h * 0.36} L ${w * 0.48} ${h * 0.39} Z" fill="#ffffff" fill-opacity="0.85"/>
  <path d="M 0 ${h * 0.72} C ${w * 0.2} ${h * 0.55}, ${w * 0.38} ${h * 0.62}, ${w * 0.55} ${h * 0.66} C ${w * 0.72} ${h * 0.7}, ${w * 0.85} ${h * 0.56}, ${w} ${h * 0.62} L ${w} ${h} L 0 ${h} Z" fill="${mid}"/>
  <path d="M 0 ${h * 0.86} C ${w * 0.25} ${h * 0.74}, ${w * 0.5} ${h * 0.84}, ${w * 0.7} ${h * 0.8} C ${w * 0.85} ${h * 0.77}, ${w * 0.95} ${h * 0.8}, ${w} ${h * 0.82} L ${w} ${h} L 0 ${h} Z" fill="${near}"/>
  ${label ? `<rect x="${w * 0.04}" y="${h * 0.3 - fontSize * 1.1}" width="${w * 0.54}" height="${fontSize * (lines.length * 1.2 + 0.6)}" rx="${h * 0.04}" fill="#ffffff" fill-opacity="0.55"/>` : ''}
  ${label ? text : ''}
</svg>`;
}

/** @param {DrawSpec} spec */
function coverSvg({ hue, width: w, height: h, picture = {} }) {
  const horizon = h * 0.38;
  const tint = ((hue % 60) - 30) / 2;
  const soil = hsl(30 + tint / 2, 35, 40);
  const crop = hsl(105 + tint, 50, 36);
  const cropLight = hsl(95 + tint, 55, 52);
  const rows = 12;
  const vx = w * 0.5;
  let stripes = '';
  for (let i = 0; i < rows; i += 1) {
    const x0 = ((i - 0.5) / rows) * w * 2.2 - w * 0.6;
    const x1 = ((i + 0.05) / rows) * w * 2.2 - w * 0.6;
    const color = i % 2 === 0 ? crop : cropLight;
    stripes += `<path d="M ${vx} ${horizon} L ${x0} ${h} L ${x1} ${h} Z" fill="${color}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue + 15, 50, 76)}"/>
      <stop offset="1" stop-color="${hsl(hue, 60, 92)}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.2}" cy="${h * 0.18}" r="${h * 0.08}" fill="${hsl(45, 95, 62)}"/>
  <path d="M 0 ${horizon} C ${w * 0.3} ${horizon - h * 0.12}, ${w * 0.6} ${horizon - h * 0.05}, ${w} ${horizon - h * 0.1} L ${w} ${horizon + 1} L 0 ${horizon + 1} Z" fill="${hsl(150 + tint, 22, 52)}"/>
  <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${soil}"/>
  ${stripes}
  ${
    picture.icon && hasIcon(picture.icon)
      ? `<circle cx="${w * 0.66}" cy="${h * 0.42}" r="${h * 0.3}" fill="#ffffff" fill-opacity="0.85"/>
  ${iconEl(picture.icon, w * 0.66 - h * 0.2, h * 0.22, h * 0.4)}`
      : ''
  }
</svg>`;
}

const BUILDERS = {
  product: productSvg,
  logo: logoSvg,
  avatar: avatarSvg,
  banner: bannerSvg,
  cover: coverSvg,
};

/**
 * Build the SVG markup (exported for tests/debugging).
 * @param {ImageSpec} [opts]
 */
export function makeSvg({ label = '', hue = 120, kind = 'product', width, height, picture } = {}) {
  const build = BUILDERS[kind];
  if (!build) throw new Error(`makeImage: unknown kind "${kind}"`);
  const [dw, dh] = DEFAULT_SIZES[kind];
  const w = Math.max(16, Math.round(width ?? dw));
  const h = Math.max(16, Math.round(height ?? dh));
  return build({ label: String(label), hue: Number(hue) || 0, width: w, height: h, picture: picture ?? {} });
}

/**
 * Render a demo image as WebP. Returns a Buffer (normally 3-20 KB).
 * @param {ImageSpec} opts
 * @returns {Promise<Buffer>}
 */
export async function makeImage({ label = '', hue = 120, kind = 'product', width, height, picture } = {}) {
  const svg = makeSvg({ label, hue, kind, width, height, picture });
  let quality = 60;
  let buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 4 }).toBuffer();
  // Keep images small: step quality down if an unusually busy image is too big.
  while (buf.length > MAX_BYTES && quality > 25) {
    quality -= 10;
    buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  }
  return buf;
}

/**
 * A demo image as a WebP file named `${name}.webp`, for a PocketBase file field.
 * @param {string} name
 * @param {ImageSpec} spec
 */
export async function imageFile(name, spec) {
  // A copy on a plain ArrayBuffer: a File takes no Buffer that may sit on a SharedArrayBuffer.
  return new File([new Uint8Array(await makeImage(spec))], `${name}.webp`, { type: 'image/webp' });
}

export default makeImage;
