// POST /api/payments/check — the wallets' background check (docs/payments.md), called by the shop's own server
// (server/shop-server.ts checkPayments) with `Authorization: Bearer <SITE_BUILD_TOKEN>`: asks eSewa and Khalti about
// every open attempt, lets PocketBase cancel orders left unpaid past the wait, and names any wallet that is on
// without its key.
import type { APIRoute } from 'astro';
import { buildTokenCheck, jsonAnswer as json } from '../../../lib/build-token.server';
import { failureStatus } from '../../../lib/failure-status.server';
import { readWalletSwitches } from '../../../lib/data/payments.server';
import { walletKeyProblems } from '../../../features/payments/config.server';
import { sweepPayments } from '../../../features/payments/flow.server';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  if (buildTokenCheck(request) !== 'ok') return json(401, { message: 'A valid build token is required.' });
  try {
    const problems = walletKeyProblems(await readWalletSwitches());
    const result = await sweepPayments();
    return json(200, { problems, ...result });
  } catch (err) {
    return json(failureStatus(err, 'payments check'), { message: 'The payments could not be checked now.' });
  }
};

export const ALL: APIRoute = () => json(405, { message: 'Use POST.' });
