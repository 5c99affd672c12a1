// The web_products collection's records parsed for the pages, the product page rendered on demand and checkout
// (docs/rules.md §3 Product): what src/lib/data/products.server.ts and the build's loader (src/content.config.ts) hand
// out. Pure: no client, no I/O. Real data is messy: list fields may be arrays or JSON strings (or broken), numbers may
// be numeric strings, and is_available is true unless explicitly false; a record is parsed once, here, and features
// use the typed result.
import { z } from 'zod';
import { isRasterImage, recordFiles } from '../buildable';
import { parseJsonList, type WarnFn } from './fields';

export type { WarnFn } from './fields';

/** One gallery entry as shown on the product page (docs/rules.md §2 Gallery: each with a type and a url). */
export interface GalleryItem {
  type: 'image' | 'video';
  url: string;
}

/**
 * An FAQ's or nutrition fact's optional Nepali text ("question_ne", "name_ne"... in the entry, docs/operators.md
 * "Nepali texts"): trimmed, and left out when empty or not text, so a slip in a Nepali key never costs the entry its
 * English text.
 */
const nepaliFaqText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined));

/**
 * docs/rules.md §3 nutritionFacts item: name, value, optional context (a numeric value is kept as text), and their
 * optional Nepali versions (name_ne, value_ne, context_ne) for the Nepali product page.
 */
export const nutritionFactSchema = z.object({
  name: z.string().trim().min(1),
  value: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
  context: z
    .string()
    .nullish()
    .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
  name_ne: nepaliFaqText,
  value_ne: nepaliFaqText,
  context_ne: nepaliFaqText,
});
export type NutritionFact = z.output<typeof nutritionFactSchema>;

/** docs/rules.md §3 faqs item: question and answer, and their Nepali versions for the Nepali product page. */
export const faqSchema = z
  .object({
    question: z.string().trim().min(1),
    answer: z.string().trim(),
    question_ne: nepaliFaqText,
    answer_ne: nepaliFaqText,
  })
  .transform(({ question_ne, answer_ne, ...faq }) => ({
    ...faq,
    ...(question_ne ? { questionNe: question_ne } : {}),
    ...(answer_ne ? { answerNe: answer_ne } : {}),
  }));
export type Faq = z.output<typeof faqSchema>;

/** docs/rules.md §3 farmers: a JSON list whose item shape is not shown — names or objects are kept as they are. */
export const farmerRefSchema = z.union([z.string().trim().min(1), z.record(z.string(), z.unknown())]);
export type FarmerRef = z.output<typeof farmerRefSchema>;

const galleryEntrySchema = z.union([
  z.string(),
  z.object({
    type: z.string().nullish(),
    url: z.string().trim().min(1),
  }),
]);

const VIDEO_EXT = /\.(mp4|webm)$/i;

/** A url is a video when its path (before ? or #) ends with .mp4 or .webm (case-insensitive). */
function looksLikeVideo(url: string): boolean {
  return VIDEO_EXT.test(url.split(/[?#]/, 1)[0] ?? '');
}

/** http(s) urls and site paths (starting with "/") are kept; anything else is a PocketBase file name. */
function resolveUrl(ref: string, fileUrl: (name: string) => string): string {
  return /^https?:\/\//i.test(ref) || ref.startsWith('/') ? ref : fileUrl(ref);
}

/**
 * docs/rules.md §2/§3 gallery: an array of file names, urls or {type, url} objects, or a JSON string of that; malformed → []
 * with a warning. A bare file name becomes fileUrl(name); http(s) urls and "/" paths are kept. An entry is a video
 * when its type says "video" or its url ends in .mp4/.webm, otherwise an image. Blank entries are skipped.
 */
export function normalizeGallery(value: unknown, fileUrl: (name: string) => string, onWarn?: WarnFn): GalleryItem[] {
  const out: GalleryItem[] = [];
  for (const entry of parseJsonList(value, galleryEntrySchema, onWarn)) {
    const ref = (typeof entry === 'string' ? entry : entry.url).trim();
    if (ref === '') continue;
    const declared = typeof entry === 'string' ? '' : (entry.type ?? '').trim().toLowerCase();
    const url = resolveUrl(ref, fileUrl);
    out.push({ type: declared === 'video' || looksLikeVideo(ref) ? 'video' : 'image', url });
  }
  return out;
}

/**
 * The gallery JSON's entries, then the files uploaded to `gallery_files` in upload order, so an operator manages a
 * gallery by uploading files alone. A file the JSON already names is not shown twice.
 */
export function withUploadedFiles(
  gallery: GalleryItem[],
  files: unknown,
  fileUrl: (name: string) => string,
): GalleryItem[] {
  const names = Array.isArray(files) ? files : typeof files === 'string' && files.trim() !== '' ? [files] : [];
  const seen = new Set(gallery.map((item) => item.url));
  const out = [...gallery];
  for (const name of names) {
    if (typeof name !== 'string' || name.trim() === '') continue;
    const url = fileUrl(name.trim());
    if (seen.has(url)) continue;
    seen.add(url);
    out.push({ type: looksLikeVideo(name) ? 'video' : 'image', url });
  }
  return out;
}

/** docs/rules.md §3: file URL {base}/api/files/{collection}/{id}/{file} (collection defaults to web_products). */
export function pocketbaseFileUrl(
  baseUrl: string,
  recordId: string,
  file: string,
  collection = 'web_products',
): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/files/${collection}/${encodeURIComponent(recordId)}/${encodeURIComponent(file)}`;
}

/** Text fields: null/undefined → "", numbers → their string form, anything else → "". */
const text = z
  .unknown()
  .optional()
  .transform((v): string => {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return '';
  });

/** Converts numbers and numeric strings to a finite number; anything else → NaN (then rejected or defaulted). */
function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v.trim());
  return Number.NaN;
}

/** A required number that may come as a numeric string (docs/rules.md §3 price). */
// zod 4 numbers reject NaN and ±Infinity, so garbage fails the record.
export const numberish = z.unknown().optional().transform(toNumber).pipe(z.number());
/** An optional number (docs/rules.md §3 minOf): missing or garbage → 0. */
const optionalNumber = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = toNumber(v);
    return Number.isFinite(n) ? n : 0;
  });
/** A flag that is only true when explicitly true (true or "true"). */
const flag = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 'true');
/** docs/rules.md §3 is_available: true unless explicitly false (false or "false"). */
const availableFlag = z
  .unknown()
  .optional()
  .transform((v) => !(v === false || v === 'false'));

/** docs/rules.md §3 Product record as stored (list fields left raw for the list parsers above). */
export const productRecordSchema = z.object({
  id: z.string().trim().min(1),
  slug: text,
  name: z.string().trim().min(1),
  nepaliName: text,
  description: text,
  nepaliDescription: text,
  product_info: text,
  /** Addition: the product_info lines in Nepali, for the Nepali product page (docs/operators.md "Nepali texts"). */
  product_info_ne: text,
  price: numberish,
  /** Addition: the regular price, for "Save N%" (0 when none). */
  compareAtPrice: optionalNumber,
  unit: text,
  minOf: optionalNumber,
  image: text,
  gallery: z.unknown(),
  /** Addition: files uploaded in the dashboard's "gallery_files" field (PocketBase returns their stored names). */
  gallery_files: z.unknown().optional(),
  category: text,
  isFeatured: flag,
  isOrganic: flag,
  isNew: flag,
  /** Addition: the EXPRESS badge. */
  isExpress: flag,
  /** Addition: optional approximate weight text, e.g. "approx. 4-5 pcs". */
  approxWeight: text,
  /** Sold by weight (docs/rules.md "Packing: weights and substitutions"): price per kg or 100 g, one unit's kg. */
  sold_by_weight: flag,
  weight_price: optionalNumber,
  weight_price_per: text,
  nominal_kg: optionalNumber,
  farmerName: text,
  location: text,
  hasTraceability: flag,
  cooperativeId: text,
  cooperativeName: text,
  /** Addition: the cooperative's name in Nepali, for the Nepali product page ("" when not written). */
  cooperativeName_ne: text,
  cooperativeLogo: text,
  seasonId: text,
  is_available: availableFlag,
  isVisible: flag,
  nutritionFacts: z.unknown(),
  farmers: z.unknown(),
  faqs: z.unknown(),
  created: text,
});

/** A parsed product, ready for pages and islands. */
export interface Product
  extends Omit<
    z.output<typeof productRecordSchema>,
    'gallery' | 'gallery_files' | 'nutritionFacts' | 'farmers' | 'faqs'
  > {
  /** Main image URL ("" when the record has no image). */
  imageUrl: string;
  /** The main picture's dominant colour, its box's background until it arrives (src/content.config.ts: `picture`). */
  tint?: string;
  /** Cooperative logo URL ("" when none). */
  cooperativeLogoUrl: string;
  /** Gallery entries after the main image (docs/rules.md §2). */
  gallery: GalleryItem[];
  nutritionFacts: NutritionFact[];
  farmers: FarmerRef[];
  faqs: Faq[];
}

export interface ParseProductOptions {
  /** Builds the URL of a file of this record, e.g. productFileUrl of ./products.ts. */
  fileUrl: (recordId: string, fileName: string) => string;
  onWarn?: WarnFn;
  /**
   * For the build: pictures must be JPEG, PNG, WebP or AVIF (the main image and logo fall back to the placeholder),
   * and gallery file names must be files this record holds (others are dropped), so a broken entry never reaches
   * the image pipeline and fails the build.
   */
  checkFiles?: boolean;
}

/** The product's file fields: gallery names must be among their files. */
const PRODUCT_FILE_FIELDS = ['image', 'gallery_files', 'cooperativeLogo'] as const;

/** Uploaded gallery files the build can publish (pictures it reads, videos); warns about each one dropped. */
function buildableUploads(files: unknown, onWarn?: WarnFn): unknown {
  if (!Array.isArray(files)) return files;
  return files.filter((name) => {
    if (typeof name !== 'string' || looksLikeVideo(name) || isRasterImage(name)) return true;
    onWarn?.(`gallery_files: "${name}" is not a JPEG, PNG, WebP or AVIF picture, so it was left out`);
    return false;
  });
}

/** Keeps the gallery entries the build can publish; warns about each one dropped. */
function buildableGallery(items: GalleryItem[], refs: string[], files: Set<string>, onWarn?: WarnFn): GalleryItem[] {
  return items.filter((item, i) => {
    const ref = refs[i] ?? '';
    const bareName = !/^https?:\/\//i.test(ref) && !ref.startsWith('/');
    if (bareName && !files.has(ref)) {
      onWarn?.(
        `gallery: "${ref}" is not a file of this product (upload it to gallery_files, or fix the name), so it was left out`,
      );
      return false;
    }
    if (item.type === 'image' && bareName && !isRasterImage(ref)) {
      onWarn?.(`gallery: "${ref}" is not a JPEG, PNG, WebP or AVIF picture, so it was left out`);
      return false;
    }
    return true;
  });
}

/**
 * docs/rules.md §3: parses a raw record. Returns null (with a warning) when the record lacks an id, a name or a numeric
 * price; broken list fields only lose the broken part.
 */
export function parseProduct(raw: unknown, options: ParseProductOptions): Product | null {
  const r = productRecordSchema.safeParse(raw);
  if (!r.success) {
    options.onWarn?.('Dropped invalid product record', raw);
    return null;
  }
  const { gallery, gallery_files, nutritionFacts, farmers, faqs, ...rest } = r.data;
  const fileUrl = (name: string) => options.fileUrl(rest.id, name);
  const field = (name: string): WarnFn | undefined =>
    options.onWarn && ((message, detail) => options.onWarn?.(`${name} ${message}`, detail));
  /** A picture field: its URL, or "" (the placeholder) when the build could not optimise it. */
  const picture = (name: 'image' | 'cooperativeLogo'): string => {
    const ref = rest[name].trim();
    if (ref === '') return '';
    if (options.checkFiles && !isRasterImage(ref)) {
      options.onWarn?.(
        `the picture in "${name}" (${ref}) is not a JPEG, PNG, WebP or AVIF file, so the placeholder is shown; upload one of those`,
      );
      return '';
    }
    return resolveUrl(ref, fileUrl);
  };
  let items = normalizeGallery(gallery, fileUrl, field('gallery'));
  if (options.checkFiles) {
    const refs = parseJsonList(gallery, galleryEntrySchema)
      .map((entry) => (typeof entry === 'string' ? entry : entry.url).trim())
      .filter((ref) => ref !== '');
    items = buildableGallery(
      items,
      refs,
      recordFiles(raw as Record<string, unknown>, PRODUCT_FILE_FIELDS),
      options.onWarn,
    );
  }
  return {
    ...rest,
    imageUrl: picture('image'),
    cooperativeLogoUrl: picture('cooperativeLogo'),
    gallery: withUploadedFiles(
      items,
      options.checkFiles ? buildableUploads(gallery_files, options.onWarn) : gallery_files,
      fileUrl,
    ),
    nutritionFacts: parseJsonList(nutritionFacts, nutritionFactSchema, field('nutritionFacts')),
    farmers: parseJsonList(farmers, farmerRefSchema, field('farmers')),
    faqs: parseJsonList(faqs, faqSchema, field('faqs')),
  };
}

/** What a stock-tracked product has left: on sale, or (when nothing is) to pre-order, shipping from `shipsFrom`. */
export interface Stock {
  left: number;
  /** YYYY-MM-DD, the expected harvest of the pre-order lot; "" when the units are on sale now. */
  shipsFrom: string;
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

/**
 * The product record's stock summary, kept on the product by the hooks (pocketbase/pb_hooks/lib/stock.js,
 * docs/rules.md §5 Stock allocation) → its stock; null when the product is not stock-tracked (it sells as before).
 */
export function stockOf(raw: {
  stock_tracked?: unknown;
  stock_left?: unknown;
  preorder_left?: unknown;
  preorder_ships?: unknown;
}): Stock | null {
  if (raw.stock_tracked !== true) return null;
  const left = count(raw.stock_left);
  if (left > 0) return { left, shipsFrom: '' };
  const preorder = count(raw.preorder_left);
  const ships = typeof raw.preorder_ships === 'string' ? raw.preorder_ships.slice(0, 10) : '';
  return preorder > 0 && /^\d{4}-\d{2}-\d{2}$/.test(ships)
    ? { left: preorder, shipsFrom: ships }
    : { left: 0, shipsFrom: '' };
}

/**
 * A product's live facts: what the shop must know now to show, price and accept it (docs/rules.md §5 Visibility,
 * Stock check). Checkout prices with them; whether they make the product orderable is the catalogue's rule
 * (src/features/catalog/product-facts.ts).
 */
export interface ProductFacts {
  id: string;
  slug: string;
  name: string;
  /** The operator's Nepali name ("" when none): named to Nepali shoppers, stored on order lines as `nameNe`. */
  nepaliName?: string;
  price: number;
  unit: string;
  category: string;
  minOf: number;
  is_available: boolean;
  isVisible: boolean;
  /** The product's main image (file name or URL), stored on order lines for the order page. */
  image?: string;
  /** What its lots have left (docs/rules.md §5 Stock allocation); null or absent when not stock-tracked. */
  stock?: Stock | null;
}

/** The PocketBase fields behind ProductFacts (for `fields=` in lookups). */
export const PRODUCT_FACT_FIELDS =
  'id,slug,name,nepaliName,price,unit,category,minOf,is_available,isVisible,image,stock_tracked,stock_left,preorder_left,preorder_ships';

const productFactsSchema = productRecordSchema.pick({
  id: true,
  slug: true,
  name: true,
  nepaliName: true,
  price: true,
  unit: true,
  category: true,
  minOf: true,
  is_available: true,
  isVisible: true,
  image: true,
});

/** docs/rules.md §3 product record → facts, with the rules of the full product; null when unusable (no numeric price). */
export function parseProductFacts(raw: unknown): ProductFacts | null {
  const r = productFactsSchema.safeParse(raw);
  if (!r.success || r.data.price < 0) return null;
  const stock = stockOf(raw && typeof raw === 'object' ? raw : {});
  return stock ? { ...r.data, stock } : r.data;
}
