/**
 * The browser's calls to the checkout's server actions (docs/rules.md §7, served by src/features/checkout/actions.ts). The one
 * place the islands touch the network: each function returns plain data or throws, and placeOrder sorts the server's
 * refusals into what the shopper is told. The interfaces below are the contract with the server side; the return
 * annotations make the type checker compare them with the real actions.
 */
import { actions, isInputError } from 'astro:actions';
import type { Locale } from '../../lib/i18n';
import type { District } from './district-cache';
import { placeOrderFailed } from './messages';
import { validationToastText } from './validation';
import type { BranchOption, CouponCheck, PlaceOrderInput, PlaceOrderResult, Quote, StockCheck } from './contract';
import { tooManyRequestsMessage } from '../../lib/rate-limits/too-many-requests';
import { isUnreachable, patientRead, withTimeout } from '../../lib/patient-request';
import { deliveryDaysChanged } from '../delivery/fresh-days';

export type { District } from './district-cache';

/** docs/rules.md §3 Delivery branch (a "City/Area" in the form); amount is the base delivery rate. */
export type Branch = BranchOption;
export type { Quote, CouponCheck, StockCheck, PlaceOrderInput };

type CartLineRef = { id: string; quantity: number };

/** What became of a submission: the server's answer (contract.ts PlaceOrderResult), or what the shopper is told. */
export type PlaceOrderOutcome =
  | { ok: true; placed: PlaceOrderResult }
  /**
   * conflict: prices or items changed since the cart was filled (the message names what changed).
   * unsent: no answer (no connection, the connection dropped, or no answer in PLACE_ORDER_TIMEOUT_MS); failed: the
   * server could not place it now. Both may be sent again with the same key (docs/offline.md "Order outbox").
   * limited: the server's rate limit refused it (the shopper tries again later).
   */
  | { ok: false; kind: 'conflict' | 'day' | 'invalid' | 'limited' | 'failed' | 'unsent'; message: string };

/**
 * How long placing an order may take before the phone keeps it to send again (a 3G placement answers within ~3 s). If
 * the request did reach the server, sending again with the same key gets that order back.
 */
export const PLACE_ORDER_TIMEOUT_MS = 15_000;

export async function listDistricts(): Promise<District[]> {
  const { data, error } = await patientRead(() => actions.listDistricts({}));
  if (error) throw error;
  return data.districts;
}

export async function listBranches(districtName: string): Promise<Branch[]> {
  const { data, error } = await patientRead(() => actions.listBranches({ districtName }));
  if (error) throw error;
  return data.branches;
}

export async function quote(items: CartLineRef[], branchId?: string): Promise<Quote> {
  const { data, error } = await patientRead(() => actions.quote({ items, ...(branchId ? { branchId } : {}) }));
  if (error) throw error;
  return data;
}

export async function validateCoupon(code: string, items: CartLineRef[], branchId?: string): Promise<CouponCheck> {
  const { data, error } = await patientRead(() =>
    actions.validateCoupon({ code, items, ...(branchId ? { branchId } : {}) }),
  );
  if (error) throw error;
  return data;
}

export async function checkStock(items: { id: string; quantity: number }[]): Promise<StockCheck> {
  const { data, error } = await patientRead(() =>
    actions.checkStock({ items: items.map(({ id, quantity }) => ({ id, quantity })) }),
  );
  if (error) throw error;
  return data;
}

/**
 * Sends the order. The server answers in the language of the page that sends it (its Referer); what the browser
 * words itself (no answer, a failure without a sentence) is in `locale`, the page's language.
 */
export async function placeOrder(input: PlaceOrderInput, locale: Locale = 'en'): Promise<PlaceOrderOutcome> {
  const failed = placeOrderFailed(locale);
  try {
    const { data, error } = await withTimeout(() => actions.placeOrder(input), PLACE_ORDER_TIMEOUT_MS);
    if (!error) return { ok: true, placed: data };
    if (error.code === 'PRECONDITION_FAILED' || error.code === 'CONFLICT') {
      // The chosen day was refused (closed, full, past its cut-off), or the cart changed: the days are read again,
      // fresh, so the checkout and the cart no longer offer a refused day (src/features/delivery/fresh-days.ts).
      deliveryDaysChanged();
      return { ok: false, kind: error.code === 'CONFLICT' ? 'conflict' : 'day', message: error.message || failed };
    }
    if (error.code === 'BAD_REQUEST') {
      // Every refusal of input is BAD_REQUEST; one by the action's schema arrives as an input error
      // (src/lib/actions/input-refusal.server.ts) whose issues carry the same messages as the form ("Name is
      // required", ...).
      const text = isInputError(error)
        ? validationToastText(
            error.issues.map((i) => i.message),
            locale,
          )
        : error.message;
      return { ok: false, kind: 'invalid', message: text || failed };
    }
    const limited = tooManyRequestsMessage(error, locale);
    if (limited) return { ok: false, kind: 'limited', message: limited };
    return { ok: false, kind: 'failed', message: failed };
  } catch (err) {
    // No answer: the same key may be sent again safely.
    return { ok: false, kind: isUnreachable(err) ? 'unsent' : 'failed', message: failed };
  }
}
