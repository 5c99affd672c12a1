// Seeded facts many tests build on (scripts/seed/data.mjs), read from PocketBase: anonymously where the data is
// public, so tests sign in only when they need operator rights (sign-ins are rate-limited).
import type { ProductFacts } from '@/lib/data/products.parse';
import { adminPb, anonymousClient } from './stack';

/** A seeded product as the checkout sees it. */
export type SeedProduct = ProductFacts;

export interface SeedPlace {
  districtId: string;
  districtName: string;
  cityId: string;
  cityName: string;
  amount: number;
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
