// Width candidates for one image-endpoint URL (pure: used by the build and by islands, which receive one URL per
// image and make its candidates themselves, so their props stay small).
//
// The rule (docs/images.md, "Sizes and loading"; tests/e2e/image-sizes.spec.ts): an image is fetched at no less than
// the device pixels it is drawn at (not blurry) and no more than 1.25 times them (no wasted bytes). Chromium picks,
// among the candidates around the screen's density, the one nearer in ratio, so the ladder holds a step at every
// 1.25 or less and, for the sizes phones draw at most, the widths a 390 px phone at 3x draws.

/** `src` (an image-endpoint URL with w and h) at `width`, its height scaled alike; null for any other URL. */
export function endpointAtWidth(src: string, width: number): string | null {
  const m = /^(\/_image\?.*[?&]w=)(\d+)(&h=)(\d+)(&.*)?$/.exec(src);
  if (!m) return null;
  const w = Number(m[2]);
  const h = Number(m[4]);
  if (!w || !h) return null;
  return `${m[1]}${width}${m[3]}${Math.round((width * h) / w)}${m[5] ?? ''}`;
}

/** `src` with another quality (`q`), or as it is when it has none. */
export function withQuality(src: string, quality: number): string {
  return src.replace(/([?&]q=)\d+/, `$1${quality}`);
}

/**
 * A `srcset` of `src` at each of `widths` ("" when `src` is not an image-endpoint URL); `dense` gives a lower quality
 * from a width on (images that wide are drawn on dense screens).
 */
export function widthSrcset(
  src: string,
  widths: readonly number[],
  dense?: { fromWidth: number; quality: number },
): string {
  const out: string[] = [];
  for (const w of widths) {
    const url = endpointAtWidth(src, w);
    if (!url) return '';
    out.push(`${dense && w >= dense.fromWidth ? withQuality(url, dense.quality) : url} ${w}w`);
  }
  return out.join(', ');
}
