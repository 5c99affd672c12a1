// The shop's wallet calls (src/features/payments/wallet-client.server.ts) against the local eSewa and Khalti that
// follow their published protocols (tests/harness/esewa.ts, khalti.ts): every documented answer is read as the
// state machine expects, and an answer about another transaction, a wrong key or a wallet that is down is never
// taken as paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esewaConfig, khaltiConfig, walletKeyProblems } from '@/features/payments/config.server';
import { esewaForm, readEsewaSuccess } from '@/features/payments/esewa.server';
import { khaltiInitiateBody } from '@/features/payments/khalti';
import { esewaVerdict, khaltiVerdict } from '@/features/payments/state';
import { esewaStatus, khaltiInitiate, khaltiLookup, khaltiRefund } from '@/features/payments/wallet-client.server';
import { type FakeEsewa, startFakeEsewa } from '@tests/harness/esewa';
import { type FakeKhalti, KHALTI_TEST_KEY, startFakeKhalti } from '@tests/harness/khalti';

let esewa: FakeEsewa;
let khalti: FakeKhalti;
beforeAll(async () => {
  esewa = await startFakeEsewa();
  khalti = await startFakeKhalti();
});
afterAll(async () => {
  await esewa?.stop();
  await khalti?.stop();
});

const esewaEnv = () => ({ ESEWA_FORM_URL: esewa.formUrl, ESEWA_STATUS_URL: esewa.statusUrl });
const khaltiEnv = () => ({ KHALTI_SECRET_KEY: KHALTI_TEST_KEY, KHALTI_API_URL: khalti.apiUrl });

/** Posts the shop's form to eSewa as the browser does; returns where eSewa sends the shopper. */
async function payAtEsewa(uuid: string, total: number): Promise<string | null> {
  const config = esewaConfig(esewaEnv());
  if (!config) throw new Error('no eSewa config');
  const form = esewaForm({
    secret: config.secret,
    productCode: config.productCode,
    totalRupees: total,
    transactionUuid: uuid,
    successUrl: 'http://shop.test/pay/esewa/success',
    failureUrl: 'http://shop.test/pay/esewa/failure',
  });
  const res = await fetch(config.formUrl, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
  return res.headers.get('location');
}

describe('settings', () => {
  it("uses eSewa's published test merchant in test mode and needs keys in live mode", () => {
    expect(esewaConfig({})?.productCode).toBe('EPAYTEST');
    expect(esewaConfig({ PAYMENTS_MODE: 'live' })).toBeNull();
    expect(esewaConfig({ PAYMENTS_MODE: 'live', ESEWA_SECRET_KEY: 's', ESEWA_PRODUCT_CODE: 'SHOP' })?.formUrl).toBe(
      'https://epay.esewa.com.np/api/epay/main/v2/form',
    );
    expect(khaltiConfig({})).toBeNull();
    expect(khaltiConfig({ KHALTI_SECRET_KEY: 'k' })?.refundUrl('T1')).toBe(
      'https://dev.khalti.com/api/merchant-transaction/T1/refund/',
    );
  });

  it('names a missing key only for a wallet that is on', () => {
    expect(walletKeyProblems({ esewa: false, khalti: false }, { PAYMENTS_MODE: 'live' })).toEqual([]);
    const problems = walletKeyProblems({ esewa: true, khalti: true }, { PAYMENTS_MODE: 'live' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('ESEWA_SECRET_KEY');
    expect(problems[1]).toContain('KHALTI_SECRET_KEY');
  });
});

describe('eSewa', () => {
  it('a completed payment: signed redirect, then the status API says COMPLETE for that amount only', async () => {
    esewa.next = 'complete';
    const config = esewaConfig(esewaEnv());
    if (!config) throw new Error('no config');
    const location = await payAtEsewa('KB-1-a1', 1250);
    const data = new URL(String(location)).searchParams.get('data') ?? '';
    const read = readEsewaSuccess(data, config.secret, config.productCode);
    expect(read.ok && read.value.transactionUuid).toBe('KB-1-a1');
    const status = await esewaStatus(config, 'KB-1-a1', 1250);
    expect(status.ok && esewaVerdict(status.value.status)).toBe('complete');
    // asked with another amount, eSewa does not find it
    const other = await esewaStatus(config, 'KB-1-a1', 12);
    expect(other.ok && esewaVerdict(other.value.status)).toBe('failed');
  });

  it('pending, ambiguous and cancelled payments go to the failure page and are never complete', async () => {
    const config = esewaConfig(esewaEnv());
    if (!config) throw new Error('no config');
    for (const [outcome, verdict] of [
      ['pending', 'pending'],
      ['ambiguous', 'pending'],
      ['cancel', 'failed'],
    ] as const) {
      esewa.next = outcome;
      const uuid = `KB-2-${outcome}`;
      expect(await payAtEsewa(uuid, 500)).toBe('http://shop.test/pay/esewa/failure');
      const status = await esewaStatus(config, uuid, 500);
      expect(status.ok && esewaVerdict(status.value.status)).toBe(verdict);
    }
  });

  it('a forged form is refused by eSewa, a wrong key on the answer is refused by the shop', async () => {
    const res = await fetch(esewa.formUrl, {
      method: 'POST',
      body: new URLSearchParams({
        ...esewaForm({
          secret: 'not the key',
          productCode: 'EPAYTEST',
          totalRupees: 10,
          transactionUuid: 'KB-3',
          successUrl: 'http://shop.test/s',
          failureUrl: 'http://shop.test/f',
        }),
      }),
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    esewa.next = 'complete';
    await payAtEsewa('KB-3-b', 10);
    const forged = esewa.successData('KB-3-b', 'not the key');
    expect(readEsewaSuccess(forged, '8gBm/:&EnhH.1/q', 'EPAYTEST').ok).toBe(false);
  });

  it('a status API that is down is a problem, not a verdict', async () => {
    const config = esewaConfig(esewaEnv());
    if (!config) throw new Error('no config');
    esewa.unavailable = true;
    try {
      const status = await esewaStatus(config, 'KB-1-a1', 1250);
      expect(status.ok).toBe(false);
    } finally {
      esewa.unavailable = false;
    }
    const gone = esewaConfig({ ESEWA_STATUS_URL: 'http://127.0.0.1:9/status/' });
    if (!gone) throw new Error('no config');
    expect((await esewaStatus(gone, 'x', 1)).ok).toBe(false);
  });
});

describe('Khalti', () => {
  const start = async (orderNumber: string, total: number) => {
    const config = khaltiConfig(khaltiEnv());
    if (!config) throw new Error('no config');
    const started = await khaltiInitiate(
      config,
      khaltiInitiateBody({
        totalRupees: total,
        attemptId: `att-${orderNumber}`,
        orderNumber,
        returnUrl: 'http://shop.test/pay/khalti/return',
        websiteUrl: 'http://shop.test',
      }),
    );
    if (!started.ok) throw new Error(started.problem);
    return { config, ...started.value };
  };

  it('initiate in paisa, pay, lookup says Completed with the total in paisa', async () => {
    khalti.next = 'complete';
    const { config, pidx, paymentUrl } = await start('KB-10', 1234);
    expect(khalti.payments.get(pidx)?.amount).toBe(123400);
    const back = await fetch(paymentUrl, { redirect: 'manual' });
    const query = new URL(String(back.headers.get('location'))).searchParams;
    expect(query.get('status')).toBe('Completed');
    const lookup = await khaltiLookup(config, pidx);
    expect(lookup.ok && khaltiVerdict(lookup.value.status)).toBe('complete');
    expect(lookup.ok && lookup.value.totalAmount).toBe(123400);
  });

  it('each failure state is read as documented', async () => {
    for (const [outcome, verdict] of [
      ['pending', 'pending'],
      ['cancel', 'failed'],
      ['expire', 'failed'],
      ['close', 'pending'],
    ] as const) {
      khalti.next = outcome;
      const { config, pidx, paymentUrl } = await start(`KB-11-${outcome}`, 100);
      await fetch(paymentUrl, { redirect: 'manual' });
      const lookup = await khaltiLookup(config, pidx);
      expect(lookup.ok && khaltiVerdict(lookup.value.status), outcome).toBe(verdict);
    }
  });

  it('refunds part, then the rest; a refund beyond the payment is refused', async () => {
    khalti.next = 'complete';
    const { config, pidx, paymentUrl } = await start('KB-12', 1000);
    await fetch(paymentUrl, { redirect: 'manual' });
    const tx = khalti.payments.get(pidx)?.transactionId ?? '';
    expect((await khaltiRefund(config, tx, 40000)).ok).toBe(true);
    let lookup = await khaltiLookup(config, pidx);
    expect(lookup.ok && khaltiVerdict(lookup.value.status)).toBe('partially_refunded');
    const tooMuch = await khaltiRefund(config, tx, 70000);
    expect(tooMuch).toEqual({ ok: false, problem: 'Khalti answered 400: Invalid refund amount.' });
    expect((await khaltiRefund(config, tx)).ok).toBe(true);
    lookup = await khaltiLookup(config, pidx);
    expect(lookup.ok && khaltiVerdict(lookup.value.status)).toBe('refunded');
  });

  it('a wrong key and an unknown pidx are problems', async () => {
    const wrong = khaltiConfig({ KHALTI_SECRET_KEY: 'wrong', KHALTI_API_URL: khalti.apiUrl });
    if (!wrong) throw new Error('no config');
    expect(await khaltiLookup(wrong, 'pidx1')).toEqual({ ok: false, problem: 'Khalti answered 401: Invalid token.' });
    const right = khaltiConfig(khaltiEnv());
    if (!right) throw new Error('no config');
    expect((await khaltiLookup(right, 'nosuchpidx')).ok).toBe(false);
  });
});
