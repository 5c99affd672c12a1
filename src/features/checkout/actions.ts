// Checkout actions (docs/rules.md §4 Checkout flow, §5 rules, §7 calls): districts and
// branches for the form, a server-computed quote, coupon validation, the stock
// check and order placement; registered in src/actions/index.ts.
// Every input is parsed with a strict, bounded zod schema (contract.ts); every
// failure is an ActionError with the message docs/rules.md gives
// (src/lib/actions/define.server.ts). The work happens in the *.server.ts modules.
import { jsonAction } from '../../lib/actions/define.server';
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

export const checkoutActions = {
  listDistricts: jsonAction({
    input: listDistrictsInput,
    failure: DISTRICTS_FAILED,
    context: 'listDistricts',
    handler: async () => ({ districts: await listDistricts() }),
  }),

  listBranches: jsonAction({
    input: listBranchesInput,
    failure: BRANCHES_FAILED,
    context: 'listBranches',
    handler: async ({ districtName }) => ({ branches: await listBranches(districtName) }),
  }),

  quote: jsonAction({
    input: quoteInput,
    failure: QUOTE_FAILED,
    context: 'quote',
    handler: (input) => quote(input),
  }),

  validateCoupon: jsonAction({
    input: validateCouponInput,
    failure: COUPON_CHECK_FAILED,
    context: 'validateCoupon',
    handler: (input) => validateCoupon(input),
  }),

  checkStock: jsonAction({
    input: checkStockInput,
    failure: STOCK_CHECK_FAILED,
    context: 'checkStock',
    handler: (input) => checkStock(input),
  }),

  placeOrder: jsonAction({
    input: placeOrderInput,
    failure: PLACE_ORDER_FAILED,
    context: 'placeOrder',
    handler: (input) => placeOrder(input),
  }),
};
