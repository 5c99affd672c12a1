// Card data for catalogue tests: every field set, each call a new product (ids, slugs, prices and dates differ).
import type { ProductCardData } from '@/features/catalog/card-data';

let n = 0;
export function card(p: Partial<ProductCardData> = {}): ProductCardData {
  n += 1;
  return {
    id: `id${n}`,
    slug: `product-${n}`,
    name: `Product ${n}`,
    nepaliName: '',
    price: 100 + n,
    compareAtPrice: 0,
    unit: '1 KG',
    minOf: 0,
    imageUrl: `/_astro/p${n}.webp`,
    category: 'Fruits',
    isFeatured: false,
    isOrganic: false,
    isNew: false,
    isExpress: false,
    approxWeight: '',
    farmerName: '',
    location: 'Jumla',
    cooperativeName: 'Karnali Coop',
    hasTraceability: false,
    is_available: true,
    created: `2026-01-${String(n).padStart(2, '0')} 00:00:00.000Z`,
    ...p,
  };
}
