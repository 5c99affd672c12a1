// The lots collection's records (docs/traceability.md), with their product and farmers expanded, parsed into what
// trace pages show: what src/lib/data/lots.server.ts hands out. Pure: no client, no I/O.
import { z } from 'zod';
import { parseFarmer, type Farmer } from './farmers.parse';
import journeySteps from '../../../pocketbase/pb_hooks/lib/lot-journey.json';
import lotCode from '../../../pocketbase/pb_hooks/lib/lot-code.js';

/** The journey steps a lot may name: the one table the lots hook enforces (pocketbase/pb_hooks/lib/lots.js). */
const JOURNEY_STEPS = journeySteps.steps as [string, ...string[]];

type FileUrl = (collection: string, recordId: string, file: string) => string;

const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''));
const num = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0));
/** PocketBase date ("2026-11-02 00:00:00.000Z") → "2026-11-02"; "" when empty or unreadable. */
const day = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : ''));

export interface JourneyStep {
  date: string;
  step: string;
  place: string;
  note: string;
  /** The place and note in Nepali (place_ne, note_ne), "" when the operator left them out. */
  placeNe: string;
  noteNe: string;
}

export interface LotProduct {
  id: string;
  slug: string;
  name: string;
  nepaliName: string;
  unit: string;
  price: number;
  imageUrl: string;
  gtin: string;
  is_available: boolean;
  /** False once the product is hidden: its lots keep their trace pages (printed labels live for years). */
  visible: boolean;
}

export interface Lot {
  id: string;
  code: string;
  product: LotProduct;
  harvestDate: string;
  packDate: string;
  bestBefore: string;
  quantity: number;
  quantityUnit: string;
  farmers: Farmer[];
  cooperative: string;
  /** The cooperative's name in Nepali, "" when the operator left it empty. */
  cooperativeNe: string;
  district: string;
  municipality: string;
  /** The municipality in Nepali, "" when the operator left it empty. */
  municipalityNe: string;
  latitude: number | null;
  longitude: number | null;
  certification: string;
  photoUrls: string[];
  journey: JourneyStep[];
  updated: string;
}

const journeyStep = z
  .object({
    date: day.pipe(z.string().min(1)),
    step: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .pipe(z.enum(JOURNEY_STEPS)),
    place: z.string().trim().min(1),
    note: text,
    place_ne: text,
    note_ne: text,
  })
  .transform(({ place_ne, note_ne, ...step }): JourneyStep => ({ ...step, placeNe: place_ne, noteNe: note_ne }));

const productRecord = z.object({
  id: z.string().min(1),
  slug: text,
  name: z.string().trim().min(1),
  nepaliName: text,
  unit: text,
  price: num,
  image: text,
  gtin: text,
  is_available: z
    .unknown()
    .optional()
    .transform((v) => !(v === false || v === 'false')),
  isVisible: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 'true'),
});

const lotRecord = z.object({
  id: z.string().min(1),
  code: z.string().regex(lotCode.LOT_CODE_PATTERN),
  harvest_date: day.pipe(z.string().min(1)),
  pack_date: day,
  best_before: day,
  quantity: num,
  quantity_unit: text,
  cooperative: text,
  cooperative_ne: text,
  origin_district: text,
  origin_municipality: text,
  origin_municipality_ne: text,
  latitude: num,
  longitude: num,
  certification: text,
  photos: z.array(z.string()).optional().default([]),
  journey: z.unknown(),
  updated: text,
  expand: z
    .object({ product: z.unknown().optional(), farmers: z.array(z.unknown()).optional() })
    .optional()
    .default({}),
});

/**
 * A lots record with `expand=product,farmers` → Lot, or null when it has no readable code, harvest date or product.
 * A hidden product's lot is kept with `product.visible` false: its trace page says the product is no longer sold
 * (printed QR labels must keep working) and never offers it. Broken journey steps are dropped one by one (the hook refuses them on save; older data may hold some).
 */
export function parseLot(raw: unknown, fileUrl: FileUrl): Lot | null {
  const r = lotRecord.safeParse(raw);
  if (!r.success) return null;
  const p = productRecord.safeParse(r.data.expand.product);
  if (!p.success) return null;
  const lot = r.data;
  const journey = (Array.isArray(lot.journey) ? lot.journey : [])
    .map((step) => journeyStep.safeParse(step))
    .flatMap((s) => (s.success ? [s.data] : []));
  const hasPoint = lot.latitude !== 0 && lot.longitude !== 0;
  return {
    id: lot.id,
    code: lot.code,
    product: {
      id: p.data.id,
      slug: p.data.slug,
      name: p.data.name,
      nepaliName: p.data.nepaliName,
      unit: p.data.unit,
      price: p.data.price,
      imageUrl: p.data.image ? fileUrl('web_products', p.data.id, p.data.image) : '',
      gtin: p.data.gtin,
      is_available: p.data.is_available,
      visible: p.data.isVisible,
    },
    harvestDate: lot.harvest_date,
    packDate: lot.pack_date,
    bestBefore: lot.best_before,
    quantity: lot.quantity,
    quantityUnit: lot.quantity_unit,
    farmers: (lot.expand.farmers ?? [])
      .map((f) => parseFarmer(f, (id, file) => fileUrl('farmers', id, file)))
      .filter((f): f is Farmer => f !== null),
    cooperative: lot.cooperative,
    cooperativeNe: lot.cooperative_ne,
    district: lot.origin_district,
    municipality: lot.origin_municipality,
    municipalityNe: lot.origin_municipality_ne,
    latitude: hasPoint ? lot.latitude : null,
    longitude: hasPoint ? lot.longitude : null,
    certification: lot.certification || 'none',
    photoUrls: lot.photos.map((file) => fileUrl('lots', lot.id, file)),
    journey,
    updated: lot.updated,
  };
}

const shortfallSchema = z.object({
  lots: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      product: z.string(),
      /** Its Nepali name ("" for none): the Nepali desk names it so. */
      productNe: z.string().catch(''),
      units: z.number(),
      shortfall: z.number(),
      orders: z.array(
        z.object({
          id: z.string(),
          orderNumber: z.string(),
          status: z.string(),
          customerName: z.string(),
          phone: z.string(),
          quantity: z.number(),
          missing: z.number(),
          created: z.string(),
        }),
      ),
    }),
  ),
});

/** A lot harvested smaller than its orders, with the orders it cannot fill (pocketbase/pb_hooks/stock.pb.js). */
export type LotShortfall = z.output<typeof shortfallSchema>['lots'][number];

/** The desk's shortfall route's answer (`{ lots: [...] }`) → its lots; throws (zod) when it is not in that shape. */
export function parseShortfalls(raw: unknown): LotShortfall[] {
  return shortfallSchema.parse(raw).lots;
}
