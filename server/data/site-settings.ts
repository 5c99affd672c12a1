// The site_settings collection (one record), as a superuser: the wallets' switches (pocketbase/pb_migrations/
// 1732004300_wallet_payments.js), read by `npm start` to report a wallet that is on without its keys
// (server/shop-health.ts watchWallets), and turned on by the checkout bench as an operator turns them on in the
// dashboard, so scripts/bench/stack.mjs serves a shop that takes eSewa and Khalti. The shop's checkout reads the
// switches in src/lib/data/payments.server.ts.
import type PocketBase from 'pocketbase';
import type { SiteSettingsResponse } from '../../src/lib/data/pocketbase-types.ts';

/** Which wallets are on; both off when there is no settings record. */
export async function readWalletSwitchesAsOperator(pb: PocketBase): Promise<{ esewa: boolean; khalti: boolean }> {
  const [settings] = (
    await pb.collection('site_settings').getList<SiteSettingsResponse>(1, 1, { fields: 'esewa_on,khalti_on' })
  ).items;
  return { esewa: settings?.esewa_on === true, khalti: settings?.khalti_on === true };
}

/** Turns each wallet on or off in the site settings; throws when there is no settings record. */
export async function updateWalletSwitches(pb: PocketBase, on: { esewa: boolean; khalti: boolean }): Promise<void> {
  const [settings] = (await pb.collection('site_settings').getList<SiteSettingsResponse>(1, 1, { fields: 'id' })).items;
  if (!settings) throw new Error('no site_settings record: the seed makes one');
  await pb.collection('site_settings').update(settings.id, { esewa_on: on.esewa, khalti_on: on.khalti });
}
