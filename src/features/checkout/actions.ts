// Checkout actions (docs/rules.md §4 Checkout flow, §5 rules, §7 calls): districts and
// branches for the form, a server-computed quote, coupon validation, the stock
// check and order placement — plus the order lookup from the orders feature.
// Every input is parsed with a strict, bounded zod schema (contract.ts); every
// failure is an ActionError with the message docs/rules.md gives. The work happens in the
// *.server.ts modules; these handlers only map failures to messages.
import { jsonAction } from './define-action.server';
import { toActionError } from './service.server';
import {
  checkStockInput,
  listBranchesInput,
  listDistrictsInput,
  placeOrderInput,
  quoteInput,
  validateCouponInput,
} from './contract';
import { listBranches, listDistricts } from './delivery.server';
import { checkStock, quote, validateCoupon } from './quote.server';
import { placeOrder } from './place-order.server';
import { CHECKOUT_FAILURES as FAILURE_MESSAGES } from './messages';
import { orderActions } from '../orders/actions';

/** Runs `work`, turning any failure that is not already an ActionError into one with `message`. */
async function guarded<T>(message: string, context: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toActionError(err, message, context);
  }
}

export const checkoutActions = {
  listDistricts: jsonAction(listDistrictsInput, () =>
    guarded(FAILURE_MESSAGES.districts, 'listDistricts', async () => ({ districts: await listDistricts() })),
  ),

  listBranches: jsonAction(listBranchesInput, ({ districtName }) =>
    guarded(FAILURE_MESSAGES.branches, 'listBranches', async () => ({ branches: await listBranches(districtName) })),
  ),

  quote: jsonAction(quoteInput, (input) => guarded(FAILURE_MESSAGES.quote, 'quote', () => quote(input))),

  validateCoupon: jsonAction(validateCouponInput, (input) =>
    guarded(FAILURE_MESSAGES.coupon, 'validateCoupon', () => validateCoupon(input)),
  ),

  checkStock: jsonAction(checkStockInput, (input) =>
    guarded(FAILURE_MESSAGES.stock, 'checkStock', () => checkStock(input)),
  ),

  placeOrder: jsonAction(placeOrderInput, (input) =>
    guarded(FAILURE_MESSAGES.placeOrder, 'placeOrder', () => placeOrder(input)),
  ),

  ...orderActions,
};
