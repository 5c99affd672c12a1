/// <reference path="../pb_data/types.d.ts" />
// Dashboard mistakes refused with a message that states the rule, and the
// defaults operators expect (docs/operators.md). Helpers: lib/operators.js.

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/operators.js`);
  lib.checkSlug(e.record);
  lib.normaliseCategory(e.app, e.record);
  const refusal = lib.fieldErrors(lib.resolveProductUnit(e.record));
  if (refusal) throw refusal;
  e.next();
}, 'web_products');

onRecordValidate((e) => {
  require(`${__hooks}/lib/operators.js`).checkSlug(e.record);
  e.next();
}, 'posts');

onRecordValidate((e) => {
  require(`${__hooks}/lib/operators.js`).normaliseCoupon(e.record);
  e.next();
}, 'coupon');

// New products are available and visible unless the operator unticks them.
// PocketBase has no default value for a bool, and its dashboard (v0.39)
// leaves a switch nobody touched out of the create request entirely (the new
// record starts empty and only edited fields are sent), while a switch that
// was ticked and unticked is sent as false. So a missing key means "not
// chosen" and becomes true; an explicit false is kept. API clients that omit
// the fields get the same default (the docs/rules.md: available unless explicitly false).
onRecordCreateRequest((e) => {
  const body = e.requestInfo().body || {};
  for (const name of ['is_available', 'isVisible']) {
    if (!(name in body)) e.record.set(name, true);
  }
  e.next();
}, 'web_products');
