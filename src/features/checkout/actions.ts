// Checkout actions (coupon validation, stock check, order placement).
export const checkoutActions = {};
