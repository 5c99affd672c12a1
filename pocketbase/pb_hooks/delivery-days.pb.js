/// <reference path="../types.d.ts" />
// Delivery days (docs/rules.md "Delivery days", docs/operators.md "Delivery days"): what an operator saves in the
// dashboard is refused, with a sentence under the field, when the rule (lib/delivery-days.js) could not use it; and
// the shop server's read of a branch's next days (src/pages/delivery-days.json.ts answers shoppers with it).

// An operator's save or delete of a route, pickup point or closed days is checked and written in one write
// transaction. The checks below read other records (the branches other routes have, the periods already closed, the
// orders a route still delivers), and PocketBase's record API checks a record before it writes it, outside any
// transaction: two saves at once could each pass, or an order be placed between a delete's check and the delete
// (its route then emptied). In the transaction, orders placed (orders.pb.js) and other saves wait their turn.
// Registered first in this file, so the delete checks below run inside it too.
/** @param {core.RecordRequestEvent} e */
const checkedAndWrittenTogether = (e) =>
  require(`${__hooks}/lib/write-transaction.js`).inRecordTransaction(e, () => e.next());
onRecordCreateRequest(checkedAndWrittenTogether, 'routes', 'pickup_points', 'closed_days');
onRecordUpdateRequest(checkedAndWrittenTogether, 'routes', 'pickup_points', 'closed_days');
onRecordDeleteRequest(checkedAndWrittenTogether, 'routes', 'pickup_points', 'closed_days');

onRecordValidate((e) => {
  // Names and addresses shoppers read: trimmed, and something a person can see (spaces alone are refused).
  const ROUTE_TEXTS = { name: "Write the route's name, as staff call it. Example: Kathmandu valley." };
  const days = require(`${__hooks}/lib/delivery-days.js`);
  // "१८:००" or "18.00" from a Nepali keyboard is the 18:00 the rule reads.
  e.record.set('cutoff_time', days.typedTime(e.record.getString('cutoff_time')));
  const places = require(`${__hooks}/lib/delivery-schedule.js`);
  const problems = days.scheduleProblems(places.scheduleOf(e.record));
  if (e.record.getString('cutoff_time').trim() === '')
    problems.cutoff_time = 'Write the time orders close. Example: 18:00.';
  if (e.record.getInt('cutoff_days_before') < 1 && !problems.cutoff_days_before)
    problems.cutoff_days_before =
      'A route closes its orders at least the day before it delivers: write 1 (the day before) or more.';
  const districts = e.record.get('districts');
  const branches = e.record.get('branches');
  if ((!Array.isArray(districts) || districts.length === 0) && (!Array.isArray(branches) || branches.length === 0))
    problems.districts = 'Choose the districts or the branches this route serves (or both).';
  // A branch or a district has one route: a second naming it would never serve it (lib/delivery-schedule.js routeOf).
  Object.assign(problems, places.takenPlaceProblems(e.app, e.record));
  const texts = require(`${__hooks}/lib/visible-text.js`);
  Object.assign(problems, texts.namedFields(e.record, ROUTE_TEXTS), texts.nepaliFields(e.record, ['name_ne']));
  if (Object.keys(problems).length > 0)
    throw require(`${__hooks}/lib/integrity.js`).fieldErrors(problems, 'Please fix this route.');
  e.next();
}, 'routes');

onRecordValidate((e) => {
  const POINT_TEXTS = {
    name: "Write the pickup point's name, as shoppers will see it. Example: Lakeside farmers corner.",
    address: 'Write where it is, so shoppers can find it. Example: Street 13, opposite the boat stand.',
  };
  const days = require(`${__hooks}/lib/delivery-days.js`);
  for (const name of ['opens_at', 'closes_at', 'cutoff_time'])
    e.record.set(name, days.typedTime(e.record.getString(name)));
  const schedule = require(`${__hooks}/lib/delivery-schedule.js`).scheduleOf(e.record);
  const problems = days.scheduleProblems(schedule);
  const opens = days.minutesOf(e.record.getString('opens_at'));
  const closes = days.minutesOf(e.record.getString('closes_at'));
  if (opens < 0) problems.opens_at = 'Write when it opens as hours:minutes from 00:00 to 23:59. Example: 10:00.';
  if (closes < 0) problems.closes_at = 'Write when it closes as hours:minutes from 00:00 to 23:59. Example: 17:00.';
  else if (opens >= 0 && closes === opens)
    problems.closes_at = `It opens and closes at ${e.record.getString('opens_at')}: write when it closes, after it opens.`;
  else if (opens >= 0 && closes < opens)
    problems.closes_at = `It closes at ${e.record.getString('closes_at')}, before it opens at ${e.record.getString('opens_at')}: check the two times.`;
  // A pickup point is open on its weekdays; nothing is delivered there.
  if (problems.weekdays) problems.weekdays = 'Choose at least one weekday on which shoppers can collect here.';
  if (opens < 0 && e.record.getInt('cutoff_days_before') === 0) delete problems.cutoff_days_before; // said under opens_at
  const moved = require(`${__hooks}/lib/delivery-schedule.js`).pointMoveProblem(e.app, e.record);
  if (moved) problems.branch = moved;
  const texts = require(`${__hooks}/lib/visible-text.js`);
  Object.assign(
    problems,
    texts.namedFields(e.record, POINT_TEXTS),
    texts.nepaliFields(e.record, ['name_ne', 'address_ne']),
  );
  if (Object.keys(problems).length > 0)
    throw require(`${__hooks}/lib/integrity.js`).fieldErrors(problems, 'Please fix this pickup point.');
  e.next();
}, 'pickup_points');

onRecordValidate((e) => {
  const CLOSED_TEXTS = { name: 'Name the closure, as shoppers will read it. Example: Dashain.' };
  const days = require(`${__hooks}/lib/delivery-days.js`);
  const bs = require(`${__hooks}/lib/bs-date.js`);
  // A BS date typed (or changed) by the operator sets its AD day; one left as it was follows the AD day (below).
  /** @type {Record<string, string>} */
  const bsProblems = {};
  let typedInBs = false;
  for (const [ad, bsName] of [
    ['from', 'from_bs'],
    ['to', 'to_bs'],
  ]) {
    const typed = e.record.getString(bsName).trim();
    const before = e.record.isNew() ? '' : e.record.original().getString(bsName);
    if (typed === '' || typed === before) continue;
    typedInBs = true;
    const read = bs.bsToAd(typed);
    if ('problem' in read) bsProblems[bsName] = read.problem;
    else e.record.set(ad, `${read.ad} 00:00:00.000Z`);
  }
  // the days the operator picked, in Nepal (the date picker works in the browser's time zone)
  const from = days.pickedDay(e.record.getString('from'));
  const to = days.pickedDay(e.record.getString('to'));
  /** @type {Record<string, string>} */
  const problems = days.closedRangeProblems({ from, to });
  // An impossible BS date is said under its own field, not again as a missing AD day.
  if (bsProblems.from_bs) delete problems.from;
  if (bsProblems.to_bs) delete problems.to;
  // A period typed in BS that ends before it starts (or runs too long) is said under the BS field, in BS dates too.
  if (typedInBs && problems.to && !bsProblems.to_bs && !bsProblems.from_bs) {
    problems.to_bs =
      from && to && to < from
        ? `The last closed day (BS ${bs.adToBs(to)}, ${to}) comes before the first (BS ${bs.adToBs(from)}, ${from}).`
        : problems.to;
    delete problems.to;
  }
  Object.assign(problems, bsProblems);
  // The closure's name goes into "We do not deliver on {day} ({closed})": blank would leave "()".
  const texts = require(`${__hooks}/lib/visible-text.js`);
  Object.assign(problems, texts.namedFields(e.record, CLOSED_TEXTS), texts.nepaliFields(e.record, ['name_ne']));
  if (Object.keys(problems).length === 0) {
    // Two periods over the same days would be one closure named twice: the operator extends the one there is.
    const others = e.app.findRecordsByFilter(
      'closed_days',
      'id != {:id} && from <= {:to} && to >= {:from}',
      'from',
      1,
      0,
      { id: e.record.id, from: `${from} 00:00:00.000Z`, to: `${to} 23:59:59.999Z` },
    );
    if (others.length > 0) {
      const other = others[0];
      problems.from = `These days overlap "${other.getString('name')}" (${days.calendarDay(other.getString('from'))} to ${days.calendarDay(other.getString('to'))}): change that period instead, or choose days outside it.`;
    }
  }
  if (Object.keys(problems).length > 0)
    throw require(`${__hooks}/lib/integrity.js`).fieldErrors(problems, 'Please fix these closed days.');
  // Stored as the calendar days they are (midnight UTC), whatever time the date picker added.
  e.record.set('from', `${from} 00:00:00.000Z`);
  e.record.set('to', `${to} 00:00:00.000Z`);
  // The BS dates of the days stored, so the two columns always agree ("" outside the BS years the table covers).
  e.record.set('from_bs', bs.adToBs(from));
  e.record.set('to_bs', bs.adToBs(to));
  e.next();
}, 'closed_days');

// A route or pickup point that orders still to deliver use is not deleted: PocketBase would empty their `route` or
// `pickup_point`, so a pickup order would read as a home delivery and leave its route sheet. Finished orders keep
// their day and history; the relation is emptied on theirs.
// (Each handler runs on its own, seeing nothing declared outside it: the check is in lib/delivery-schedule.js.)
onRecordDeleteRequest((e) => {
  const refusal = require(`${__hooks}/lib/delivery-schedule.js`).deleteRefusal(e.app, 'route', e.record.id);
  if (refusal) throw new BadRequestError(refusal);
  e.next();
}, 'routes');

onRecordDeleteRequest((e) => {
  const refusal = require(`${__hooks}/lib/delivery-schedule.js`).deleteRefusal(e.app, 'pickup_point', e.record.id);
  if (refusal) throw new BadRequestError(refusal);
  e.next();
}, 'pickup_points');

// A branch's next delivery days and pickup points, for the shop server only (it caches the answer for a minute).
routerAdd(
  'GET',
  '/api/shop/delivery-days',
  (e) => {
    const schedule = require(`${__hooks}/lib/delivery-schedule.js`);
    const branchId = String(e.request.url.query().get('branch') || '');
    if (!/^[A-Za-z0-9_-]{1,50}$/.test(branchId))
      return e.json(400, { code: 'invalid', message: 'branch must be a record id' });
    const districtId = String(e.request.url.query().get('district') || '');
    if (districtId !== '' && !/^[A-Za-z0-9_-]{1,50}$/.test(districtId))
      return e.json(400, { code: 'invalid', message: 'district must be a record id' });
    // A pre-order's ships-from day (the product page's "would arrive" line): the days start from it.
    const from = String(e.request.url.query().get('from') || '');
    if (from !== '' && require(`${__hooks}/lib/delivery-days.js`).calendarDay(from) !== from)
      return e.json(400, { code: 'invalid', message: 'from must be a day, YYYY-MM-DD' });
    const branch = schedule.findBranch($app, branchId);
    if (!branch) return e.json(404, { code: 'not_found', message: 'No delivery branch has this id.' });
    if (districtId !== '') {
      let district;
      try {
        district = $app.findRecordById('districts', districtId);
      } catch (_) {
        return e.json(404, { code: 'not_found', message: 'No district has this id.' });
      }
      if (district.getString('districtName') !== branch.getString('districtName'))
        return e.json(404, { code: 'not_found', message: 'This branch is not in this district.' });
    }
    const offer = schedule.offerOf($app, branch, Date.now(), 4, from);
    return e.json(200, {
      branch: { id: branch.id, districtName: branch.getString('districtName') },
      route: offer.route,
      pickupPoints: offer.pickupPoints,
    });
  },
  $apis.requireAuth('shop_service'),
);
