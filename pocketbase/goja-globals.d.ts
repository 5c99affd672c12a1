// Globals PocketBase's JS engine gives the hooks that its generated declarations (types.d.ts) leave out.

/** PocketBase's console: each call is written to the app's logs. */
declare var console: {
  log(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
  debug(...data: unknown[]): void;
};

// The hooks load their helpers as require(`${__hooks}/lib/<name>.js`); each line below gives such a call the
// module's own types, so calls across modules are checked too. tests/unit/repo/hook-types.test.ts fails when a
// module of pb_hooks/lib/ has no line here (its callers would see `any`).
declare function require(path: `${string}/lib/nepal-clock.js`): typeof import('./pb_hooks/lib/nepal-clock.js');
declare function require(path: `${string}/lib/desk-sign-in.js`): typeof import('./pb_hooks/lib/desk-sign-in.js');
declare function require(path: `${string}/lib/integrity.js`): typeof import('./pb_hooks/lib/integrity.js');
declare function require(path: `${string}/lib/read-cache.js`): typeof import('./pb_hooks/lib/read-cache.js');
declare function require(path: `${string}/lib/json-fields.js`): typeof import('./pb_hooks/lib/json-fields.js');
declare function require(path: `${string}/lib/lifecycle.js`): typeof import('./pb_hooks/lib/lifecycle.js');
declare function require(path: `${string}/lib/payment-state.js`): typeof import('./pb_hooks/lib/payment-state.js');
declare function require(path: `${string}/lib/payments.js`): typeof import('./pb_hooks/lib/payments.js');
declare function require(path: `${string}/lib/lot-code.js`): typeof import('./pb_hooks/lib/lot-code.js');
declare function require(path: `${string}/lib/lots.js`): typeof import('./pb_hooks/lib/lots.js');
declare function require(path: `${string}/lib/operators.js`): typeof import('./pb_hooks/lib/operators.js');
declare function require(path: `${string}/lib/order-history.js`): typeof import('./pb_hooks/lib/order-history.js');
declare function require(path: `${string}/lib/order-number.js`): typeof import('./pb_hooks/lib/order-number.js');
declare function require(path: `${string}/lib/order-status.js`): typeof import('./pb_hooks/lib/order-status.js');
declare function require(path: `${string}/lib/orders.js`): typeof import('./pb_hooks/lib/orders.js');
declare function require(path: `${string}/lib/paths.js`): typeof import('./pb_hooks/lib/paths.js');
declare function require(path: `${string}/lib/shop-forms.js`): typeof import('./pb_hooks/lib/shop-forms.js');
declare function require(path: `${string}/lib/slug.js`): typeof import('./pb_hooks/lib/slug.js');
declare function require(path: `${string}/lib/rate-limits.js`): typeof import('./pb_hooks/lib/rate-limits.js');
declare function require(path: `${string}/lib/stock-rules.js`): typeof import('./pb_hooks/lib/stock-rules.js');
declare function require(path: `${string}/lib/stock.js`): typeof import('./pb_hooks/lib/stock.js');
declare function require(path: `${string}/lib/units.js`): typeof import('./pb_hooks/lib/units.js');
declare function require(path: `${string}/lib/visible-text.js`): typeof import('./pb_hooks/lib/visible-text.js');
declare function require(path: `${string}/lib/order-events.js`): typeof import('./pb_hooks/lib/order-events.js');
declare function require(path: `${string}/lib/nepali-words.js`): typeof import('./pb_hooks/lib/nepali-words.js');
declare function require(path: `${string}/lib/delivery-days.js`): typeof import('./pb_hooks/lib/delivery-days.js');
declare function require(path: `${string}/lib/bs-date.js`): typeof import('./pb_hooks/lib/bs-date.js');
declare function require(
  path: `${string}/lib/delivery-schedule.js`,
): typeof import('./pb_hooks/lib/delivery-schedule.js');
declare function require(path: `${string}/lib/message-rules.js`): typeof import('./pb_hooks/lib/message-rules.js');
declare function require(
  path: `${string}/lib/shopper-messages.js`,
): typeof import('./pb_hooks/lib/shopper-messages.js');
declare function require(path: `${string}/lib/stock-alerts.js`): typeof import('./pb_hooks/lib/stock-alerts.js');
declare function require(path: `${string}/lib/email-address.js`): typeof import('./pb_hooks/lib/email-address.js');
declare function require(path: `${string}/lib/sms-receipts.js`): typeof import('./pb_hooks/lib/sms-receipts.js');
declare function require(path: `${string}/lib/message-claims.js`): typeof import('./pb_hooks/lib/message-claims.js');
declare function require(
  path: `${string}/lib/write-transaction.js`,
): typeof import('./pb_hooks/lib/write-transaction.js');
declare function require(path: `${string}/lib/packing-rules.js`): typeof import('./pb_hooks/lib/packing-rules.js');
declare function require(path: `${string}/lib/packing.js`): typeof import('./pb_hooks/lib/packing.js');
declare function require(path: `${string}/lib/cash.js`): typeof import('./pb_hooks/lib/cash.js');
declare function require(path: `${string}/lib/modules.js`): typeof import('./pb_hooks/lib/modules.js');
declare function require(path: `${string}/lib/cash-rules.js`): typeof import('./pb_hooks/lib/cash-rules.js');
declare function require(path: `${string}/lib/order-change.js`): typeof import('./pb_hooks/lib/order-change.js');
// Anything else: the JSON tables beside them.
// biome-ignore lint/suspicious/noExplicitAny: a JSON table is read as the hook's code expects it
declare function require(path: string): any;

// The same modules by name, for lib/modules.js lib(name) (loaded once per runtime): the same test checks this list.
interface HookModules {
  'bs-date': typeof import('./pb_hooks/lib/bs-date.js');
  cash: typeof import('./pb_hooks/lib/cash.js');
  'cash-rules': typeof import('./pb_hooks/lib/cash-rules.js');
  'delivery-days': typeof import('./pb_hooks/lib/delivery-days.js');
  'delivery-schedule': typeof import('./pb_hooks/lib/delivery-schedule.js');
  'desk-sign-in': typeof import('./pb_hooks/lib/desk-sign-in.js');
  'email-address': typeof import('./pb_hooks/lib/email-address.js');
  integrity: typeof import('./pb_hooks/lib/integrity.js');
  'json-fields': typeof import('./pb_hooks/lib/json-fields.js');
  lifecycle: typeof import('./pb_hooks/lib/lifecycle.js');
  'lot-code': typeof import('./pb_hooks/lib/lot-code.js');
  lots: typeof import('./pb_hooks/lib/lots.js');
  'message-claims': typeof import('./pb_hooks/lib/message-claims.js');
  'message-rules': typeof import('./pb_hooks/lib/message-rules.js');
  modules: typeof import('./pb_hooks/lib/modules.js');
  'nepal-clock': typeof import('./pb_hooks/lib/nepal-clock.js');
  'nepali-words': typeof import('./pb_hooks/lib/nepali-words.js');
  operators: typeof import('./pb_hooks/lib/operators.js');
  'order-change': typeof import('./pb_hooks/lib/order-change.js');
  'order-events': typeof import('./pb_hooks/lib/order-events.js');
  'order-history': typeof import('./pb_hooks/lib/order-history.js');
  'order-number': typeof import('./pb_hooks/lib/order-number.js');
  'order-status': typeof import('./pb_hooks/lib/order-status.js');
  orders: typeof import('./pb_hooks/lib/orders.js');
  packing: typeof import('./pb_hooks/lib/packing.js');
  'packing-rules': typeof import('./pb_hooks/lib/packing-rules.js');
  paths: typeof import('./pb_hooks/lib/paths.js');
  'payment-state': typeof import('./pb_hooks/lib/payment-state.js');
  payments: typeof import('./pb_hooks/lib/payments.js');
  'rate-limits': typeof import('./pb_hooks/lib/rate-limits.js');
  'read-cache': typeof import('./pb_hooks/lib/read-cache.js');
  'shop-forms': typeof import('./pb_hooks/lib/shop-forms.js');
  'shopper-messages': typeof import('./pb_hooks/lib/shopper-messages.js');
  slug: typeof import('./pb_hooks/lib/slug.js');
  'sms-receipts': typeof import('./pb_hooks/lib/sms-receipts.js');
  stock: typeof import('./pb_hooks/lib/stock.js');
  'stock-alerts': typeof import('./pb_hooks/lib/stock-alerts.js');
  'stock-rules': typeof import('./pb_hooks/lib/stock-rules.js');
  units: typeof import('./pb_hooks/lib/units.js');
  'visible-text': typeof import('./pb_hooks/lib/visible-text.js');
  'write-transaction': typeof import('./pb_hooks/lib/write-transaction.js');
}
