/**
 * What the shopper's order page says about the order's status (src/features/orders/lifecycle.ts). Pure.
 *
 * - Open and Confirmed light "Order Confirmed"; Out for Delivery and Delivered the next steps, each with its time.
 * - Delivered says when it was delivered (no "Arriving in").
 * - Cancelled and Delivery failed replace the tracker with the state, the reason and the support phone; the page
 *   never asks for payment for them.
 */
import { arrivingText, type ConfirmationOrder } from './confirmation';
import { ORDER_STEPS } from './status';

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

export const CANCELLED_TITLE = 'Order Cancelled';
export const FAILED_TITLE = 'Delivery Failed';

export function orderStatusView(order: ConfirmationOrder, now: Date): OrderStatusView {
  if (order.status === 'Cancelled') {
    return {
      kind: 'stopped',
      title: CANCELLED_TITLE,
      message: 'This order has been cancelled and will not be delivered. You do not need to pay anything for it.',
      reason: order.statusReason,
      at: order.times.cancelled,
    };
  }
  if (order.status === 'Delivery failed') {
    return {
      kind: 'stopped',
      title: FAILED_TITLE,
      message: 'We could not deliver this order. Please call us to arrange another delivery.',
      reason: order.statusReason,
      at: order.times.failed,
    };
  }
  const times = [order.times.confirmed || order.orderDate, order.times.outForDelivery, order.times.delivered];
  return {
    kind: 'tracking',
    step: order.step,
    steps: ORDER_STEPS.map((s, i) => ({ label: s.label, time: i <= order.step ? (times[i] ?? '') : '' })),
    arriving: order.step === 2 ? null : arrivingText(order.estimatedDelivery, now),
    deliveredAt: order.step === 2 ? order.times.delivered : '',
  };
}
