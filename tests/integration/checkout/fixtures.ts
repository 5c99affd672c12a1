// Seeded facts the checkout and order tests build on (scripts/seed/data.mjs),
// read from PocketBase: anonymously where the data is public, so tests sign in
// only when they need operator rights (sign-ins are rate-limited).
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { adminClient, anonymousClient } from '../../harness/stack';
import { deliveryCharge } from '@/features/checkout/delivery-charge';
import type { ProductFacts } from '@/features/checkout/order';

/** A seeded product as the checkout sees it. */
export type SeedProduct = ProductFacts;

export interface SeedPlace {
  districtId: string;
  districtName: string;
  cityId: string;
  cityName: string;
  amount: number;
}

let cached: PocketBase | null = null;
/**
 * One superuser client per test file, made on first use. PocketBase rate-limits sign-ins (2 per 3 s from one
 * address, see pb_migrations/1732000100_shop_settings.js), so a refused sign-in is retried after the window.
 */
export async function adminPb(): Promise<PocketBase> {
  for (let attempt = 0; !cached; attempt++) {
    try {
      cached = await adminClient();
    } catch (err) {
      if ((err as { status?: number }).status !== 429 || attempt >= 4) throw err;
      await new Promise((r) => setTimeout(r, 3100));
    }
  }
  return cached;
}

/**
 * A client signed in as the shop's service account (what the shop server uses), obtained by the operator
 * impersonating it: impersonation is not a sign-in, so it does not spend the sign-in rate limit.
 */
export async function servicePb(): Promise<PocketBase> {
  const admin = await adminPb();
  const account = await admin.collection('shop_service').getFirstListItem('');
  const pb = await admin.collection('shop_service').impersonate(account.id, 3600);
  pb.autoCancellation(false);
  return pb;
}

/**
 * A seeded product by slug. Visible products are read anonymously (as any browser could), so tests that need no
 * operator rights never sign in; hidden ones need the operator.
 */
export async function product(slug: string): Promise<SeedProduct> {
  const anon = anonymousClient();
  const filter = anon.filter('slug = {:slug}', { slug });
  const r =
    (await anon.collection('web_products').getList(1, 1, { filter })).items[0] ??
    (await (await adminPb()).collection('web_products').getFirstListItem(filter));
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    price: Number(r.price),
    unit: r.unit,
    category: r.category,
    minOf: Number(r.minOf) || 0,
    is_available: r.is_available,
    isVisible: r.isVisible,
  };
}

/** A district and one of its delivery branches (read from `pb`: the test stack's PocketBase unless told). */
export async function place(
  districtName = 'Kathmandu',
  branchName = 'Baneshwor',
  pb = anonymousClient(),
): Promise<SeedPlace> {
  // districts and branches are public (docs/rules.md §7)
  const district = await pb
    .collection('districts')
    .getFirstListItem(pb.filter('districtName = {:d}', { d: districtName }));
  const branch = await pb
    .collection('delivery_branch')
    .getFirstListItem(pb.filter('branchName = {:b}', { b: branchName }));
  return {
    districtId: district.id,
    districtName,
    cityId: branch.id,
    cityName: branchName,
    amount: Number(branch.amount),
  };
}

export function customer(p: SeedPlace, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sita Sharma',
    phone: '9812345678',
    districtId: p.districtId,
    districtName: p.districtName,
    cityId: p.cityId,
    cityName: p.cityName,
    landmark: 'Opposite the Shiva temple, blue gate',
    notes: 'Please call before coming',
    ...overrides,
  };
}

/** A fresh idempotency key (16-100 of [A-Za-z0-9_-]). */
export const newKey = () => `test-${randomUUID()}`;

/** docs/rules.md §9 delivery charge for these lines at a rate (the same pure rule the server uses). */
export function expectedDelivery(lines: { product: SeedProduct; quantity: number }[], rate: number): number {
  return deliveryCharge(
    lines.map((l) => ({ category: l.product.category, unit: l.product.unit, quantity: l.quantity })),
    rate,
  );
}

/** placeOrder input for lines at their true prices; `expectedTotal` defaults to the true total without coupon. */
export function orderInput(
  p: SeedPlace,
  lines: { product: SeedProduct; quantity: number; price?: number }[],
  extra: {
    couponCode?: string;
    expectedTotal?: number;
    idempotencyKey?: string;
    customer?: Record<string, unknown>;
  } = {},
) {
  const subtotal = lines.reduce((s, l) => s + l.product.price * l.quantity, 0);
  return {
    idempotencyKey: extra.idempotencyKey ?? newKey(),
    customer: extra.customer ?? customer(p),
    items: lines.map((l) => ({ id: l.product.id, quantity: l.quantity, price: l.price ?? l.product.price })),
    ...(extra.couponCode ? { couponCode: extra.couponCode } : {}),
    expectedTotal: extra.expectedTotal ?? subtotal + expectedDelivery(lines, p.amount),
  };
}

export async function orderCount(): Promise<number> {
  return (await (await adminPb()).collection('orders').getList(1, 1, { fields: 'id' })).totalItems;
}
