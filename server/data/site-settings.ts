// The site_settings collection (one record) as the checkout bench writes it, as a superuser: the wallets turned on
// as an operator turns them on in the dashboard (pocketbase/pb_migrations/1732004300_wallet_payments.js), so
// scripts/bench/stack.mjs serves a shop that takes eSewa and Khalti. The shop reads the switches in
// src/lib/data/payments.server.ts.
import type PocketBase from 'pocketbase';
import type { SiteSettingsResponse } from '../../src/lib/data/pocketbase-types.ts';

/** Turns each wallet on or off in the site settings; throws when there is no settings record. */
export async function updateWalletSwitches(pb: PocketBase, on: { esewa: boolean; khalti: boolean }): Promise<void> {
  const [settings] = (await pb.collection('site_settings').getList<SiteSettingsResponse>(1, 1, { fields: 'id' })).items;
  if (!settings) throw new Error('no site_settings record: the seed makes one');
  await pb.collection('site_settings').update(settings.id, { esewa_on: on.esewa, khalti_on: on.khalti });
}
