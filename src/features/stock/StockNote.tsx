// "Only N left" (below ONLY_LEFT_BELOW) and the pre-order's "Ships from {AD} · {BS}" under a product's price, from
// the live facts (src/features/catalog/live-availability.ts). "Out of Stock" at 0 is the card's and page's own badge.
import { ONLY_LEFT_BELOW } from './stock';

export function StockNote({ left, ships }: { left?: number | undefined; ships?: string | undefined }) {
  return (
    <>
      {left !== undefined && left > 0 && left < ONLY_LEFT_BELOW && (
        <p className="text-xs font-semibold text-red-700" data-stock-left={left}>{`Only ${left} left`}</p>
      )}
      {ships && (
        <p className="text-xs font-semibold text-amber-800" data-ships>
          {ships}
        </p>
      )}
    </>
  );
}
