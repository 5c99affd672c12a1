/**
 * The desk's packing list for a delivery day (docs/order-desk.md "Delivery days"): every line of the day's orders,
 * grouped by product and, within a product, by the lot it is picked from (so each package gets that lot's QR label),
 * with units and weight per lot, per product and for the day. The one grouping of order lines for packing: the
 * packing page, its CSV and the stock page's link all use it. Pure: stock.server.ts reads the orders.
 */
import type { OrderLine } from '../../lib/data/orders.parse';
import { parseUnit } from '../../lib/unit';

export interface PackingOrderLine {
  orderId: string;
  orderNumber: string;
  quantity: number;
  shipsFrom: string;
}

export interface PackingLot {
  /** The lot code, or "" for units with no lot recorded (products not stock-tracked). */
  lot: string;
  quantity: number;
  /** kg to pack from this lot, or null when the product's unit is not a weight. */
  weightKg: number | null;
  lines: PackingOrderLine[];
}

export interface PackingProduct {
  productId: string;
  product: string;
  /** The product's Nepali name as its first line was ordered under ("" when it had none): the Nepali desk's. */
  productNe: string;
  unit: string;
  quantity: number;
  /** kg of the product in all, or null when any of its lines has no weight (a unit such as "1 dozen"). */
  weightKg: number | null;
  /** Lots in code order, units without a lot last. */
  lots: PackingLot[];
}

export interface PackingList {
  /** By product name. */
  products: PackingProduct[];
  /** kg of the products that have a weight. */
  weightKg: number;
  /** How many products have no weight (their unit is not a weight): the day's weight leaves them out. */
  unweighed: number;
}

/**
 * kg of a whole order line: its packed weight when one was recorded (`packing.weightKg`, the packed kg of the whole line),
 * else its nominal kg when it is sold by weight, else quantity × the unit's weight when the unit is grams or kilograms; null for units that are not a weight
 * (pieces, bundles, dozens, litres) or cannot be read.
 */
export function lineWeightKg(item: Pick<OrderLine, 'unit' | 'quantity' | 'packing'>): number | null {
  const packed = item.packing?.weightKg;
  if (typeof packed === 'number' && Number.isFinite(packed) && packed >= 0) return packed;
  // Sold by weight and not weighed yet: its nominal kg per unit (docs/rules.md "Packing: weights and substitutions").
  const nominal = item.packing?.nominalKg;
  if (typeof nominal === 'number' && Number.isFinite(nominal) && nominal > 0) return round(nominal * item.quantity);
  const unit = parseUnit(item.unit);
  if (!unit) return null;
  if (unit.kind === 'KG') return round(unit.amount * item.quantity);
  if (unit.kind === 'GM') return round((unit.amount * item.quantity) / 1000);
  return null;
}

/** Grams are the finest a scale at the co-op reads: kg to 3 decimals, without float dust (0.1 + 0.2). */
function round(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}

const addWeight = (a: number | null, b: number | null) => (a === null || b === null ? null : round(a + b));

/** Groups the orders' lines by product, then by lot. */
export function packingList(
  orders: readonly { id: string; orderNumber: string; items: readonly OrderLine[] }[],
): PackingList {
  const products = new Map<string, PackingProduct & { byLot: Map<string, PackingLot> }>();
  for (const order of orders) {
    for (const item of order.items) {
      // packed short to nothing (or a substitute taken out): nothing of it goes in a bag
      if (!(item.quantity > 0)) continue;
      const key = item.id || item.name;
      let product = products.get(key);
      if (!product) {
        product = {
          productId: item.id,
          product: item.name,
          productNe: item.nameNe ?? '',
          unit: item.unit,
          quantity: 0,
          weightKg: 0,
          lots: [],
          byLot: new Map(),
        };
        products.set(key, product);
      }
      const weight = lineWeightKg(item);
      product.quantity += item.quantity;
      product.weightKg = addWeight(product.weightKg, weight);
      // a line not drawn from stock lots still names its lot when the product had one (lib/lots.js withLots)
      const draws = item.lots?.length ? item.lots : [{ code: item.lot ?? '', quantity: item.quantity }];
      for (const draw of draws) {
        let lot = product.byLot.get(draw.code);
        if (!lot) {
          lot = { lot: draw.code, quantity: 0, weightKg: 0, lines: [] };
          product.byLot.set(draw.code, lot);
        }
        lot.quantity += draw.quantity;
        // A line drawn from two lots weighs in each in proportion to its units.
        const share = weight === null || item.quantity <= 0 ? null : round((weight * draw.quantity) / item.quantity);
        lot.weightKg = addWeight(lot.weightKg, share);
        lot.lines.push({
          orderId: order.id,
          orderNumber: order.orderNumber,
          quantity: draw.quantity,
          shipsFrom: item.shipsFrom ?? '',
        });
      }
    }
  }
  const list = [...products.values()]
    .map(({ byLot, ...product }) => ({
      ...product,
      lots: [...byLot.values()].sort((a, b) => (!a.lot !== !b.lot ? (a.lot ? -1 : 1) : a.lot.localeCompare(b.lot))),
    }))
    .sort((a, b) => a.product.localeCompare(b.product) || a.productId.localeCompare(b.productId));
  return {
    products: list,
    weightKg: round(list.reduce((sum, p) => sum + (p.weightKg ?? 0), 0)),
    unweighed: list.filter((p) => p.weightKg === null).length,
  };
}
