// PLACEHOLDER until the catalog work lands: home "Our Fresh Products" (spec §2 Home 4).
import type { ProductCardData } from './card-data';
import ProductCard from './ProductCard';

export default function FreshProducts({ products }: { products: ProductCardData[] }) {
  return (
    <div>
      {products.slice(0, 8).map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </div>
  );
}
