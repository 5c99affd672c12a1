// On the order page: links to the trace pages of the lots the order's items
// came from (each line stores its product's latest lot code at placement).
import { dualDate } from '../../lib/bikram-sambat';

/** Same rule as lot.ts's tracePath (kept here so the island does not pull in the lot parser). */
const tracePath = (code: string) => `/t/${encodeURIComponent(code)}`;

export function LotLinks({ items }: { items: readonly { id: string; name: string; lot?: string }[] }) {
  const withLots = items.filter((item) => item.lot);
  if (withLots.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1" data-testid="order-lot-links">
      {withLots.map((item) => (
        <li key={item.id}>
          <a
            href={tracePath(item.lot ?? '')}
            className="font-semibold text-leaf underline underline-offset-4 hover:text-white"
          >
            {item.name}: lot {item.lot}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** " · 16 Kartik 2083 BS" after an AD date (nothing outside the BS range or for an unreadable date). */
export function BsSuffix({ iso }: { iso: string }) {
  const date = iso ? dualDate(iso) : null;
  if (!date?.bs) return null;
  return <span data-bs> ({date.bs})</span>;
}
