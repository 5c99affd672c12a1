// The orders waiting on this phone (docs/offline.md "Order outbox"), shown at the top of the cart until they are sent:
// said honestly ("Saved on this phone, not sent yet"), with "Send now" and "Cancel".
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoney, formatNumber } from '../../lib/money';
import { clockTime } from '../../lib/clock-time';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import { totalQuantity } from '../cart/rules';
import { $waitingOrders, refreshWaitingOrders, type WaitingOrder } from './outbox';
import { cancelWaitingOrder, sendWaitingOrder } from './outbox-sender';
import { orderSavedTitle } from './messages';

const smallButton =
  'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

function WaitingOrderCard({ order }: { order: WaitingOrder }) {
  const locale = useLocale();
  const [busy, setBusy] = useState<'sending' | 'cancelling' | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const count = totalQuantity(order.items);

  async function send() {
    setBusy('sending');
    setSaid(null);
    const outcome = await sendWaitingOrder(order.key, locale);
    setBusy(null);
    if (outcome.ok) return; // on its way to the order page
    if (outcome.kind === 'busy') setSaid(m.checkout_waiting_busy({}, { locale }));
    else if (outcome.kind === 'unsent' || outcome.kind === 'failed') setSaid(m.checkout_waiting_unsent({}, { locale }));
  }

  async function cancel() {
    setBusy('cancelling');
    const cancelled = await cancelWaitingOrder(order.key);
    setBusy(null);
    if (!cancelled) setSaid(m.checkout_waiting_already_sent({}, { locale }));
  }

  return (
    <li className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-waiting-order>
      <p className="font-semibold">{orderSavedTitle(locale)}</p>
      <p>
        {(count === 1 ? m.checkout_waiting_summary_one : m.checkout_waiting_summary_other)(
          {
            count: formatNumber(count, locale),
            total: formatMoney(order.total, locale),
            time: clockTime(order.savedAt, locale),
          },
          { locale },
        )}
      </p>
      {order.lastProblem && <p className="mt-1">{order.lastProblem}</p>}
      {said && (
        <p role="status" className="mt-1 font-medium">
          {said}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          onClick={send}
          disabled={busy !== null}
          className={`${smallButton} bg-brand text-white hover:bg-brand-light`}
        >
          {busy === 'sending' ? m.checkout_sending({}, { locale }) : m.checkout_send_now({}, { locale })}
        </button>
        <button
          type="button"
          onClick={cancel}
          disabled={busy !== null}
          className={`${smallButton} border border-brand/30 bg-white text-brand hover:bg-brand/5`}
        >
          {busy === 'cancelling' ? m.checkout_cancelling({}, { locale }) : m.checkout_cancel({}, { locale })}
        </button>
      </div>
    </li>
  );
}

export default function WaitingOrders() {
  const locale = useLocale();
  const orders = useStore($waitingOrders);
  useEffect(() => {
    void refreshWaitingOrders().catch(() => undefined); // no IndexedDB: nothing can wait
  }, []);
  if (orders.length === 0) return null;
  return (
    <section aria-label={m.checkout_waiting_orders({}, { locale })} className="mt-3">
      <ul className="space-y-2">
        {orders.map((order) => (
          <WaitingOrderCard key={order.key} order={order} />
        ))}
      </ul>
    </section>
  );
}
