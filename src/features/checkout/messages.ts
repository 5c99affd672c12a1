/**
 * docs/rules.md §8: every checkout failure message, verbatim, in this one table. The server's actions and services
 * answer with these, and the island shows the same text when a call fails before the server could answer. One export
 * per message (not one object) so the browser's bundle keeps only the few the island shows.
 */

/** listDistricts failed. */
export const DISTRICTS_FAILED = 'Failed to load districts. Please refresh the page.';
/** listBranches failed. */
export const BRANCHES_FAILED = 'Failed to load cities. Please try again.';
/** quote failed. */
export const QUOTE_FAILED = 'Unable to calculate your order total at the moment. Please try again.';
/** validateCoupon failed; also the coupon lookup's answer for a PocketBase failure other than 400 and 403. */
export const COUPON_CHECK_FAILED = 'Unable to validate coupon at the moment. Please try again.';
/** The island's toast when the coupon call itself failed. */
export const COUPON_APPLY_FAILED = 'Error applying coupon';
/** checkStock failed. */
export const STOCK_CHECK_FAILED = 'Failed to verify product availability. Please try again.';
/** placeOrder failed (docs/rules.md §8 "Place order failure"). */
export const PLACE_ORDER_FAILED = 'Failed to place order. Please try again.';

/** The coupon lookup's filter was refused (PocketBase 400). */
export const COUPON_BAD_FILTER = 'Invalid filter provided. Please check your request and try again.';
/** The coupon lookup was forbidden (PocketBase 403). */
export const COUPON_FORBIDDEN = "You don't have the necessary permissions to perform this action.";

/** A district/city pair that cannot be delivered to (BAD_REQUEST: the shopper picks again). */
export const DISTRICT_UNAVAILABLE = 'The selected district is not available. Please choose your district again.';
export const BRANCH_UNAVAILABLE = 'The selected city/area is not available. Please choose your city/area again.';
export const BRANCH_NOT_IN_DISTRICT =
  'The selected city/area is not in the selected district. Please choose your city/area again.';

/** The same product twice in one order. */
export const DUPLICATE_PRODUCT = 'Each product may appear only once in an order.';
/** A repeated idempotency key with other content: says nothing about the order that key placed. */
export const KEY_REUSED =
  'This order was already submitted with different details. Please reload the page and try again.';

/** docs/offline.md: an order kept on the phone because the shop did not answer (no connection, or it dropped). */
export const ORDER_SAVED_TITLE = 'Saved on this phone, not sent yet';
export const ORDER_NOT_SENT =
  'No connection to the shop. Your order is saved on this phone and will be sent when you are back online.';
/** The stock check got no answer: the order may still be confirmed; the server checks stock when it arrives. */
export const STOCK_NOT_CHECKED =
  'No connection to check stock now. You can still confirm: the shop checks stock and prices when your order is sent.';
/** An island's read got no answer after its tries (src/lib/patient-request.ts). */
export const NO_CONNECTION = 'No answer from the shop: check your connection and try again.';
