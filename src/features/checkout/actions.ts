// Checkout actions (docs/rules.md §4 Checkout flow, §5 rules, §7 calls): districts and
// branches for the form, a server-computed quote, coupon validation, the stock
// check and order placement; registered in src/actions/index.ts.
// Astro checks every input with its strict, bounded zod schema (contract.ts); every
// failure is an ActionError with the message docs/rules.md gives
// (src/lib/actions/handler.server.ts). The work happens in the *.server.ts modules.
import { defineAction } from 'astro:actions';
import { actionHandler } from '../../lib/actions/handler.server';
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

// Each handler gets the language of the page that called (src/lib/actions/handler.server.ts): refusals, coupon and
// stock messages and failure sentences come back in it.
export const checkoutActions = {
  listDistricts: defineAction({
    accept: 'json',
    input: listDistrictsInput,
    handler: actionHandler({
      failure: districtsFailed,
      context: 'listDistricts',
      work: async () => ({ districts: await listDistricts() }),
    }),
  }),

  listBranches: defineAction({
    accept: 'json',
    input: listBranchesInput,
    handler: actionHandler({
      failure: branchesFailed,
      context: 'listBranches',
      work: async ({ districtName }) => ({ branches: await listBranches(districtName) }),
    }),
  }),

  quote: defineAction({
    accept: 'json',
    input: quoteInput,
    handler: actionHandler({
      failure: quoteFailed,
      context: 'quote',
      work: (input, locale) => quote(input, locale),
    }),
  }),

  validateCoupon: defineAction({
    accept: 'json',
    input: validateCouponInput,
    handler: actionHandler({
      failure: couponCheckFailed,
      context: 'validateCoupon',
      work: (input, locale) => validateCoupon(input, locale),
    }),
  }),

  checkStock: defineAction({
    accept: 'json',
    input: checkStockInput,
    handler: actionHandler({
      failure: stockCheckFailed,
      context: 'checkStock',
      work: (input, locale) => checkStock(input, locale),
    }),
  }),

  placeOrder: defineAction({
    accept: 'json',
    input: placeOrderInput,
    handler: actionHandler({
      failure: placeOrderFailed,
      context: 'placeOrder',
      work: (input, locale) => placeOrder(input, new Date(), locale),
    }),
  }),
};
