// "Order again" on the order page (docs/notifications.md "Order again"): asks the server for the order's lines at
// today's prices and stock (the orderAgain action), puts what is still sold in the cart, and says what changed: what
// is no longer sold, each price that changed, each quantity cut to what is left. The server's prices are the cart's.
import { useState } from 'react';
import { actions } from 'astro:actions';
import { useLocale } from '../../components/ui/locale';
import { secondaryButton } from '../../components/ui/styles';
import { formatMoney, formatNumber } from '../../lib/money';
import { tooManyRequestsMessage } from '../../lib/rate-limits/too-many-requests';
import * as m from '../../paraglide/messages.js';
import { $cart, $cartOpen, replaceCart } from '../cart/store';
import { withAgainLines, type AgainName, type OrderAgain as Again } from './order-again';

interface Props {
  orderNumber: string;
  /** What shows the order's lines: its access token (this phone placed it) or the phone number it was placed with. */
  token?: string | undefined;
  phone?: string | undefined;
}

export default function OrderAgain({ orderNumber, token, phone }: Props) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ lines: string[]; added: boolean } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const nameOf = (n: AgainName) => (locale === 'ne' && n.nameNe ? n.nameNe : n.name);

  async function again() {
    setBusy(true);
    setFailed(null);
    const { data, error } = await actions.orderAgain({
      orderNumber,
      ...(token ? { token } : {}),
      ...(phone ? { phone } : {}),
    });
    setBusy(false);
    if (!data) {
      setSaid(null);
      setFailed(tooManyRequestsMessage(error) ?? (error.message || m.order_again_failed({}, { locale })));
      return;
    }
    const answer: Again = data;
    if (answer.items.length > 0) replaceCart(withAgainLines($cart.get(), answer.items));
    const lines: string[] = [];
    if (answer.gone.length > 0)
      lines.push(m.order_again_gone({ names: answer.gone.map(nameOf).join(', ') }, { locale }));
    for (const p of answer.priceChanged) {
      lines.push(
        m.order_again_price(
          { name: nameOf(p), was: formatMoney(p.was, locale), now: formatMoney(p.now, locale) },
          { locale },
        ),
      );
    }
    for (const r of answer.reduced) {
      lines.push(
        m.order_again_reduced(
          { name: nameOf(r), was: formatNumber(r.was, locale), now: formatNumber(r.now, locale) },
          { locale },
        ),
      );
    }
    setSaid({ lines, added: answer.items.length > 0 });
  }

  return (
    <div className="space-y-3" data-testid="order-again">
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => void again()}>
        {busy ? m.order_again_busy({}, { locale }) : m.order_again({}, { locale })}
      </button>
      <div role="status" className="space-y-1 text-sm text-gray-800">
        {said && (
          <>
            <p className="font-medium">
              {said.added ? m.order_again_added({}, { locale }) : m.order_again_none({}, { locale })}
            </p>
            {said.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {said.added && (
              <button
                type="button"
                className="font-semibold text-brand underline underline-offset-4"
                onClick={() => $cartOpen.set(true)}
              >
                {m.order_again_open_cart({}, { locale })}
              </button>
            )}
          </>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failed}
        </p>
      )}
    </div>
  );
}
