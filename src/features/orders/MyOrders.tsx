// "My orders on this phone" (/orders, /ne/orders; docs/notifications.md "Order again"): the orders this phone keeps
// (last-order.ts), each with its status asked of the server as the order page asks it (getOrder with the order's
// access token), its total, a link to its page and "order again". Offline, or when the server does not answer, the
// last status this phone was told is shown, marked as last known.
import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { useLocale, withLocale } from '../../components/ui/locale';
import { secondaryButton } from '../../components/ui/styles';
import { dateLine } from '../../lib/bikram-sambat';
import { localizedPath } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { orderPath } from '../../lib/paths';
import * as m from '../../paraglide/messages.js';
import {
  forgetMyOrders,
  type LiveOrderFacts,
  readMyOrders,
  withStatuses,
  writeMyOrders,
  type MyOrder,
} from './last-order';
import { MY_ORDERS_LIVE, myOrderStatusLabel } from './my-orders';
import OrderAgain from './OrderAgain';
import { $cartOpen, showCart } from '../cart/store';
import { OUTBOX_FLAG } from '../offline/outbox-flag';

/**
 * An order placed on this phone that waits in its outbox to be sent (docs/offline.md "Order outbox"): said here, so a
 * shopper offline does not think it lost and order again. It joins the list once sent.
 */
function WaitingOrderNote() {
  const locale = useLocale();
  return (
    <div className="space-y-2 rounded-2xl bg-amber-50 p-5 text-gray-900" data-testid="my-orders-waiting">
      <p>{m.myorders_waiting({}, { locale })}</p>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          showCart();
          $cartOpen.set(true);
        }}
      >
        {m.myorders_waiting_open({}, { locale })}
      </button>
    </div>
  );
}

export default withLocale(function MyOrders() {
  const locale = useLocale();
  const [orders, setOrders] = useState<MyOrder[] | null>(null);
  const [live, setLive] = useState<ReadonlySet<string>>(new Set());
  const [forgotten, setForgotten] = useState(false);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    setWaiting(Boolean(localStorage.getItem(OUTBOX_FLAG)));
    const stored = readMyOrders();
    setOrders(stored);
    let stopped = false;
    void (async () => {
      const asked = stored.slice(0, MY_ORDERS_LIVE);
      const answers = await Promise.all(
        asked.map(async (o) => {
          try {
            const { data } = await actions.getOrder({
              orderNumber: o.orderNumber,
              ...(o.accessToken ? { token: o.accessToken } : {}),
            });
            if (!data) return null;
            // The total as it is now, when the server sent it: packing may have changed it since this phone kept it.
            const facts: LiveOrderFacts = data.details
              ? { status: data.status, total: data.total }
              : { status: data.status };
            return [o.orderNumber, facts] as const;
          } catch {
            return null; // offline: the last known status stays
          }
        }),
      );
      if (stopped) return;
      const statuses = new Map(answers.filter((a) => a !== null));
      if (statuses.size === 0) return;
      // Read again: the list may have changed in another tab while the answers came.
      const updated = withStatuses(readMyOrders(), statuses);
      writeMyOrders(updated);
      setOrders(updated);
      setLive(new Set(statuses.keys()));
    })();
    return () => {
      stopped = true;
    };
  }, []);

  if (orders === null) return null;
  if (forgotten) {
    return (
      <p role="status" className="mt-6 text-gray-800" data-testid="my-orders-forgotten">
        {m.myorders_forgotten({}, { locale })}
      </p>
    );
  }
  if (orders.length === 0 && waiting) {
    return (
      <div className="mt-6">
        <WaitingOrderNote />
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="mt-6 space-y-3" data-testid="my-orders-empty">
        <p className="text-gray-800">{m.myorders_empty({}, { locale })}</p>
        <a href={localizedPath('/products', locale)} className="font-semibold text-brand underline underline-offset-4">
          {m.myorders_empty_link({}, { locale })}
        </a>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      {waiting && <WaitingOrderNote />}
      <ul className="space-y-4">
        {orders.map((o) => {
          const status = myOrderStatusLabel(o.status, locale);
          return (
            <li
              key={o.orderNumber}
              className="space-y-2 rounded-2xl bg-white p-5 shadow-sm"
              data-testid="my-order"
              data-order-number={o.orderNumber}
            >
              <h2 className="text-lg font-bold text-brand">
                {m.myorders_order({ number: o.orderNumber }, { locale })}
              </h2>
              {o.orderDate && (
                <p className="text-sm text-gray-700">
                  {m.myorders_placed({ date: dateLine(o.orderDate, locale) }, { locale })}
                </p>
              )}
              <p className="text-gray-900" data-testid="my-order-status">
                {live.has(o.orderNumber) || !o.status
                  ? m.myorders_status({ status }, { locale })
                  : m.myorders_status_last_known({ status }, { locale })}
              </p>
              <p className="font-semibold text-gray-900">
                {m.myorders_total({ total: formatMoney(o.total, locale) }, { locale })}
              </p>
              <a
                href={localizedPath(orderPath(o.orderNumber), locale)}
                className="inline-block font-semibold text-brand underline underline-offset-4"
              >
                {m.myorders_open({}, { locale })}
              </a>
              <OrderAgain orderNumber={o.orderNumber} token={o.accessToken} />
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          forgetMyOrders();
          setForgotten(true);
        }}
      >
        {m.myorders_forget({}, { locale })}
      </button>
    </div>
  );
});
