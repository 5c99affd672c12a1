// Cash on delivery, settlements and payouts, through the desk routes of pocketbase/pb_hooks/cash.pb.js (docs/rules.md
// "Cash and payouts"), with the signed-in staff member's client: PocketBase decides who may do what. The answers are
// read into plain typed values here (./cash.parse.ts); refusals are thrown as PocketBase sent them.
import {
  parsePayoutReport,
  parseRiders,
  parseSettlement,
  type PayoutReport,
  type Riders,
  type Settlement,
} from './cash.parse';
import type { StaffClient } from './staff.server';

const order = (id: string, what: string) => `/api/desk/orders/${encodeURIComponent(id)}/${what}`;

/** POST …/cash: delivered, with the cash collected (and why it differs from the total). */
export async function postCashCollected(
  pb: StaffClient,
  id: string,
  cash: { from: string; seenUpdated?: string; collected: number; reason: string; note: string },
): Promise<void> {
  await pb.send(order(id, 'cash'), { method: 'POST', body: cash });
}

/** POST …/refused: refused at the door (cancelled, stock returned). */
export async function postRefused(
  pb: StaffClient,
  id: string,
  refusal: { from: string; seenUpdated?: string; note: string },
): Promise<void> {
  await pb.send(order(id, 'refused'), { method: 'POST', body: refusal });
}

/** GET /api/desk/riders: the staff to settle, and whether the signed-in one is a lead. */
export async function readRiders(pb: StaffClient): Promise<Riders> {
  return parseRiders(await pb.send('/api/desk/riders', { method: 'GET' }));
}

/** GET /api/desk/settlement: a rider's day. */
export async function readSettlement(pb: StaffClient, day: string, rider: string): Promise<Settlement> {
  const query = new URLSearchParams({ day, rider });
  return parseSettlement(await pb.send(`/api/desk/settlement?${query}`, { method: 'GET' }));
}

/** POST /api/desk/settlement: closes (or corrects) a rider's day. */
export async function postSettlement(
  pb: StaffClient,
  entry: { day: string; rider: string; handedOver: number; note: string; seen: string[]; seenEntries: string[] },
): Promise<void> {
  await pb.send('/api/desk/settlement', { method: 'POST', body: entry });
}

/** GET /api/desk/payouts: the payout report of Nepal days from..to. */
export async function readPayouts(pb: StaffClient, from: string, to: string): Promise<PayoutReport> {
  const query = new URLSearchParams({ from, to });
  return parsePayoutReport(await pb.send(`/api/desk/payouts?${query}`, { method: 'GET' }));
}
