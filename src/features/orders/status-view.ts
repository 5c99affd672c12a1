/**
 * What the shopper's order page says about the order's status (src/features/orders/lifecycle.ts). Pure.
 *
 * - Open and Confirmed light "Order Confirmed"; Out for Delivery and Delivered the next steps, each with its time.
 * - An order placed to be paid by a wallet and not paid yet lights "Awaiting payment" instead (docs/payments.md): the
 *   order is kept, but not confirmed to the shopper until the wallet's server says it is paid or they switch to cash.
 * - Delivered says when it was delivered (no "Arriving in").
 * - Cancelled and Delivery failed replace the tracker with the state, the reason and the support phone; the page
 *   never asks for payment for them.
 */
import type { Locale } from '../../lib/i18n';
import { reasonText } from '../../lib/system-reasons';
import * as m from '../../paraglide/messages.js';
import { arrivingText } from './confirmation';
import { orderSteps, statusStep } from './status';
import type { OrderView } from './view';

export interface TrackerStepView {
  label: string;
  /** ISO instant the step was reached ("" when unknown or not reached). */
  time: string;
}

export type OrderStatusView =
  | {
      kind: 'tracking';
      step: 0 | 1 | 2;
      steps: TrackerStepView[];
      /** "Arriving in N day(s)" while on its way; null once delivered or when unknown. */
      arriving: string | null;
      /** ISO instant of delivery, "" until delivered. */
      deliveredAt: string;
    }
  | {
      kind: 'stopped';
      title: string;
      message: string;
      reason: string;
      /** ISO instant of the change ("" when unknown). */
      at: string;
    };

const awaitingPayment = (order: OrderView) => order.paymentState === 'awaiting' || order.paymentState === 'unpaid';

export function orderStatusView(order: OrderView, now: Date, locale: Locale = 'en'): OrderStatusView {
  if (order.status === 'Cancelled') {
    return {
      kind: 'stopped',
      title: m.order_cancelled_title({}, { locale }),
      message: m.order_cancelled_message({}, { locale }),
      reason: reasonText(order.statusReason, locale),
      at: order.times.cancelled,
    };
  }
  if (order.status === 'Delivery failed') {
    return {
      kind: 'stopped',
      title: m.order_failed_title({}, { locale }),
      message: m.order_failed_message({}, { locale }),
      reason: reasonText(order.statusReason, locale),
      at: order.times.failed,
    };
  }
  const step = statusStep(order.status);
  const times = [order.times.confirmed || order.orderDate, order.times.outForDelivery, order.times.delivered];
  return {
    kind: 'tracking',
    step,
    steps: orderSteps(locale).map((s, i) => ({
      label: i === 0 && step === 0 && awaitingPayment(order) ? m.order_step_awaiting_payment({}, { locale }) : s.label,
      time: i <= step ? (times[i] ?? '') : '',
    })),
    arriving: step === 2 ? null : arrivingText(order.estimatedDelivery, now, locale),
    deliveredAt: step === 2 ? order.times.delivered : '',
  };
}
