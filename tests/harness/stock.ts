// A fresh stock-tracked product with lots, for tests of allocation (pocketbase/pb_hooks/lib/stock.js): every test
// gets its own product, so counts never depend on other tests' orders.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import days from '../../pocketbase/pb_hooks/lib/delivery-days.js';
import type { SeedProduct } from './seed';
import { adminPb } from './stack';

/** `pb`: the superuser of another PocketBase (a test's own shop); the stack's by default. */
export async function stockedProduct(name = 'Stock Honey', pb?: PocketBase): Promise<SeedProduct> {
  pb ??= await adminPb();
  const slug = `stock-${randomUUID().slice(0, 8)}`;
  const created = await pb.collection('web_products').create({
    slug,
    name: `${name} ${slug.slice(-8)}`,
    price: 300,
    unit: '500 GM',
    category: 'Honey',
    isVisible: true,
    is_available: true,
    // Not traceable: tests/integration/trace/lots.test.ts expects every traceable product to have a full journey.
    hasTraceability: false,
  });
  return {
    id: created.id,
    slug,
    name: created.name,
    price: 300,
    unit: '500 GM',
    category: 'Honey',
    minOf: 0,
    is_available: true,
    isVisible: true,
    stock: null,
  };
}

/** A lot of `product` holding `units` (harvested on `harvest`), with its code. */
export async function stockLot(
  product: { id: string },
  fields: { units?: number; harvest_date?: string; best_before?: string; [key: string]: unknown },
  pb?: PocketBase,
): Promise<{ id: string; code: string }> {
  pb ??= await adminPb();
  const harvest = fields.harvest_date ?? '2026-10-01';
  const lot = await pb.collection('lots').create({
    product: product.id,
    pack_date: harvest,
    origin_district: 'Lamjung',
    ...fields,
    harvest_date: harvest,
  });
  return { id: lot.id, code: lot.code };
}

export async function lotFigures(
  id: string,
): Promise<{ units: number; reserved: number; remaining: number; shortfall: number }> {
  const lot = await (await adminPb()).collection('lots').getOne(id);
  return { units: lot.units, reserved: lot.reserved, remaining: lot.remaining, shortfall: lot.shortfall };
}

/**
 * A harvest day still to come, `inDays` Nepal days from today: a lot is not opened for pre-order from a day already
 * past (pocketbase/pb_hooks/stock.pb.js), so tests never write a fixed one.
 */
export const comingHarvest = (inDays = 60): string => days.addDays(days.nepalDay(Date.now()), inDays);
