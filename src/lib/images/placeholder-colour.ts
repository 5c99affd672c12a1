// A picture's placeholder: its dominant colour, painted as the background of the image's box until the image
// arrives, so a card or cover on a slow network shows a tint of its picture instead of a blank box
// (docs/images.md, "Placeholders"). Pure: bytes in, a colour out; fetching and caching are the build's
// (placeholder-colours.server.ts).
import sharp from 'sharp';

/**
 * The box's colour when a picture has none (no picture, a file that cannot be decoded, a build that could not fetch
 * it): Tailwind's green-50, the pale brand colour the boxes had before.
 */
export const NEUTRAL_PLACEHOLDER = '#f0fdf4';

/** Side of the copy the colour is taken from: JPEG and WebP decode straight to it (shrink-on-load), so a 12 MP photo costs a few ms. */
const SAMPLE_SIDE = 48;

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/**
 * The dominant colour of an image as `#rrggbb` (sharp's `stats().dominant`: the fullest bin of a 16-level histogram
 * per channel), or null when the bytes are not an image sharp can decode. Never throws.
 */
export async function dominantColour(bytes: Uint8Array): Promise<string | null> {
  try {
    // stats() reads the pipeline's input, so the small copy is made first and measured as its own image.
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 268_402_689 })
      .rotate()
      .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { dominant } = await sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels as 3 },
    }).stats();
    return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  } catch {
    return null;
  }
}
