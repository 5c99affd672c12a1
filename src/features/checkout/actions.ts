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
import {
  BRANCHES_FAILED,
  COUPON_CHECK_FAILED,
  DISTRICTS_FAILED,
  PLACE_ORDER_FAILED,
  QUOTE_FAILED,
  STOCK_CHECK_FAILED,
} from './messages';
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
    guarded(DISTRICTS_FAILED, 'listDistricts', async () => ({ districts: await listDistricts() })),
  ),

  listBranches: jsonAction(listBranchesInput, ({ districtName }) =>
    guarded(BRANCHES_FAILED, 'listBranches', async () => ({ branches: await listBranches(districtName) })),
  ),

  quote: jsonAction(quoteInput, (input) => guarded(QUOTE_FAILED, 'quote', () => quote(input))),

  validateCoupon: jsonAction(validateCouponInput, (input) =>
    guarded(COUPON_CHECK_FAILED, 'validateCoupon', () => validateCoupon(input)),
  ),

  checkStock: jsonAction(checkStockInput, (input) =>
    guarded(STOCK_CHECK_FAILED, 'checkStock', () => checkStock(input)),
  ),

  placeOrder: jsonAction(placeOrderInput, (input) =>
    guarded(PLACE_ORDER_FAILED, 'placeOrder', () => placeOrder(input)),
  ),

  ...orderActions,
};
