// The raster image formats of the shop, written once. The build (src/lib/buildable.ts) and the image endpoint
// (src/lib/images/image-url.ts) take their lists from here. Plain JS, like
// src/lib/images/image-guard.mjs, so that Node scripts can import it without a TypeScript loader.
// PocketBase's file fields list the upload types as MIME types in pocketbase/pb_migrations/ (the current list is
// in pocketbase/pb_migrations/1732001000_operator_schema.js). Migrations are history and are never edited, so a
// change here needs a new migration too.
//
// There are two lists on purpose. PHOTO_FORMATS are the formats the shop takes in and shows. SERVED_FORMATS are
// the formats `/_image` may be asked to produce, which adds GIF because sharp can write it.

/**
 * Pictures operators upload and the build shows: JPEG, PNG, WebP and AVIF. SVG is left out because it can hold a
 * script, and GIF and HEIC because the file fields refuse them.
 * The order is the order of the endpoint's error message ("f must be one of auto, webp, avif, jpeg, png, gif").
 */
export const PHOTO_FORMATS = /** @type {const} */ (['webp', 'avif', 'jpeg', 'png']);

/** Formats `/_image` may be asked for (`f=`): the photo formats, and GIF, which sharp also writes. */
export const SERVED_FORMATS = /** @type {const} */ ([...PHOTO_FORMATS, 'gif']);

/** Other names of a format, as a file extension or an `f=` value may spell it. */
export const FORMAT_ALIASES = /** @type {ReadonlyMap<string, string>} */ (new Map([['jpg', 'jpeg']]));

/** File name extensions of the photo formats: each format's name and its aliases (".jpg" and ".jpeg"). */
export const PHOTO_EXTENSIONS = [
  ...PHOTO_FORMATS,
  ...[...FORMAT_ALIASES].filter(([, format]) => PHOTO_FORMATS.includes(format)).map(([alias]) => alias),
];
