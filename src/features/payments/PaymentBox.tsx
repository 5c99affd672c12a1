// The order page's payment box (docs/payments.md, "Order page"): the true state as PocketBase holds it (paid, not
// paid, or still checking with the wallet) and, while the order waits, plain forms to pay again or to pay in cash on
// delivery instead (src/pages/pay/). Shown only to the browser holding the order's link (its access token).
import { useEffect, useRef, useState } from 'react';
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

/**
 * What the shop's pay routes add to the order page's address (`?pay=`, src/features/payments/pages.server.ts) that the
 * payment's state alone does not say: the wallet is off or could not be reached, the wallet has not answered yet, the
 * order could not be switched, a second payment to be refunded (or one that came after the total changed), or the
 * switch to cash done.
 */
const NOTES = [
  'wallet_off',
  'wallet_error',
  'not_payable',
  'too_many_attempts',
  'not_switchable',
  'cod',
  'unknown',
  'busy',
  'refund_due',
  'owed_back',
];

function noteText(note: string, wallet: string, locale: 'en' | 'ne'): string {
  if (note === 'wallet_off') return m.pay_note_wallet_off({ wallet }, { locale });
  if (note === 'wallet_error') return m.pay_note_wallet_error({ wallet }, { locale });
  if (note === 'not_payable') return m.pay_note_not_payable({}, { locale });
  if (note === 'too_many_attempts') return m.pay_note_too_many_attempts({}, { locale });
  if (note === 'not_switchable') return m.pay_note_not_switchable({}, { locale });
  if (note === 'cod') return m.pay_note_cod({}, { locale });
  if (note === 'refund_due') return m.pay_note_refund_due({}, { locale });
  if (note === 'owed_back') return m.pay_note_owed_back({}, { locale });
  return m.pay_note_unknown({ wallet }, { locale });
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
  const [note, setNote] = useState('');
  const canAct = !!props.token && props.status === 'Open' && (state === 'awaiting' || state === 'unpaid');
  // Said once: read from the address and taken out of it, so a reload does not say it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    const said = url.searchParams.get('pay') ?? '';
    if (!NOTES.includes(said)) return;
    setNote(said);
    url.searchParams.delete('pay');
    window.history.replaceState(null, '', url.toString());
  }, []);
  // Just placed with a wallet (?pay=<wallet>, src/features/checkout/outbox-sender.ts): on to the wallet once. The
  // query goes first, so coming back to this page does not send the shopper again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('pay') !== method || !canAct || state !== 'awaiting') return;
    url.searchParams.delete('pay');
    window.history.replaceState(null, '', url.toString());
    payForm.current?.requestSubmit();
  }, [method, canAct, state]);
  const wallet = walletName(method, locale);
  const noteLine = note && (
    <p className="mt-2 font-medium text-gray-900" role="alert" data-payment-note={note}>
      {noteText(note, wallet, locale)}
    </p>
  );
  if (method === 'cod' && state === 'cod') {
    // Nothing to show for a cash order, but the switch to cash just made.
    if (!noteLine) return null;
    return (
      <section className={card} aria-labelledby="payment-heading">
        <h2 id="payment-heading" className="text-sm font-semibold uppercase tracking-wide text-gray-600">
          {m.pay_heading({}, { locale })}
        </h2>
        {noteLine}
      </section>
    );
  }
  // A cancelled order asks for nothing (its status says so); a payment to refund still shows.
  if (props.status === 'Cancelled' && (state === 'awaiting' || state === 'unpaid')) return null;
  // Not offered again while the wallet is off, or while it has not confirmed a payment it may have taken.
  const canPay =
    canAct && note !== 'wallet_off' && note !== 'unknown' && note !== 'busy' && note !== 'too_many_attempts';
  // Past the attempts an order may start, nothing is being checked and it cannot be paid again: the note says what
  // to do, and the state says only that it is not paid.
  const sentence =
    note === 'too_many_attempts' && (state === 'awaiting' || state === 'unpaid')
      ? m.pay_state_not_yet({}, { locale })
      : state === 'paid'
        ? m.pay_state_paid({ wallet }, { locale })
        : state === 'awaiting'
          ? // Offered again, it is not "checking": the shopper may not have paid at all (Back from the wallet).
            canPay
            ? m.pay_state_waiting({ wallet }, { locale })
            : m.pay_state_checking({ wallet }, { locale })
          : state === 'unpaid'
            ? m.pay_state_unpaid({}, { locale })
            : state === 'refund_due'
              ? props.status === 'Cancelled'
                ? m.pay_state_refund_due({}, { locale })
                : m.pay_state_refund_second({}, { locale })
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
      {noteLine}
      {canAct && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {canPay && (
            <form method="post" action="/pay/start" ref={payForm}>
              {hidden}
              <input type="hidden" name="wallet" value={method} />
              <button type="submit" className={`${button} w-full bg-brand text-white sm:w-auto`}>
                {m.pay_again({ wallet }, { locale })}
              </button>
            </form>
          )}
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
