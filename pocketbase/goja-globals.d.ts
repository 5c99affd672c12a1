// Globals PocketBase's JS engine gives the hooks that its generated declarations (types.d.ts) leave out.

/** PocketBase's console: each call is written to the app's logs. */
declare var console: {
  log(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
  debug(...data: unknown[]): void;
};

// The hooks load their helpers as require(`${__hooks}/lib/<name>.js`), or by name through lib/modules.js lib(name)
// (loaded once per runtime). Either way the call gets the module's own types from HookModules below, so calls across
// modules are checked too. tests/unit/repo/hook-types.test.ts fails when a module of pb_hooks/lib/ is missing there
// (its callers would see `any`).
declare function require<Name extends keyof HookModules>(path: `${string}/lib/${Name}.js`): HookModules[Name];
// Anything else: the JSON tables beside them.
// biome-ignore lint/suspicious/noExplicitAny: a JSON table is read as the hook's code expects it
declare function require(path: string): any;

// Every helper module of pb_hooks/lib/, by name.
interface HookModules {
  'bs-date': typeof import('./pb_hooks/lib/bs-date.js');
  cash: typeof import('./pb_hooks/lib/cash.js');
  'cash-rules': typeof import('./pb_hooks/lib/cash-rules.js');
  'delivery-days': typeof import('./pb_hooks/lib/delivery-days.js');
  'delivery-schedule': typeof import('./pb_hooks/lib/delivery-schedule.js');
  'desk-lookups': typeof import('./pb_hooks/lib/desk-lookups.js');
  'desk-sign-in': typeof import('./pb_hooks/lib/desk-sign-in.js');
  'email-address': typeof import('./pb_hooks/lib/email-address.js');
  integrity: typeof import('./pb_hooks/lib/integrity.js');
  'json-fields': typeof import('./pb_hooks/lib/json-fields.js');
  lifecycle: typeof import('./pb_hooks/lib/lifecycle.js');
  'lot-code': typeof import('./pb_hooks/lib/lot-code.js');
  lots: typeof import('./pb_hooks/lib/lots.js');
  'machine-accounts': typeof import('./pb_hooks/lib/machine-accounts.js');
  'message-claims': typeof import('./pb_hooks/lib/message-claims.js');
  'message-rules': typeof import('./pb_hooks/lib/message-rules.js');
  modules: typeof import('./pb_hooks/lib/modules.js');
  'nepal-clock': typeof import('./pb_hooks/lib/nepal-clock.js');
  'nepali-words': typeof import('./pb_hooks/lib/nepali-words.js');
  'number-limits': typeof import('./pb_hooks/lib/number-limits.js');
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
  places: typeof import('./pb_hooks/lib/places.js');
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
