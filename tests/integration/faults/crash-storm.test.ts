// Crashes during an order storm: PocketBase, then the shop's Node server, is
// killed with SIGKILL mid-storm and started again (same data, same port).
// Orders are written in one SQLite transaction with their budget deduction
// (pb_hooks/orders.pb.js) and deduplicated by idempotency key, so afterwards
// no acknowledged order is missing or doubled, no order is half-written and
// every campaign budget matches the orders that exist. Runs on its own
// PocketBase and server processes, never the shared test stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtherShop, type OwnShop } from '@tests/harness/other-shop';
import { place, type SeedPlace } from '@tests/harness/seed';
import {
  campaignBudgets,
  cartTemplates,
  checkLedger,
  runStorm,
  stormFigures,
  type CartTemplate,
  type Submission,
} from './storm';

const STORM_MS = 20_000;
const FAULT_AT_MS = 6_000;
const CLIENTS = 12;

let shop: OwnShop;
let kathmandu: SeedPlace;
let templates: CartTemplate[];
let startBudgets: Map<string, number>;
/** Every submission of this file: the ledger is checked against all of them. */
const submitted: Submission[] = [];

beforeAll(async () => {
  shop = await startOtherShop({ pocketbase: 'own' });
  startBudgets = await campaignBudgets(shop.admin);
  kathmandu = await place('Kathmandu', 'Baneshwor', shop.anonymous());
  templates = await cartTemplates(shop.shopUrl, shop.anonymous(), kathmandu);
});

afterAll(async () => {
  await shop?.stop();
});

describe('order storm with crashes', () => {
  it('kill -9 PocketBase mid-storm and restart it: every acknowledged order exists once, budgets exact', async () => {
    let outage = 0;
    const storm = await runStorm({
      shopUrl: shop.shopUrl,
      place: kathmandu,
      templates,
      clients: CLIENTS,
      durationMs: STORM_MS,
      faultAtMs: FAULT_AT_MS,
      fault: async () => {
        const down = Date.now();
        await shop.killPocketBase();
        // stay down long enough for every client to meet the outage
        await new Promise((r) => setTimeout(r, 2_000));
        await shop.startPocketBase();
        outage = Date.now() - down;
      },
    });
    submitted.push(...storm.submissions);
    const ledger = await checkLedger(shop.admin, submitted, startBudgets);
    console.log(`${stormFigures('PocketBase kill -9', storm, ledger)}; outage ${outage} ms`);

    expect(storm.unexpected, shop.serverLog()).toEqual([]);
    expect(storm.submissions.filter((s) => s.outcome === 'open')).toEqual([]);
    // the fault was felt (shoppers were told to try again) and the shop recovered by itself
    expect(storm.tryAgainAnswers).toBeGreaterThan(0);
    expect(storm.placedAfterFault).toBeGreaterThan(0);
    // RACE10's Rs. 1000 budget pays exactly 10 discounts of Rs. 100, crash or not
    const race = storm.submissions.filter((s) => s.template.couponCode === 'RACE10' && s.outcome === 'placed');
    expect(race.length).toBeLessThanOrEqual(10);
  }, 150_000);

  it('kill -9 the shop server mid-storm and restart it: retried submissions get their order, nothing doubled', async () => {
    const storm = await runStorm({
      shopUrl: shop.shopUrl,
      place: kathmandu,
      templates,
      clients: CLIENTS,
      durationMs: STORM_MS,
      faultAtMs: FAULT_AT_MS,
      fault: async () => {
        await shop.killServer();
        await new Promise((r) => setTimeout(r, 1_000));
        await shop.startServer();
      },
    });
    // the ledger covers both storms: budgets against the seed, every order of the file
    submitted.push(...storm.submissions);
    const ledger = await checkLedger(shop.admin, submitted, startBudgets);
    console.log(stormFigures('shop server kill -9', storm, ledger));

    expect(storm.unexpected, shop.serverLog()).toEqual([]);
    expect(storm.submissions.filter((s) => s.outcome === 'open')).toEqual([]);
    expect(storm.noAnswer).toBeGreaterThan(0);
    expect(storm.placedAfterFault).toBeGreaterThan(0);
  }, 150_000);
});
