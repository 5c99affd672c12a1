// POST /api/payments/check — the wallets' background check (docs/payments.md), called by the shop's own server
// (server/shop-server.ts checkPayments) with `Authorization: Bearer <SITE_BUILD_TOKEN>`: asks eSewa and Khalti about
// every open attempt, lets PocketBase cancel orders left unpaid past the wait, and names any wallet that is on
// without its key.
import type { APIRoute } from 'astro';
import { buildTokenCheck } from '../../../lib/build-token.server';
import { jsonResponse } from '../../../lib/json-response';
import { failureStatus } from '../../../lib/failure-status.server';
import { readWalletSwitches } from '../../../lib/data/payments.server';
import { walletKeyProblems } from '../../../features/payments/config.server';
import { sweepPayments } from '../../../features/payments/flow.server';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  if (buildTokenCheck(request) !== 'ok') return jsonResponse({ message: 'A valid build token is required.' }, 401);
  try {
    const problems = walletKeyProblems(await readWalletSwitches());
    const result = await sweepPayments();
    return jsonResponse({ problems, ...result });
  } catch (err) {
    return jsonResponse({ message: 'The payments could not be checked now.' }, failureStatus(err, 'payments check'));
  }
};

export const ALL: APIRoute = () => jsonResponse({ message: 'Use POST.' }, 405);
