// PLACEHOLDER until the catalog work lands: the real card follows spec §2.
import type { ProductCardData } from './card-data';

export default function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <article>
      <a href={`/products/${product.slug}`}>{product.name}</a> Rs. {product.price} / {product.unit}
    </article>
  );
}
