// The demo data's zod schema (scripts/seed/schema.mjs): the shipped data passes it, and a copy broken in one place
// is refused with a message naming the place, before the seeder writes anything.
import { describe, expect, it } from 'vitest';
import {
  banners,
  CATEGORIES,
  campaigns,
  categoryNames,
  cooperatives,
  coupons,
  deliveryBranches,
  districts,
  districtNamesNe,
  farmers,
  posts,
  products,
} from '../../../scripts/seed/data.mjs';
import { checkSeedData } from '../../../scripts/seed/schema.mjs';

const shipped = {
  CATEGORIES,
  categoryNames,
  cooperatives,
  products,
  districts,
  districtNamesNe,
  deliveryBranches,
  campaigns,
  coupons,
  posts,
  farmers,
  banners,
};
type Data = typeof shipped;
/** A copy to break, so one test's change never reaches another. */
const copy = (): Data => structuredClone(shipped);

describe('the demo data', () => {
  it('passes its schema, and says how much there is', () => {
    expect(checkSeedData(copy())).toMatchObject({
      products: 53,
      districts: 77,
      coupons: 12,
      farmers: 6,
      banners: 3,
      categoryNames: CATEGORIES.length,
    });
  });

  it.each<[string, (d: Data) => void, RegExp]>([
    [
      'a product unit nobody reads',
      (d) => Object.assign(d.products[0]!, { unit: '1 sack' }),
      /products\.0\.unit: odd unit/,
    ],
    [
      'a compare-at price below the price',
      (d) => Object.assign(d.products[1]!, { compareAtPrice: 1 }),
      /products\.1\.compareAtPrice: compareAtPrice must exceed price/,
    ],
    ['an unknown category', (d) => Object.assign(d.products[2]!, { category: 'Sweets' }), /products\.2\.category/],
    [
      'a branch in a district that does not exist',
      (d) => Object.assign(d.deliveryBranches[0]!, { districtName: 'Atlantis' }),
      /deliveryBranches\.0\.districtName: unknown district/,
    ],
    [
      'a lower-case coupon code',
      (d) => Object.assign(d.coupons[0]!, { code: 'dashain100' }),
      /coupons\.0\.code: code must be upper-case/,
    ],
    [
      'a duplicate product slug',
      (d) => Object.assign(d.products[1]!, { slug: d.products[0]!.slug }),
      /duplicate slugs/,
    ],
    [
      'the expired test coupon no longer expired',
      (d) => {
        const spring = d.coupons.find((c) => c.code === 'SPRING2025')!;
        Object.assign(d.campaigns.find((c) => c.key === spring.campaignKey)!, { end_time: '2999-01-01T00:00:00Z' });
      },
      /SPRING2025: campaign must be active but ended/,
    ],
    [
      'a second hidden product',
      (d) => Object.assign(d.products[0]!, { isVisible: false }),
      /exactly 1 must have isVisible false/,
    ],
    ['a missing district', (d) => d.districts.pop(), /districts: .*77/],
    [
      'a district without its Nepali name',
      (d) => {
        const { Kathmandu: _kathmandu, ...rest } = d.districtNamesNe;
        d.districtNamesNe = rest;
      },
      /districtNamesNe: no Nepali name: Kathmandu/,
    ],
    [
      "a branch's Nepali name in Latin letters",
      (d) => Object.assign(d.deliveryBranches[0]!, { branchName_ne: 'Baneshwor' }),
      /deliveryBranches\.0\.branchName_ne: Devanagari only/,
    ],
    // Nepali texts (docs/operators.md "Nepali texts")
    [
      'a category without its Nepali name',
      (d) =>
        d.categoryNames.splice(
          d.categoryNames.findIndex((c) => c.category === 'Pickles'),
          1,
        ),
      /categoryNames: category Pickles needs exactly one Nepali name/,
    ],
    [
      'a Nepali name for a category the catalogue does not have',
      (d) => d.categoryNames.push({ category: 'Sweets', name_ne: 'मिठाई' }),
      /categoryNames: names only categories of the catalogue/,
    ],
    [
      'a Nepali category name in Latin letters',
      (d) => Object.assign(d.categoryNames[0]!, { name_ne: 'Phalphul' }),
      /categoryNames\.0\.name_ne: name_ne is not Devanagari/,
    ],
    [
      'a farmer without a Nepali name',
      (d) => Object.assign(d.farmers[0]!, { name_ne: undefined }),
      /farmers\.0\.name_ne/,
    ],
    [
      'product_info_ne with bare line feeds',
      (d) =>
        Object.assign(d.products.find((p) => 'product_info_ne' in p)!, {
          product_info_ne: 'मूल: दोलखा\nभण्डारण: चिसो ठाउँ',
        }),
      /product_info_ne must use CRLF only/,
    ],
  ])('refuses %s', (_what, breakIt, message) => {
    const broken = copy();
    breakIt(broken);
    expect(() => checkSeedData(broken)).toThrow(message);
  });

  it('lists every problem at once', () => {
    const broken = copy();
    Object.assign(broken.products[0]!, { unit: '1 sack', price: -5 });
    expect(() => checkSeedData(broken)).toThrow(
      /products\.0\.price: .*\n - products\.0\.unit: odd unit|products\.0\.unit: odd unit[\s\S]*products\.0\.price/,
    );
  });
});
