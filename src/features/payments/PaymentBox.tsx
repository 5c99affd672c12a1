// The order page's payment box (docs/payments.md, "Order page"): the true state as PocketBase holds it (paid, not
// paid, or still checking with the wallet) and, while the order waits, plain forms to pay again or to pay in cash on
// delivery instead (src/pages/pay/). Shown only to the browser holding the order's link (its access token).
import { useEffect, useRef } from 'react';
import { useLocale } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';

const card = 'rounded-2xl bg-white p-5 shadow-sm sm:p-6';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

export function walletName(wallet: string, locale: 'en' | 'ne'): string {
  if (wallet === 'khalti') return m.pay_khalti({}, { locale });
  if (wallet === 'esewa') return m.pay_esewa({}, { locale });
  return m.pay_cod({}, { locale });
}

export default function PaymentBox(props: {
  orderNumber: string;
  token: string | undefined;
  status: string;
  paymentMethod: string;
  paymentState: string;
}) {
  const locale = useLocale() as 'en' | 'ne';
  const { paymentMethod: method, paymentState: state } = props;
  const payForm = useRef<HTMLFormElement>(null);
  const canAct = !!props.token && props.status === 'Open' && (state === 'awaiting' || state === 'unpaid');
  // Just placed with a wallet (?pay=<wallet>, src/features/checkout/outbox-sender.ts): on to the wallet once. The
  // query goes first, so coming back to this page does not send the shopper again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('pay') !== method || !canAct || state !== 'awaiting') return;
    url.searchParams.delete('pay');
    window.history.replaceState(null, '', url.toString());
    payForm.current?.requestSubmit();
  }, [method, canAct, state]);
  if (method === 'cod' && state === 'cod') return null;
  const wallet = walletName(method, locale);
  const sentence =
    state === 'paid'
      ? m.pay_state_paid({ wallet }, { locale })
      : state === 'awaiting'
        ? m.pay_state_checking({ wallet }, { locale })
        : state === 'unpaid'
          ? m.pay_state_unpaid({}, { locale })
          : state === 'refund_due'
            ? m.pay_state_refund_due({}, { locale })
            : state === 'refunded'
              ? m.pay_state_refunded({}, { locale })
              : state === 'partially_refunded'
                ? m.pay_state_partially_refunded({}, { locale })
                : m.pay_state_cod({}, { locale });
  const hidden = (
    <>
      <input type="hidden" name="orderNumber" value={props.orderNumber} />
      <input type="hidden" name="token" value={props.token ?? ''} />
      <input type="hidden" name="lang" value={locale} />
    </>
  );
  return (
    <section className={card} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-sm font-semibold uppercase tracking-wide text-gray-600">
        {m.pay_heading({}, { locale })}
      </h2>
      <p className="mt-2 text-gray-900" role="status" data-payment-state={state}>
        {sentence}
      </p>
      {canAct && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <form method="post" action="/pay/start" ref={payForm}>
            {hidden}
            <input type="hidden" name="wallet" value={method} />
            <button type="submit" className={`${button} w-full bg-brand text-white sm:w-auto`}>
              {m.pay_again({ wallet }, { locale })}
            </button>
          </form>
          <form method="post" action="/pay/cod">
            {hidden}
            <button
              type="submit"
              className={`${button} w-full border border-gray-400 bg-white text-gray-900 sm:w-auto`}
            >
              {m.pay_switch_cod({}, { locale })}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
