// POST /api/payments/check — the wallets' background check (docs/payments.md), called by the shop's own server
// (server/shop-server.ts checkPayments) with `Authorization: Bearer <SITE_BUILD_TOKEN>`: asks eSewa and Khalti about
// every open attempt, lets PocketBase cancel orders left unpaid past the wait, and names any wallet that is on
// without its key.
import type { APIRoute } from 'astro';
import { createHash, timingSafeEqual } from 'node:crypto';
import { failureStatus } from '../../../lib/failure-status.server';
import { serverSetting } from '../../../lib/env.server';
import { readWalletSwitches } from '../../../lib/data/payments.server';
import { walletKeyProblems } from '../../../features/payments/config.server';
import { sweepPayments } from '../../../features/payments/flow.server';

export const prerender = false;

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function tokenMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const POST: APIRoute = async ({ request }) => {
  const expected = serverSetting('SITE_BUILD_TOKEN') ?? '';
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (expected.length < 16 || !given || !tokenMatches(given, expected))
    return json(401, { message: 'A valid build token is required.' });
  try {
    const problems = walletKeyProblems(await readWalletSwitches());
    const result = await sweepPayments();
    return json(200, { problems, ...result });
  } catch (err) {
    return json(failureStatus(err, 'payments check'), { message: 'The payments could not be checked now.' });
  }
};

export const ALL: APIRoute = () => json(405, { message: 'Use POST.' });
