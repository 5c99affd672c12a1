/**
 * docs/rules.md §8: every checkout failure message, verbatim, in one table. The server's actions and services answer
 * with these, and the island shows the same text when a call fails before the server could answer.
 */
export const CHECKOUT_FAILURES = {
  /** listDistricts failed. */
  districts: 'Failed to load districts. Please refresh the page.',
  /** listBranches failed. */
  branches: 'Failed to load cities. Please try again.',
  /** quote failed. */
  quote: 'Unable to calculate your order total at the moment. Please try again.',
  /** validateCoupon failed (also the coupon lookup's answer for a PocketBase failure other than 400 and 403). */
  coupon: 'Unable to validate coupon at the moment. Please try again.',
  /** The island's toast when the coupon call itself failed. */
  couponApply: 'Error applying coupon',
  /** checkStock failed. */
  stock: 'Failed to verify product availability. Please try again.',
  /** placeOrder failed (docs/rules.md §8 "Place order failure"). */
  placeOrder: 'Failed to place order. Please try again.',
  /** The coupon lookup's filter was refused (PocketBase 400). */
  couponBadFilter: 'Invalid filter provided. Please check your request and try again.',
  /** The coupon lookup was forbidden (PocketBase 403). */
  couponForbidden: "You don't have the necessary permissions to perform this action.",
  /** A district/city pair that cannot be delivered to (BAD_REQUEST: the shopper picks again). */
  district: 'The selected district is not available. Please choose your district again.',
  branch: 'The selected city/area is not available. Please choose your city/area again.',
  mismatch: 'The selected city/area is not in the selected district. Please choose your city/area again.',
  /** The same product twice in one order. */
  duplicateProduct: 'Each product may appear only once in an order.',
  /** A repeated idempotency key with other content: says nothing about the order that key placed. */
  keyReused: 'This order was already submitted with different details. Please reload the page and try again.',
} as const;
