// A wallet turned on without its keys, reported where operators look (server/shop-health.ts watchWallets,
// docs/payments.md "Settings"): `npm start` reads the site settings' switches and writes shop_health (concern
// wallets) in the stack's real PocketBase: failing, with the setting to set, while Khalti is on and the shop has no
// KHALTI_SECRET_KEY; ok again once it is turned off. The shop's own keys are given as `env`, as `npm start` has them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchWallets } from '../../../server/shop-health.ts';
import { updateWalletSwitches } from '../../../server/data/site-settings.ts';
import { adminClient } from '@tests/harness/stack';
import { waitFor } from '@tests/harness/wait';

const NO_KHALTI_KEY = { PAYMENTS_MODE: 'test' };

beforeAll(async () => updateWalletSwitches(await adminClient(), { esewa: false, khalti: false }));
afterAll(async () => {
  const pb = await adminClient();
  await updateWalletSwitches(pb, { esewa: false, khalti: false });
  for (const r of await pb.collection('shop_health').getFullList({ filter: 'concern = "wallets"' }))
    await pb.collection('shop_health').delete(r.id);
});

async function report(on: { esewa: boolean; khalti: boolean }) {
  const pb = await adminClient();
  await updateWalletSwitches(pb, on);
  const lines: string[] = [];
  const watch = watchWallets(pb, (l) => lines.push(l), { env: NO_KHALTI_KEY, everyMs: 3_600_000 });
  await watch.first;
  watch.stop();
  const records = await pb.collection('shop_health').getFullList({ filter: 'concern = "wallets"' });
  return { records, lines };
}

describe('wallets in shop_health', () => {
  it('says cash only while no wallet is on', async () => {
    const { records, lines } = await report({ esewa: false, khalti: false });
    expect(records).toHaveLength(1);
    expect(records[0].state).toBe('ok');
    expect(records[0].message).toBe('No wallet is on in the site settings: cash on delivery only.');
    expect(lines).toEqual([]);
  });

  it('says failing, with the key to set, while Khalti is on without it', async () => {
    const { records, lines } = await report({ esewa: true, khalti: true });
    expect(records).toHaveLength(1);
    expect(records[0].state).toBe('failing');
    expect(records[0].message).toContain('Khalti is on in the site settings but KHALTI_SECRET_KEY is not set');
    // eSewa in test mode has its published test merchant: nothing to say of it.
    expect(records[0].message).not.toContain('eSewa');
    expect(records[0].failing_since).not.toBe('');
    // said in the log by the shop server's start-up check (server/shop-server.ts), not a second time here
    expect(lines).toEqual([]);
  });

  it('says a problem that appears later in the log once, not every minute it lasts', async () => {
    const pb = await adminClient();
    await updateWalletSwitches(pb, { esewa: false, khalti: false });
    const lines: string[] = [];
    const watch = watchWallets(pb, (l) => lines.push(l), { env: NO_KHALTI_KEY, everyMs: 100 });
    try {
      await watch.first;
      await updateWalletSwitches(pb, { esewa: false, khalti: true });
      await waitFor('the problem in the log', async () => (lines.length ? true : null), 10_000);
      await new Promise((r) => setTimeout(r, 600)); // several more rounds
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('Wallets: Khalti is on');
    } finally {
      watch.stop();
    }
  });

  it('is ok again, naming what is offered, once Khalti is off', async () => {
    const { records } = await report({ esewa: true, khalti: false });
    expect(records).toHaveLength(1);
    expect(records[0].state).toBe('ok');
    expect(records[0].message).toBe('eSewa offered at checkout, beside cash on delivery.');
    expect(records[0].failing_since).toBe('');
  });
});
