// Delivery days read from the records (docs/rules.md "Delivery days"): a branch's route, its closed days, how many
// orders each day holds, and its pickup points, put through the pure rule (lib/delivery-days.js). Used by the shop's
// read route (delivery-days.pb.js, GET /api/shop/delivery-days) and by the order hook (orders.pb.js) inside its
// write transaction, where the counts it reads are exact: PocketBase has one write connection.

const { lib } = require(`${__hooks}/lib/modules.js`);

const CANCELLED = 'Cancelled';

/**
 * A route or pickup point as the shop reads it, with its schedule.
 * @typedef {{ id: string, name: string, name_ne: string, schedule: import('./delivery-days.js').Schedule }} Place
 */

/**
 * What a multi-valued field of a record holds (weekdays, a relation's ids), as strings.
 * @param {core.Record} record
 * @param {string} field
 * @returns {string[]}
 */
function valuesIn(record, field) {
  const values = record.get(field);
  return Array.isArray(values) ? values.map(String) : [];
}

/**
 * @param {core.Record} record a routes or pickup_points record
 * @returns {import('./delivery-days.js').Schedule}
 */
function scheduleOf(record) {
  return {
    weekdays: valuesIn(record, 'weekdays'),
    cutoffTime: record.getString('cutoff_time'),
    cutoffDaysBefore: record.getInt('cutoff_days_before'),
    capacity: record.collection().name === 'routes' ? record.getInt('capacity') : 0,
    opensAt: record.collection().name === 'pickup_points' ? record.getString('opens_at') : undefined,
  };
}

/**
 * The branch record, or null when there is none with this id.
 * @param {CoreApp} app
 * @param {string} branchId
 */
function findBranch(app, branchId) {
  try {
    return app.findRecordById('delivery_branch', branchId);
  } catch (_) {
    return null;
  }
}

/**
 * The route serving a branch: one naming the branch itself, else one naming its district; null when none does.
 * A branch or a district is on one route at most (takenPlaceProblems); in data saved before that rule, the route
 * saved first wins.
 * @param {CoreApp} app
 * @param {core.Record} branch
 */
function routeOf(app, branch) {
  const named = app.findRecordsByFilter('routes', 'branches ~ {:b}', 'created', 1, 0, { b: branch.id });
  if (named.length > 0) return named[0];
  let district;
  try {
    district = app.findFirstRecordByFilter('districts', 'districtName = {:d}', { d: branch.getString('districtName') });
  } catch (_) {
    return null;
  }
  const served = app.findRecordsByFilter('routes', 'districts ~ {:d}', 'created', 1, 0, { d: district.id });
  return served.length > 0 ? served[0] : null;
}

/**
 * Why a route cannot name these branches and districts: other routes name them already (routeOf would give them to the
 * route saved first, so this one would never serve them). Every clash of a field is named, so an operator fixes them
 * in one go. A branch named here may still lie in a district another route serves: the branch's own route goes
 * first. Empty when there is nothing to say.
 * @param {CoreApp} app
 * @param {core.Record} route a routes record being saved
 * @returns {Record<string, string>}
 */
function takenPlaceProblems(app, route) {
  /** @type {Record<string, string>} */
  const problems = {};
  // The other routes, oldest first as routeOf reads them: a shop has a handful, so they are read once, compared here.
  const others = app.findRecordsByFilter('routes', 'id != {:route}', 'created', 0, 0, { route: route.id });
  for (const [field, collection, nameField, noun, nouns] of [
    ['branches', 'delivery_branch', 'branchName', 'branch', 'branches'],
    ['districts', 'districts', 'districtName', 'district', 'districts'],
  ]) {
    const clashes = [];
    for (const id of valuesIn(route, field)) {
      const other = others.find((r) => valuesIn(r, field).includes(id));
      if (!other) continue;
      let name = id;
      try {
        name = app.findRecordById(collection, id).getString(nameField);
      } catch (_) {
        // a deleted record: the relation field says so itself
      }
      clashes.push({ name, route: other.getString('name') });
    }
    if (clashes.length === 1) {
      const { name, route: other } = clashes[0];
      problems[field] =
        `${name} is on the route "${other}" already: a ${noun} has one route. Take it off "${other}" first, or leave it out here.`;
    } else if (clashes.length > 1) {
      const list = clashes.map((c) => `${c.name} on "${c.route}"`).join(', ');
      problems[field] =
        `These ${nouns} are on other routes already: ${list}. A ${noun} has one route: take each off its route first, or leave them out here.`;
    }
  }
  return problems;
}

/**
 * The closed ranges that end on or after `today` (Nepal date).
 * @param {CoreApp} app
 * @param {string} today
 * @returns {import('./delivery-days.js').ClosedRange[]}
 */
function closedRanges(app, today) {
  const days = lib('delivery-days');
  /** @type {import('./delivery-days.js').ClosedRange[]} */
  const all = lib('read-cache').cached('delivery', 'closed-days', () =>
    app.findRecordsByFilter('closed_days', "id != ''", 'from', 1000, 0).map((r) => ({
      from: days.calendarDay(r.getString('from')),
      to: days.calendarDay(r.getString('to')),
      name: r.getString('name'),
      name_ne: r.getString('name_ne'),
    })),
  );
  return all.filter((range) => range.to >= today);
}

/**
 * A route as the schedule rules need it (plain data, so it can be kept between requests: lib/read-cache.js).
 * @typedef {{ id: string, name: string, name_ne: string, schedule: import('./delivery-days.js').Schedule }} RouteFacts
 */

/**
 * The route serving a branch (routeOf), or null; `found` is false when there is no branch with this id.
 * @param {CoreApp} app
 * @param {string} branchId
 * @returns {{ found: boolean, route: RouteFacts | null }}
 */
function branchRoute(app, branchId) {
  return lib('read-cache').cached('delivery', `branch-route:${branchId}`, () => {
    const branch = findBranch(app, branchId);
    if (!branch) return { found: false, route: /** @type {RouteFacts | null} */ (null) };
    const route = routeOf(app, branch);
    return {
      found: true,
      route: route
        ? {
            id: route.id,
            name: route.getString('name'),
            name_ne: route.getString('name_ne'),
            schedule: scheduleOf(route),
          }
        : null,
    };
  });
}

/**
 * Orders on a route per delivery day from `today` on (cancelled ones free their place): day → count.
 * @param {CoreApp} app
 * @param {string} routeId
 * @param {string} today
 * @returns {Record<string, number>}
 */
function countsOf(app, routeId, today) {
  const rows = arrayOf(new DynamicModel({ day: '', n: 0 }));
  app
    .db()
    .newQuery(
      'SELECT delivery_day AS day, COUNT(*) AS n FROM orders WHERE route = {:r} AND delivery_day >= {:t} AND status != {:c} GROUP BY delivery_day',
    )
    .bind({ r: routeId, t: today, c: CANCELLED })
    .all(rows);
  /** @type {Record<string, number>} */
  const counts = {};
  for (const row of rows) counts[row.day] = row.n;
  return counts;
}

/**
 * The pickup points of a branch, by name.
 * @param {CoreApp} app
 * @param {string} branchId
 */
function pickupPointsOf(app, branchId) {
  return app.findRecordsByFilter('pickup_points', 'branch = {:b}', 'name', 50, 0, { b: branchId });
}

/**
 * Everything the shop offers a branch from instant `now`: its route's next days and its pickup points' (null route:
 * no route serves the branch yet, and the shop falls back to its estimate).
 * @param {CoreApp} app
 * @param {core.Record} branch
 * @param {number} now
 * @param {number} wanted open days to list per route or point
 * @param {string} [from] the first day that may be offered ("YYYY-MM-DD", a pre-order's ships-from day; "" for today)
 */
function offerOf(app, branch, now, wanted, from) {
  const days = lib('delivery-days');
  const today = days.nepalDay(now);
  const closed = closedRanges(app, today);
  const route = branchRoute(app, branch.id).route;
  return {
    route: route
      ? {
          id: route.id,
          name: route.name,
          name_ne: route.name_ne,
          days: days.nextDays({
            schedule: route.schedule,
            closed,
            counts: Number(route.schedule.capacity) > 0 ? countsOf(app, route.id, today) : {},
            now,
            from: from || '',
            wanted,
          }),
        }
      : null,
    pickupPoints: pickupPointsOf(app, branch.id).map((p) => ({
      id: p.id,
      name: p.getString('name'),
      name_ne: p.getString('name_ne'),
      address: p.getString('address'),
      address_ne: p.getString('address_ne'),
      opensAt: p.getString('opens_at'),
      closesAt: p.getString('closes_at'),
      charge: p.getInt('charge'),
      days: days.nextDays({ schedule: scheduleOf(p), closed, now, from: from || '', wanted }),
    })),
  };
}

/**
 * The choice a placement asks for (orders.pb.js, from the shop server: src/features/checkout/order.ts).
 * @typedef {object} DeliveryChoice
 * @property {string} [branch] the delivery branch's id
 * @property {string} [day] "YYYY-MM-DD"; "" or missing: the first open day
 * @property {string} [pickupPoint] a pickup point's id; "" or missing: delivery to the address
 * @property {boolean} [queued] sent from the phone's outbox (docs/offline.md): a day that cannot be kept moves on
 */

/**
 * The delivery day an order gets, decided inside the placement's write transaction: { day, route, pickupPoint, moved }
 * (moved: { from, reason } when a queued order's day could not be kept), { refusal } when the shopper must choose
 * again, or null when no route serves the branch (the order keeps the shop's estimate).
 * @param {CoreApp} txApp
 * @param {DeliveryChoice} choice
 * @param {number} now
 * @param {string} shipsFrom a pre-order's first day ("" for none)
 */
function decide(txApp, choice, now, shipsFrom) {
  const days = lib('delivery-days');
  const branchId = String(choice.branch || '');
  const served = branchRoute(txApp, branchId);
  if (!served.found) return null;
  const today = days.nepalDay(now);
  const closed = closedRanges(txApp, today);
  let schedule;
  /** @type {Record<string, number>} */
  let counts = {};
  let route = null;
  let point = null;
  if (choice.pickupPoint) {
    try {
      point = txApp.findRecordById('pickup_points', String(choice.pickupPoint));
    } catch (_) {
      point = null;
    }
    if (!point || point.getString('branch') !== branchId) return { refusal: { code: 'pickup_point_unknown' } };
    schedule = scheduleOf(point);
  } else {
    route = served.route;
    if (!route) return null;
    schedule = route.schedule;
    // Counted only where a day can be full: with no limit a count is an index scan of the day's orders for nothing.
    if (Number(schedule.capacity) > 0) counts = countsOf(txApp, route.id, today);
  }
  const input = { schedule, closed, counts, now, from: shipsFrom };
  const wanted = String(choice.day || '');
  if (wanted === '') {
    const first = days.firstOpenDay(input);
    if (!first)
      return {
        refusal: {
          code: 'delivery_day_unavailable',
          reason: 'none',
          next: /** @type {import('./delivery-days.js').DeliveryDay | null} */ (null),
        },
      };
    return { day: first.date, route: route ? route.id : '', pickupPoint: point ? point.id : '', moved: null };
  }
  const problem = days.checkDay(Object.assign({ day: wanted }, input));
  if (!problem) return { day: wanted, route: route ? route.id : '', pickupPoint: point ? point.id : '', moved: null };
  if (choice.queued && problem.next) {
    return {
      day: problem.next.date,
      route: route ? route.id : '',
      pickupPoint: point ? point.id : '',
      moved: { from: wanted, reason: problem.reason },
    };
  }
  return {
    refusal: {
      code: 'delivery_day_unavailable',
      reason: problem.reason,
      day: wanted,
      next: problem.next,
      closedName: problem.closedName || '',
    },
  };
}

/**
 * An order's estimated delivery for its day: noon in Kathmandu (06:15 UTC) of that day, set with the day wherever it
 * is set (placement, the desk's move, the dashboard).
 * @param {string} day YYYY-MM-DD
 */
function estimateOf(day) {
  return `${day} 06:15:00.000Z`;
}

/**
 * Why an order may not move to `day`, as a key with the values its sentence names (the desk says it in Nepali by the
 * key: src/features/delivery/words.ts moveRefusalText); null when it may.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {string} day
 * @param {string} status the order's status
 * @param {number} now
 * @returns {{ key: string, values: Record<string, string>, message: string } | null}
 */
function moveRefusal(app, order, day, status, now) {
  /** @param {string} key @param {Record<string, string>} values @param {string} message */
  const refused = (key, values, message) => ({ key: key, values: values, message: message });
  const days = lib('delivery-days');
  if (!days.calendarDay(day) || days.calendarDay(day) !== day)
    return refused('no_day', {}, 'Choose the new delivery day (YYYY-MM-DD).');
  if (status === 'Delivered' || status === 'Cancelled')
    return refused('finished', { status: status }, `The order is ${status}: it has no day to move.`);
  // With the rider (as the save leaves it), it is on today's route sheet: the way back is Delivery failed, then the
  // move. Only a move of its day: its route or pickup point edited on the same day is checked as ever, and a phone
  // order entered as out for delivery (new) brings its day with it.
  if (
    !order.isNew() &&
    order.getString('status') === 'Out for Delivery' &&
    day !== order.original().getString('delivery_day')
  )
    return refused(
      'on_its_way',
      {},
      'The order is out for delivery: record Delivery failed first, then move it to another day.',
    );
  if (day < days.nepalDay(now)) return refused('past', {}, 'That day has passed: choose today or later.');
  // A pre-order's first day is its ships-from day (the harvest), as at placement.
  const shipsFrom = lib('stock').latestShipsFrom(order);
  if (shipsFrom && day < shipsFrom)
    return refused(
      'preorder',
      { day: shipsFrom },
      `A pre-ordered line ships from ${shipsFrom}: choose that day or later.`,
    );
  const place = placeOfOrder(app, order);
  if (place && !servesOn(place, day))
    return refused(
      'weekday',
      { place: place.getString('name'), place_ne: place.getString('name_ne') },
      `${place.getString('name')} does not deliver on that weekday.`,
    );
  const closed = days.closedRangeOf(day, closedRanges(app, days.nepalDay(now)));
  if (closed)
    return refused(
      'closed',
      { closed: closed.name || '', closed_ne: closed.name_ne || '' },
      `Nobody delivers that day (${closed.name}).`,
    );
  return null;
}

/**
 * The route or pickup point an order goes by (its record), or null when it has neither or it was deleted since.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @returns {core.Record | null}
 */
function placeOfOrder(app, order) {
  const pointId = order.getString('pickup_point');
  const routeId = order.getString('route');
  try {
    if (pointId) return app.findRecordById('pickup_points', pointId);
    if (routeId) return app.findRecordById('routes', routeId);
  } catch (_) {
    // Deleted since: the order keeps its day, and the desk moves it as it must.
  }
  return null;
}

/**
 * Whether a route or pickup point delivers on a day's weekday (its `weekdays` as they are now).
 * @param {core.Record} place
 * @param {string} day YYYY-MM-DD
 */
function servesOn(place, day) {
  return lib('delivery-days').servesOn(scheduleOf(place).weekdays, day);
}

/**
 * The route or pickup point of an order still to come, when the operator has since taken its booked day's weekday
 * off it (a van that now runs Tuesdays, not Mondays): its page says so until staff move it, as for a closed day
 * (lib/orders.js). Null otherwise. A placement and a move are refused such a day (moveRefusal).
 * @param {CoreApp} app
 * @param {core.Record} order
 * @returns {{ name: string, name_ne: string } | null}
 */
function offDayPlace(app, order) {
  const day = order.getString('delivery_day');
  const status = order.getString('status');
  if (day === '' || status === 'Delivered' || status === 'Cancelled') return null;
  const place = placeOfOrder(app, order);
  return place && !servesOn(place, day) ? { name: place.getString('name'), name_ne: place.getString('name_ne') } : null;
}

/**
 * Why the desk may not move an order to `day` for being too far ahead, as moveRefusal words it; null when it may. No
 * further than the shop offers days at placement: a year mistyped on a phone's date field would hide the order for
 * years. Operators in the dashboard may book further (a festival's phone orders, planned months ahead), so
 * moveRefusal itself sets no such limit.
 * @param {core.Record} order @param {string} day @param {number} now
 * @returns {{ key: string, values: Record<string, string>, message: string } | null}
 */
function tooFarRefusal(order, day, now) {
  const days = lib('delivery-days');
  // Counted from today, the pre-order's ships-from day or the order's own day, whichever is latest: an order an
  // operator booked further ahead may still be moved nearer, or a little later (a strike closed its day).
  const from = [days.nepalDay(now), lib('stock').latestShipsFrom(order), order.getString('delivery_day').slice(0, 10)];
  if (!days.pastHorizon(day, from)) return null;
  return {
    key: 'too_far',
    values: { days: String(days.HORIZON_DAYS) },
    message: `That day is more than ${days.HORIZON_DAYS} days ahead: choose a nearer day.`,
  };
}

/**
 * The same refusal as a sentence for staff and operators; "" when the order may move.
 * @param {CoreApp} app @param {core.Record} order @param {string} day @param {string} status @param {number} now
 */
function moveProblem(app, order, day, status, now) {
  return moveRefusal(app, order, day, status, now)?.message ?? '';
}

/**
 * Why an operator's edit of an order's route or pickup point cannot stand ("" when it can; the day is checked after
 * it, moveProblem): a home delivery stays one and a pickup a pickup (the delivery charge was set at placement), never
 * both, and a pickup point only for another of the same branch.
 * @param {CoreApp} app
 * @param {core.Record} order the order with its edit
 */
function placeChangeProblem(app, order) {
  const before = order.original();
  const pointBefore = before.getString('pickup_point');
  const point = order.getString('pickup_point');
  const route = order.getString('route');
  if (point && route) return 'An order goes by a route or to a pickup point, not both: empty one of them.';
  if (pointBefore && !point)
    return 'A pickup order stays a pickup: its delivery charge was set when it was placed. Choose another pickup point, or cancel it and place a new order.';
  if (!pointBefore && point)
    return 'A home delivery stays one: its delivery charge was set when it was placed. Choose another route, or cancel it and place a new order.';
  if (before.getString('route') && !route) return 'An order keeps its route: choose another route instead.';
  if (point && pointBefore !== point) {
    try {
      const was = app.findRecordById('pickup_points', pointBefore);
      const now = app.findRecordById('pickup_points', point);
      if (was.getString('branch') !== now.getString('branch'))
        return "That pickup point is for another branch: choose one of the order's branch.";
    } catch (_) {
      // The old point is gone (deleted since): the new one stands on its own schedule.
    }
  }
  return '';
}

/**
 * Why an order an operator makes in the dashboard (a phone order) cannot go by the day, route or pickup point typed
 * on it, as { field, problem }; null when it can, or when it names none of them (an order without a day). Checked as
 * an edit of them is (placeChangeProblem, moveProblem): a shopper's placement checks its own choice (orders.pb.js).
 * @param {CoreApp} app
 * @param {core.Record} order the new order
 * @param {number} now
 * @returns {{ field: string, problem: string } | null}
 */
function newOrderPlaceProblem(app, order, now) {
  const day = order.getString('delivery_day');
  const point = order.getString('pickup_point');
  const route = order.getString('route');
  if (!day && !point && !route) return null;
  if (point && route)
    return {
      field: 'pickup_point',
      problem: 'An order goes by a route or to a pickup point, not both: empty one of them.',
    };
  if (!day)
    return { field: 'delivery_day', problem: 'Choose the day the order is delivered or collected (YYYY-MM-DD).' };
  const city = order.getString('city').trim();
  if (point && city) {
    try {
      const branch = app.findRecordById(
        'delivery_branch',
        app.findRecordById('pickup_points', point).getString('branch'),
      );
      if (branch.getString('branchName') !== city)
        return {
          field: 'pickup_point',
          problem: `That pickup point is for ${branch.getString('branchName')}, and the order is for ${city}: choose one of the order's branch.`,
        };
    } catch (_) {
      // a point of no branch: its own schedule decides, below
    }
  }
  // An order entered as already finished records a past delivery: its day is history, not a promise.
  const status = order.getString('status');
  if (status === 'Delivered' || status === 'Cancelled') return null;
  const problem = moveProblem(app, order, day, 'Open', now);
  return problem ? { field: 'delivery_day', problem: problem } : null;
}

/**
 * Why a route or pickup point cannot be deleted now: orders still to deliver use it (their `route` or `pickup_point`
 * would be emptied); "" when none do.
 * @param {CoreApp} app
 * @param {'route' | 'pickup_point'} field the orders' relation
 * @param {string} id
 */
function deleteRefusal(app, field, id) {
  const open = openOrdersUsing(app, field, id);
  if (open === '') return '';
  const what = field === 'route' ? 'route' : 'pickup point';
  return `Orders still to deliver use this ${what}: ${open}. Delete it once they are delivered or cancelled.`;
}

/**
 * Why a pickup point may not move to another branch; '' when it may: its open orders' shoppers chose it in their
 * own town, and would be sent to collect in another.
 * @param {CoreApp} app
 * @param {core.Record} point the pickup point being saved
 */
function pointMoveProblem(app, point) {
  if (point.isNew() || point.original().getString('branch') === point.getString('branch')) return '';
  const open = openOrdersUsing(app, 'pickup_point', point.id);
  if (open === '') return '';
  return `Orders still to deliver are collected here: ${open}. Put the branch back; for a place in another branch, make a new pickup point.`;
}

/**
 * The first open orders (not delivered or cancelled) naming a route or pickup point, as "ORD-123456 (day)", or ''.
 * @param {CoreApp} app
 * @param {'route' | 'pickup_point'} field the orders' relation
 * @param {string} id
 */
function openOrdersUsing(app, field, id) {
  const open = app.findRecordsByFilter(
    'orders',
    `${field} = {:id} && status != 'Delivered' && status != 'Cancelled'`,
    'delivery_day',
    4,
    0,
    { id: id },
  );
  const numbers = open.slice(0, 3).map((o) => `${o.getString('orderNumber')} (${o.getString('delivery_day')})`);
  return open.length === 0 ? '' : `${numbers.join(', ')}${open.length > 3 ? ' and more' : ''}`;
}

module.exports = {
  deleteRefusal,
  pointMoveProblem,
  placeChangeProblem,
  newOrderPlaceProblem,
  scheduleOf,
  findBranch,
  routeOf,
  takenPlaceProblems,
  branchRoute,
  closedRanges,
  countsOf,
  offerOf,
  decide,
  estimateOf,
  moveRefusal,
  tooFarRefusal,
  moveProblem,
  offDayPlace,
};
