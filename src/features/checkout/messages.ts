/**
 * docs/rules.md §8: every checkout failure message in this one table, each a function of the page's language (the
 * English text is the spec's, verbatim; the texts themselves are messages/en.json and messages/ne.json). The server's
 * actions and services answer with these in the language of the page that called (src/lib/request-locale.ts), and
 * the island shows the same text, in its page's language, when a call fails before the server could answer. One
 * export per message (not one object) so the browser's bundle keeps only the few the island shows.
 */
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

/** listDistricts failed. */
export const districtsFailed = (locale: Locale = 'en') => m.checkout_districts_failed({}, { locale });
/** listBranches failed. */
export const branchesFailed = (locale: Locale = 'en') => m.checkout_branches_failed({}, { locale });
/** quote failed. */
export const quoteFailed = (locale: Locale = 'en') => m.checkout_quote_failed({}, { locale });
/** validateCoupon failed; also the coupon lookup's answer for a PocketBase failure other than 400 and 403. */
export const couponCheckFailed = (locale: Locale = 'en') => m.checkout_coupon_check_failed({}, { locale });
/** The island's toast when the coupon call itself failed. */
export const couponApplyFailed = (locale: Locale = 'en') => m.checkout_coupon_apply_failed({}, { locale });
/** checkStock failed. */
export const stockCheckFailed = (locale: Locale = 'en') => m.checkout_stock_check_failed({}, { locale });
/** placeOrder failed (docs/rules.md §8 "Place order failure"). */
export const placeOrderFailed = (locale: Locale = 'en') => m.checkout_place_order_failed({}, { locale });

/**
 * The English stock-check failure, for src/pages/products/availability.json.ts (a machine endpoint, outside this
 * module's callers); code calls stockCheckFailed.
 */
export const STOCK_CHECK_FAILED = /* @__PURE__ */ stockCheckFailed('en');

/** The coupon lookup's filter was refused (PocketBase 400). */
export const couponBadFilter = (locale: Locale = 'en') => m.checkout_coupon_bad_filter({}, { locale });
/** The coupon lookup was forbidden (PocketBase 403). */
export const couponForbidden = (locale: Locale = 'en') => m.checkout_coupon_forbidden({}, { locale });

/** A district/city pair that cannot be delivered to (BAD_REQUEST: the shopper picks again). */
export const districtUnavailable = (locale: Locale = 'en') => m.checkout_district_unavailable({}, { locale });
export const branchUnavailable = (locale: Locale = 'en') => m.checkout_branch_unavailable({}, { locale });
export const branchNotInDistrict = (locale: Locale = 'en') => m.checkout_branch_not_in_district({}, { locale });

/** The same product twice in one order. */
export const duplicateProduct = (locale: Locale = 'en') => m.checkout_duplicate_product({}, { locale });
/** A repeated idempotency key with other content: says nothing about the order that key placed. */
export const keyReused = (locale: Locale = 'en') => m.checkout_key_reused({}, { locale });
/** docs/payments.md: the wallet chosen was turned off since the page was loaded. */
export const walletNotOffered = (locale: Locale = 'en') => m.pay_wallet_not_offered({}, { locale });

/** docs/offline.md: an order kept on the phone because the shop did not answer (no connection, or it dropped). */
export const orderSavedTitle = (locale: Locale = 'en') => m.checkout_order_saved_title({}, { locale });
export const orderNotSent = (locale: Locale = 'en') => m.checkout_order_not_sent({}, { locale });
/** The stock check got no answer: the order may still be confirmed; the server checks stock when it arrives. */
export const stockNotChecked = (locale: Locale = 'en') => m.checkout_stock_not_checked_text({}, { locale });
/** docs/offline.md: the delivery areas are neither reachable nor saved on this phone. */
export const areasOffline = (locale: Locale = 'en') => m.checkout_areas_offline({}, { locale });
/** docs/offline.md: a coupon is checked by the shop, so not while offline. */
export const couponOffline = (locale: Locale = 'en') => m.checkout_coupon_offline({}, { locale });
/** An island's read got no answer after its tries (src/lib/patient-request.ts). */
export const noConnection = (locale: Locale = 'en') => m.checkout_no_connection({}, { locale });
