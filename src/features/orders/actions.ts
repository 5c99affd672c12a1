// Order lookup for the confirmation page; registered in src/actions/index.ts.
//
// Privacy: order numbers are short (random, but only a million of them), so the
// number alone shows only the status tracker. Items, totals, dates and any
// reason need the phone number the order was placed with; the delivery details
// (name, phone, address) need the access token returned to the browser that
// placed the order. Lookups are rate limited per client (src/lib/rate-limits),
// so numbers and phones cannot be swept.
import { ActionError, defineAction } from 'astro:actions';
import { normalisePhone } from '../../lib/phone';
import { actionHandler } from '../../lib/actions/handler.server';
import { getOrderInput } from './contract';
import { couponCodeById, lookupOrder } from './orders.server';
import { toOrderView, type OrderView } from './view';
import { withItemThumbnails } from './item-images.server';
import { orderAgain } from './order-again.server';
import type { OrderAgain } from './order-again';
import * as m from '../../paraglide/messages.js';
import { nepaliPlaceNames } from './place-names.server';
import { findPickupPlace } from '../../lib/data/delivery-days.server';

/** docs/rules.md §8 says an order lookup failure is logged only; the island keeps showing what it has. */
export const ORDER_LOOKUP_FAILED = 'Unable to load the order at the moment. Please try again.';
export const ORDER_NOT_FOUND = "We couldn't find the order you're looking for.";

export const orderActions = {
  getOrder: defineAction({
    accept: 'json',
    input: getOrderInput,
    handler: actionHandler({
      failure: ORDER_LOOKUP_FAILED,
      context: 'getOrder',
      work: async ({ orderNumber, token, phone }): Promise<OrderView> => {
        const order = await lookupOrder(orderNumber, token ?? '', normalisePhone(phone));
        if (!order) throw new ActionError({ code: 'NOT_FOUND', message: ORDER_NOT_FOUND });
        const withPrivate = order.private === true;
        const couponCode =
          withPrivate && order.coupon_used ? await couponCodeById(order.coupon_used).catch(() => null) : null;
        // A pickup order names its point, address and hours (docs/rules.md "Delivery days"); never for the number alone.
        const showsDetails = order.details === true || withPrivate;
        const pickup =
          showsDetails && order.pickup_point ? await findPickupPlace(order.pickup_point).catch(() => null) : null;
        const view = await withItemThumbnails(toOrderView(order, withPrivate, couponCode, pickup), order.items);
        if (!view.customer) return view;
        // The places by their Nepali names too (the order stores the English ones), for the Nepali order page.
        const names = await nepaliPlaceNames(view.customer.district, view.customer.city);
        return { ...view, customer: { ...view.customer, ...names } };
      },
    }),
  }),

  /**
   * "Order again" (docs/notifications.md "Order again"): the order's lines at today's prices and stock, for the cart.
   * Needs what shows the order's lines (its phone number or token); rate limited as a lookup.
   */
  orderAgain: defineAction({
    accept: 'json',
    input: getOrderInput,
    handler: actionHandler({
      failure: (locale) => m.order_again_failed({}, { locale }),
      context: 'orderAgain',
      work: ({ orderNumber, token, phone }, locale): Promise<OrderAgain> =>
        orderAgain(orderNumber, token ?? '', normalisePhone(phone), m.order_again_not_found({}, { locale })),
    }),
  }),
};
