/// <reference path="../types.d.ts" />
// Dashboard mistakes refused with a message that states the rule, and the
// defaults operators expect (docs/operators.md). Helpers: lib/operators.js.

onRecordValidate((e) => {
  // A product sold by weight is priced from its weight settings (docs/rules.md "Packing: weights and substitutions"):
  // settings that make no sense are refused under their fields (lib/packing-rules.js), before its price is set from
  // them and checked.
  const weight = require(`${__hooks}/lib/packing-rules.js`);
  // The unit as this save will leave it: amount and kind, when given, rewrite its text (lib/operators.js
  // resolveProductUnit, below), so the text the form sent back may still be the old unit's.
  const unit = require(`${__hooks}/lib/units.js`).resolveUnit(
    e.record.getFloat('unit_amount'),
    e.record.getString('unit_kind'),
    e.record.getString('unit'),
  ).text;
  const settings = {
    sold_by_weight: e.record.getBool('sold_by_weight'),
    weight_price: e.record.getFloat('weight_price'),
    nominal_kg: e.record.getFloat('nominal_kg'),
    weight_tolerance: e.record.getFloat('weight_tolerance'),
    weight_price_per: e.record.getString('weight_price_per'),
    unit: unit === undefined ? e.record.getString('unit') : unit,
  };
  const weightProblems = weight.productProblems(settings);
  if (Object.keys(weightProblems).length > 0) throw require(`${__hooks}/lib/integrity.js`).fieldErrors(weightProblems);
  // The shopper pays at checkout what one unit of "about 1 kg" costs.
  if (settings.sold_by_weight) e.record.set('price', weight.unitPrice(settings));
  const lib = require(`${__hooks}/lib/operators.js`);
  const refusal = lib.fieldErrors(lib.productProblems(e.app, e.record));
  if (refusal) throw refusal;
  e.next();
}, 'web_products');

onRecordValidate((e) => {
  require(`${__hooks}/lib/operators.js`).checkSlug(e.record);
  e.next();
}, 'posts');

onRecordValidate((e) => {
  require(`${__hooks}/lib/operators.js`).normaliseCoupon(e.app, e.record);
  e.next();
}, 'coupon');

// A campaign's name as typed, without the spaces around it. Only on the operator's request: the placement hook saves
// campaigns too (their budget), and must never be refused over a name.
/** @param {core.RecordRequestEvent} e */
function trimCampaignName(e) {
  e.record.set('name', e.record.getString('name').trim());
  e.next();
}
onRecordCreateRequest(trimCampaignName, 'campaigns');
onRecordUpdateRequest(trimCampaignName, 'campaigns');

// A campaign's form left open while orders used its budget would write the old budget back over what they took (the
// dashboard sends the whole record it loaded, with its `updated`), and coupons would give more than the budget: the
// save is refused, as an order's stale save is (lib/order-events.js refuseStaleSave). Compared with the campaign as
// it is under the write lock, where placement charges it (lib/orders.js chargeCampaign): an order charging it between
// a check before the save and the save would be written over all the same.
// (The version travels on the record under '@sentVersion': a handler sees nothing of this file around it.)
onRecordUpdateRequest((e) => {
  e.record.set('@sentVersion', require(`${__hooks}/lib/integrity.js`).sentVersion(e));
  e.next();
}, 'campaigns');
onRecordUpdateExecute((e) => {
  const version = e.record.get('@sentVersion');
  if (typeof version !== 'string' || version === '') return e.next();
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, (txApp) => {
    const stored = txApp.findRecordById('campaigns', e.record.id);
    if (version !== stored.getString('updated')) {
      const problem = `Changed since you opened it (orders use its budget: Rs. ${stored.getFloat('remaining_budget')} left now). Reload the campaign and make your change again.`;
      throw require(`${__hooks}/lib/integrity.js`).fieldErrors({ remaining_budget: problem }, problem);
    }
    e.next();
  });
}, 'campaigns');

// A new product's switches. The dashboard (v0.39) shows an untouched switch OFF and leaves it out of the create
// request (only edited fields are sent), so from the dashboard a missing switch is saved OFF: what the operator saw
// (docs/operators.md). API clients that omit the fields get the documented default instead: available and visible
// unless explicitly false (docs/rules.md). The dashboard is told apart by its page, /_/, in the Referer header that
// browsers send with its requests.
onRecordCreateRequest((e) => {
  const info = e.requestInfo();
  const body = info.body || {};
  const referer = String(info.headers?.referer || '');
  const fromDashboard = /^https?:\/\/[^/]+\/_\/?(#.*)?$/.test(referer);
  for (const name of ['is_available', 'isVisible']) {
    if (!(name in body)) e.record.set(name, !fromDashboard);
  }
  e.next();
}, 'web_products');

// A farmer is named on the farmers page and the payout report: spaces alone are no name (the build would leave the
// farmer out), and the name is stored trimmed (lib/visible-text.js), as a route's or a lot's district.
onRecordValidate((e) => {
  const problems = require(`${__hooks}/lib/visible-text.js`).namedFields(e.record, {
    name: "Write the farmer's name, as shoppers will see it. Example: Purna Bahadur Gurung.",
  });
  const refusal = require(`${__hooks}/lib/operators.js`).fieldErrors(problems);
  if (refusal) throw refusal;
  e.next();
}, 'farmers');
