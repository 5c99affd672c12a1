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
  branchesFailed,
  couponCheckFailed,
  districtsFailed,
  placeOrderFailed,
  quoteFailed,
  stockCheckFailed,
} from './messages';

// Each handler gets the language of the page that called (src/lib/actions/define.server.ts): refusals, coupon and
// stock messages and failure sentences come back in it.
export const checkoutActions = {
  listDistricts: jsonAction({
    input: listDistrictsInput,
    failure: districtsFailed,
    context: 'listDistricts',
    handler: async () => ({ districts: await listDistricts() }),
  }),

  listBranches: jsonAction({
    input: listBranchesInput,
    failure: branchesFailed,
    context: 'listBranches',
    handler: async ({ districtName }) => ({ branches: await listBranches(districtName) }),
  }),

  quote: jsonAction({
    input: quoteInput,
    failure: quoteFailed,
    context: 'quote',
    handler: (input, locale) => quote(input, locale),
  }),

  validateCoupon: jsonAction({
    input: validateCouponInput,
    failure: couponCheckFailed,
    context: 'validateCoupon',
    handler: (input, locale) => validateCoupon(input, locale),
  }),

  checkStock: jsonAction({
    input: checkStockInput,
    failure: stockCheckFailed,
    context: 'checkStock',
    handler: (input, locale) => checkStock(input, locale),
  }),

  placeOrder: jsonAction({
    input: placeOrderInput,
    failure: placeOrderFailed,
    context: 'placeOrder',
    handler: (input, locale) => placeOrder(input, new Date(), locale),
  }),
};
