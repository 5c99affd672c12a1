// Delivery days as operators keep them (pocketbase/pb_migrations/1732003400_delivery_days.js,
// pocketbase/pb_hooks/delivery-days.pb.js): the demo routes, pickup points and festival closures are seeded; what the
// rule could not use is refused with a sentence under the field and changes nothing; shoppers neither read nor write
// them (the shop server reads them for them).
import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { adminPb, anonymousClient, servicePb, testStack } from '@tests/harness/stack';
import { deletedAfterAll } from '@tests/harness/made';
import {
  cancelOrdersOf,
  createOrderRecord,
  everyDayRoute,
  everyDayRouteFields,
  ownBranch,
} from '@tests/harness/orders';
import { place } from '@tests/harness/seed';

const made = deletedAfterAll();

/** The field errors of a refused save (PocketBase's 400 answer), or fails the test when the save went through. */
async function refusal(save: Promise<unknown>): Promise<Record<string, string>> {
  const err = await save.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the save should have been refused').toBeInstanceOf(ClientResponseError);
  const response = (err as ClientResponseError).response as { data?: Record<string, { message: string }> };
  expect((err as ClientResponseError).status).toBe(400);
  return Object.fromEntries(Object.entries(response.data ?? {}).map(([k, v]) => [k, v.message]));
}

async function kathmandu() {
  const pb = await adminPb();
  return pb.collection('districts').getFirstListItem('districtName = "Kathmandu"');
}

describe('the demo delivery days', () => {
  it('seeds the valley twice a week, the hills weekly, two pickup points and this year’s Dashain and Tihar', async () => {
    const shop = await servicePb();
    const routes = await shop.collection('routes').getFullList({ sort: 'name' });
    const valley = routes.find((r) => r.name === 'Kathmandu valley');
    expect(valley?.weekdays).toEqual(['tue', 'fri']);
    expect(valley?.cutoff_time).toBe('18:00');
    expect(routes.find((r) => r.name === 'Hills')?.weekdays).toHaveLength(1);
    expect(await shop.collection('pickup_points').getFullList()).toHaveLength(2);
    const closed = await shop.collection('closed_days').getFullList({ sort: 'from' });
    const year = String(new Date().getUTCFullYear());
    expect(closed.filter((c) => String(c.from).startsWith(year)).map((c) => c.name)).toEqual(['Dashain', 'Tihar']);
  });

  it('shoppers neither read nor write routes, pickup points and closed days; the shop server only reads them', async () => {
    const anon = anonymousClient();
    for (const collection of ['routes', 'pickup_points', 'closed_days']) {
      expect((await anon.collection(collection).getList(1, 50)).items).toEqual([]);
      await expect(anon.collection(collection).create({ name: 'Mine' })).rejects.toMatchObject({ status: 403 });
    }
    const service = await servicePb();
    await expect(
      service.collection('closed_days').create({ name: 'x', from: '2030-01-01', to: '2030-01-01' }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('what operators save', () => {
  // Each route serves a branch of its own: a branch is on one route at most (refused below).
  const route = async (overrides: Record<string, unknown>) => {
    const pb = await adminPb();
    const branch = await ownBranch(pb, 'Operator data');
    made.unshift({ collection: 'delivery_branch', id: branch.id }); // deleted after the routes that name it
    return pb.collection('routes').create({
      name: `Test route ${Math.random().toString(36).slice(2, 8)}`,
      branches: [branch.id],
      weekdays: ['tue'],
      cutoff_time: '18:00',
      cutoff_days_before: 1,
      ...overrides,
    });
  };

  it.each([
    [{ weekdays: [] }, 'weekdays', 'at least one weekday'],
    [{ cutoff_time: '25:00' }, 'cutoff_time', '00:00 to 23:59'],
    [{ cutoff_time: '6 pm' }, 'cutoff_time', 'Example: 18:00'],
    [{ cutoff_time: '' }, 'cutoff_time', 'Example: 18:00'],
    [{ cutoff_days_before: 0 }, 'cutoff_days_before', 'after the delivery has started'],
    [{ cutoff_days_before: 30 }, 'cutoff_days_before', 'from 0 to 14'],
    [{ capacity: -3 }, 'capacity', 'whole number'],
    [{ capacity: 1e17 }, 'capacity', 'At most 10,000'],
    [{ branches: [] }, 'districts', 'districts or the branches'],
    [{ name: '   ' }, 'name', "Write the route's name"],
    [{ name_ne: 'Valley' }, 'name_ne', 'Write it in Nepali'],
  ])('a route with %j is refused under %s', async (overrides, field, words) => {
    const pb = await adminPb();
    const before = (await pb.collection('routes').getList(1, 1)).totalItems;
    const errors = await refusal(route(overrides));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toContain(words);
    expect((await pb.collection('routes').getList(1, 1)).totalItems).toBe(before);
  });

  it('a route the rule can use is saved, its cut-off tidied', async () => {
    const saved = await route({ cutoff_time: ' 23:59 ', capacity: 10, name_ne: ' उपत्यका ' });
    made.push({ collection: 'routes', id: saved.id });
    expect(saved.cutoff_time).toBe('23:59');
    // Typed on a Nepali keyboard, or with a dot: the same time.
    for (const [typed, stored] of [
      ['१८:००', '18:00'],
      ['17.30', '17:30'],
      ['९:००', '09:00'],
    ]) {
      const tidied = await route({ cutoff_time: typed });
      made.push({ collection: 'routes', id: tidied.id });
      expect(tidied.cutoff_time, typed).toBe(stored);
    }
    // A leading space in the Nepali name was "Invalid value format."; it is trimmed now.
    expect(saved.name_ne).toBe('उपत्यका');
  });

  it('a district or a branch already on another route is refused, naming that route; its own route saves again', async () => {
    const pb = await adminPb();
    const valley = await refusal(route({ districts: [(await kathmandu()).id] }));
    expect(Object.keys(valley)).toEqual(['districts']);
    expect(valley.districts).toContain(
      'Kathmandu is on the route "Kathmandu valley" already: a district has one route',
    );
    const first = await route({});
    made.push({ collection: 'routes', id: first.id });
    const again = await refusal(route({ name: 'Second van', branches: first.branches }));
    expect(Object.keys(again)).toEqual(['branches']);
    expect(again.branches).toMatch(
      /^Operator data \S+ is on the route "Test route \S+" already: a branch has one route\./,
    );
    expect(again.branches).toContain(`Take it off "${first.name}" first`);
    // Branches of two other routes at once: both named, with their routes, in one sentence.
    const other = await route({});
    made.push({ collection: 'routes', id: other.id });
    const branchName = async (id: string) => (await pb.collection('delivery_branch').getOne(id)).branchName;
    const both = await refusal(route({ name: 'Second van', branches: [...first.branches, ...other.branches] }));
    expect(both.branches).toBe(
      `These branches are on other routes already: ${await branchName(first.branches[0])} on "${first.name}", ` +
        `${await branchName(other.branches[0])} on "${other.name}". ` +
        'A branch has one route: take each off its route first, or leave them out here.',
    );
    // Neither saved (counted by name: other test files make routes meanwhile).
    const seconds = await pb.collection('routes').getList(1, 1, { filter: 'name = "Second van"' });
    expect(seconds.totalItems).toBe(0);
    // Its own route, saved again with the branch, is not "another route".
    expect((await pb.collection('routes').update(first.id, { capacity: 5 })).branches).toEqual(first.branches);
    // A branch of a district another route serves may be named: the branch's own route goes first.
    const valleyBranch = await ownBranch(pb, 'Operator data', 'Kathmandu');
    made.unshift({ collection: 'delivery_branch', id: valleyBranch.id });
    const named = await route({ branches: [valleyBranch.id] });
    made.push({ collection: 'routes', id: named.id });
  });

  it('a route with an order to deliver, emptied of its weekdays, is refused and keeps its weekdays and its order', async () => {
    const pb = await adminPb();
    const saved = await route({ weekdays: ['tue', 'fri'] });
    made.push({ collection: 'routes', id: saved.id });
    // An order booked on a Tuesday of the route, as an operator would make it (its lines do not matter here).
    const booked = await createOrderRecord(pb, {
      status: 'Confirmed',
      route: saved.id,
      delivery_day: '2031-01-07',
      items: [],
    });
    try {
      const errors = await refusal(pb.collection('routes').update(saved.id, { weekdays: [] }));
      expect(Object.keys(errors)).toEqual(['weekdays']);
      expect(errors.weekdays).toContain('at least one weekday');
      expect((await pb.collection('routes').getOne(saved.id)).weekdays).toEqual(['tue', 'fri']);
      const after = await pb.collection('orders').getOne(booked.id);
      expect([after.route, after.delivery_day.slice(0, 10), after.status]).toEqual([
        saved.id,
        '2031-01-07',
        'Confirmed',
      ]);
    } finally {
      await cancelOrdersOf(pb, 'route', saved.id);
      await pb.collection('orders').delete(booked.id);
    }
  });

  const point = async (overrides: Record<string, unknown>) => {
    const { cityId } = await place('Lalitpur', 'Pulchowk');
    return (await adminPb()).collection('pickup_points').create({
      name: 'Test point',
      address: 'Pulchowk, by the gate',
      branch: cityId,
      weekdays: ['sat'],
      opens_at: '10:00',
      closes_at: '17:00',
      cutoff_time: '08:00',
      cutoff_days_before: 0,
      ...overrides,
    });
  };

  it.each([
    [{ cutoff_time: '11:00' }, 'cutoff_time', 'after the opening at 10:00'],
    [{ closes_at: '09:00' }, 'closes_at', 'before it opens'],
    [{ closes_at: '10:00' }, 'closes_at', 'It opens and closes at 10:00'],
    [{ opens_at: '10h' }, 'opens_at', 'hours:minutes'],
    [{ opens_at: '१०:००', closes_at: '०९.००' }, 'closes_at', 'It closes at 09:00, before it opens at 10:00'],
    [{ weekdays: [] }, 'weekdays', 'on which shoppers can collect here'],
    [{ name_ne: 'Patan' }, 'name_ne', 'Write it in Nepali: Devanagari'],
    [{ address_ne: 'पुल्चोक, gate' }, 'address_ne', 'Or leave it empty'],
    [{ name: '   ' }, 'name', "Write the pickup point's name"],
    [{ address: ' \u200b ' }, 'address', 'Write where it is'],
    [{ charge: 1e12 }, 'charge', '100000'],
  ])('a pickup point with %j is refused under %s', async (overrides, field, words) => {
    const errors = await refusal(point(overrides));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toContain(words);
  });

  it('a pickup point closing orders before it opens the same day is saved, its name and address trimmed', async () => {
    const saved = await point({ name: '  Test point ', address: ' Pulchowk, by the gate  ' });
    made.push({ collection: 'pickup_points', id: saved.id });
    expect(saved.charge).toBe(0);
    expect([saved.name, saved.address]).toEqual(['Test point', 'Pulchowk, by the gate']);
    // Hours typed on a Nepali keyboard, or with a dot, are saved as the hours:minutes the rule reads.
    const typed = await point({ opens_at: '९.३०', closes_at: '17.00', cutoff_time: ' ०८:०० ' });
    made.push({ collection: 'pickup_points', id: typed.id });
    expect([typed.opens_at, typed.closes_at, typed.cutoff_time]).toEqual(['09:30', '17:00', '08:00']);
  });

  it('closed days: the last before the first, or over another closure, is refused', async () => {
    const pb = await adminPb();
    const errors = await refusal(
      pb.collection('closed_days').create({ name: 'Backwards', from: '2031-03-10', to: '2031-03-08' }),
    );
    expect(errors.to).toContain('comes before the first');
    // Its name goes into "We do not deliver on {day} ({closed})": spaces alone are no name.
    expect(
      (await refusal(pb.collection('closed_days').create({ name: '   ', from: '2031-04-10', to: '2031-04-10' }))).name,
    ).toContain('Name the closure');
    expect(
      (await refusal(pb.collection('closed_days').create({ name: 'No start', to: '2031-03-08' }))).from,
    ).toBeTruthy();
    const strike = await pb
      .collection('closed_days')
      .create({ name: 'Strike', name_ne: 'बन्द', from: '2031-03-10 06:30:00.000Z', to: '2031-03-12' });
    made.push({ collection: 'closed_days', id: strike.id });
    // Stored as the Nepal days picked (12:15 in Kathmandu here), whatever time came with them.
    expect(strike.from).toBe('2031-03-10 00:00:00.000Z');
    const overlap = await refusal(
      pb.collection('closed_days').create({ name: 'Again', from: '2031-03-12', to: '2031-03-14' }),
    );
    expect(overlap.from).toContain('overlap "Strike"');
    // A single day right after it is fine.
    const after = await pb.collection('closed_days').create({ name: 'After', from: '2031-03-13', to: '2031-03-13' });
    made.push({ collection: 'closed_days', id: after.id });
  });
});

// Operators saving at once (two tabs, two people): each save is checked and written in one write transaction
// (pocketbase/pb_hooks/delivery-days.pb.js), so the checks that read other records (another route's branches, the
// periods already closed) let only one of the clashing saves through. Without it, two of six routes were saved in 3
// runs of 4.
describe('saves at once', () => {
  /** Which of these writes went through, and the refusals of the others. */
  async function settle(writes: Promise<unknown>[]) {
    const results = await Promise.allSettled(writes);
    const saved = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as ClientResponseError] : []));
    return { saved, refused };
  }

  it('six routes naming one branch at once: one is saved, five are refused naming it', async () => {
    const pb = await adminPb();
    const branch = await ownBranch(pb, 'Saved at once');
    made.unshift({ collection: 'delivery_branch', id: branch.id });
    const { saved, refused } = await settle(
      Array.from({ length: 6 }, (_, i) =>
        pb.collection('routes').create(everyDayRouteFields(`At once ${i} ${branch.id}`, [branch.id])),
      ),
    );
    for (const route of saved as { id: string }[]) made.push({ collection: 'routes', id: route.id });
    expect(saved).toHaveLength(1);
    expect(refused.map((e) => [e.status, e.response.data?.branches?.message])).toEqual(
      Array.from({ length: 5 }, () => [400, expect.stringContaining(`${branch.branchName} is on the route "At once `)]),
    );
    const named = await pb.collection('routes').getFullList({ filter: pb.filter('branches ~ {:b}', { b: branch.id }) });
    expect(named).toHaveLength(1);
  });

  it('four overlapping closures at once: one is saved, three are refused as overlapping it', async () => {
    const pb = await adminPb();
    // Closed days are the whole shop's: days of this test's own, far ahead.
    const year = 2060 + Math.floor(Math.random() * 20);
    const { saved, refused } = await settle(
      [1, 2, 3, 4].map((day) =>
        pb
          .collection('closed_days')
          .create({ name: `Overlap ${day}`, from: `${year}-02-0${day}`, to: `${year}-02-09` }),
      ),
    );
    for (const closure of saved as { id: string }[]) made.push({ collection: 'closed_days', id: closure.id });
    expect(saved).toHaveLength(1);
    expect(refused.map((e) => [e.status, e.response.data?.from?.message])).toEqual(
      Array.from({ length: 3 }, () => [400, expect.stringContaining('These days overlap "Overlap ')]),
    );
  });

  it('a route deleted while an operator books an order on it: the delete or the order is refused, never both saved', async () => {
    const pb = await adminPb();
    for (let round = 0; round < 5; round += 1) {
      const branch = await ownBranch(pb, 'Deleted at once');
      made.unshift({ collection: 'delivery_branch', id: branch.id });
      const route = await everyDayRoute(pb, `Deleted at once ${round} ${branch.id}`, [branch.id]);
      const [deleted, booked] = await Promise.allSettled([
        pb.collection('routes').delete(route.id),
        createOrderRecord(pb, { status: 'Confirmed', route: route.id, delivery_day: '2031-01-07', items: [] }),
      ]);
      if (booked.status === 'fulfilled') {
        // The order came first: the delete is refused, and the order keeps its route.
        expect(deleted.status, `round ${round}`).toBe('rejected');
        expect((await pb.collection('orders').getOne(booked.value.id)).route).toBe(route.id);
        await cancelOrdersOf(pb, 'route', route.id);
        await pb.collection('orders').delete(booked.value.id);
        made.push({ collection: 'routes', id: route.id });
      } else {
        // The delete came first: the order is refused, under its route.
        expect(deleted.status, `round ${round}`).toBe('fulfilled');
        expect((booked.reason as ClientResponseError).response.data?.route?.message).toBeTruthy();
      }
    }
  });
});

describe('GET /api/shop/delivery-days (the shop server’s read)', () => {
  const get = async (query: string, token?: string) =>
    fetch(`${testStack().pbUrl}/api/shop/delivery-days${query}`, { headers: token ? { Authorization: token } : {} });

  it('answers a branch’s route and its next days to the shop server only', async () => {
    const service = await servicePb();
    const { cityId } = await place('Kathmandu', 'Baneshwor');
    expect((await get(`?branch=${cityId}`)).status).toBe(401);
    const answer = await get(`?branch=${cityId}`, service.authStore.token);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { route: { name: string; days: { date: string; weekday: string }[] } };
    expect(body.route.name).toBe('Kathmandu valley');
    expect(body.route.days.length).toBeGreaterThanOrEqual(3);
    for (const d of body.route.days) expect(['tue', 'fri']).toContain(d.weekday);
  });

  it('a bad id is a 400, an unknown one a 404', async () => {
    const token = (await servicePb()).authStore.token;
    expect((await get('?branch=no%20such', token)).status).toBe(400);
    expect((await get('?branch=', token)).status).toBe(400);
    expect((await get('?branch=aaaaaaaaaaaaaaa', token)).status).toBe(404);
  });
});
