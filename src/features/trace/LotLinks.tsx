// On the order page: links to the trace pages of the lots the order's items
// came from (each line stores its product's latest lot code at placement).
import { dateLine, dualDate } from '../../lib/bikram-sambat';
import { localizedPath, namesIn } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import { tracePath } from '../../lib/paths';

export function LotLinks({
  items,
}: {
  items: readonly {
    id: string;
    name: string;
    nameNe?: string;
    lot?: string;
    lots?: { code: string; quantity: number }[];
    shipsFrom?: string;
  }[];
}) {
  const locale = useLocale();
  const withLots = items.filter((item) => item.lot || item.lots?.length);
  if (withLots.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1" data-testid="order-lot-links">
      {withLots.map((item) => (
        <li key={item.id}>
          {/* A line drawn from stock names each lot it came from (docs/rules.md §5 Stock allocation). */}
          {(item.lots ?? [{ code: item.lot ?? '', quantity: 0 }]).map((draw, i) => (
            <a
              key={draw.code}
              href={localizedPath(tracePath(draw.code), locale)}
              className="mr-3 font-semibold text-leaf underline underline-offset-4 hover:text-white"
            >
              {i === 0 ? `${namesIn(item.name, item.nameNe, locale).main.text}: ` : ''}
              {m.lot_code({ code: draw.code }, { locale })}
              {draw.quantity > 0 && item.lots && item.lots.length > 1 ? ` (${draw.quantity})` : ''}
            </a>
          ))}
          {item.shipsFrom && <ShipsFrom day={item.shipsFrom} />}
        </li>
      ))}
    </ul>
  );
}

/** A pre-order line's "Ships from {AD} · {BS}" (the same words as src/features/stock/ships.ts). */
function ShipsFrom({ day }: { day: string }) {
  const locale = useLocale();
  const date = dateLine(day, locale);
  if (!date) return null;
  const shipsFrom = m.lot_ships_from({ date }, { locale });
  return <span data-ships>{` ${shipsFrom}`}</span>;
}

/** " (16 Kartik 2083 BS)" after an AD date (nothing outside the BS range or for an unreadable date). */
export function BsSuffix({ iso }: { iso: string }) {
  const date = iso ? dualDate(iso) : null;
  if (!date?.bs) return null;
  return <span data-bs> ({date.bs})</span>;
}
