// Where each wallet is and which keys the shop signs with, from the settings (src/lib/settings.mjs): PAYMENTS_MODE
// picks the wallets' published test or live endpoints, one setting to go live (docs/payments.md, "Going live").
// Keys stay on the server: this module is imported by server code only (*.server.ts, and `npm start`'s report of a
// wallet on without its keys, server/shop-health.ts). Importable by Node as it is: no astro module, `.ts` imports.
import { setting } from '../../lib/settings.mjs';
import type { Wallet } from './state.ts';

// eSewa's ePay page, "Credentials & URLs" and "Status Check"; Khalti's KPG-2 page, "API Endpoints".
export const WALLET_ENDPOINTS = {
  test: {
    esewaForm: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
    esewaStatus: 'https://rc.esewa.com.np/api/epay/transaction/status/',
    khaltiApi: 'https://dev.khalti.com/api/v2/',
  },
  live: {
    esewaForm: 'https://epay.esewa.com.np/api/epay/main/v2/form',
    esewaStatus: 'https://epay.esewa.com.np/api/epay/transaction/status/',
    khaltiApi: 'https://khalti.com/api/v2/',
  },
} as const;

// eSewa publishes its UAT merchant and secret for everyone (developer.esewa.com.np/pages/Epay, "SecretKey").
export const ESEWA_TEST_MERCHANT = { productCode: 'EPAYTEST', secret: '8gBm/:&EnhH.1/q' };

export type EsewaConfig = { productCode: string; secret: string; formUrl: string; statusUrl: string };
export type KhaltiConfig = { key: string; apiUrl: string; refundUrl: (transactionId: string) => string };

type Env = Record<string, string | undefined>;

export function esewaConfig(env: Env = process.env): EsewaConfig | null {
  const mode = setting('PAYMENTS_MODE', env) as 'test' | 'live';
  const test = mode === 'test';
  const productCode = setting('ESEWA_PRODUCT_CODE', env) ?? (test ? ESEWA_TEST_MERCHANT.productCode : undefined);
  const secret = setting('ESEWA_SECRET_KEY', env) ?? (test ? ESEWA_TEST_MERCHANT.secret : undefined);
  if (!productCode || !secret) return null;
  return {
    productCode,
    secret,
    formUrl: setting('ESEWA_FORM_URL', env) ?? WALLET_ENDPOINTS[mode].esewaForm,
    statusUrl: setting('ESEWA_STATUS_URL', env) ?? WALLET_ENDPOINTS[mode].esewaStatus,
  };
}

export function khaltiConfig(env: Env = process.env): KhaltiConfig | null {
  const mode = setting('PAYMENTS_MODE', env) as 'test' | 'live';
  const key = setting('KHALTI_SECRET_KEY', env);
  if (!key) return null;
  const apiUrl = setting('KHALTI_API_URL', env) ?? WALLET_ENDPOINTS[mode].khaltiApi;
  // The refund API sits beside /api/v2/ at /api/merchant-transaction/<id>/refund/ (Khalti's refund page).
  const root = new URL('../../', apiUrl).toString();
  return { key, apiUrl, refundUrl: (id) => `${root}api/merchant-transaction/${encodeURIComponent(id)}/refund/` };
}

/**
 * One sentence per wallet that is on but cannot be used, for the start-up check and the shop's log; a wallet that
 * is off needs nothing.
 */
export function walletKeyProblems(on: Record<Wallet, boolean>, env: Env = process.env): string[] {
  const problems: string[] = [];
  const mode = setting('PAYMENTS_MODE', env);
  if (on.esewa && !esewaConfig(env))
    problems.push(
      `eSewa is on in the site settings but PAYMENTS_MODE=${mode} needs ESEWA_SECRET_KEY and ESEWA_PRODUCT_CODE (docs/payments.md, "Settings"); set them or turn eSewa off.`,
    );
  if (on.khalti && !khaltiConfig(env))
    problems.push(
      'Khalti is on in the site settings but KHALTI_SECRET_KEY is not set (docs/payments.md, "Settings"); set it to the key from Khalti\'s merchant dashboard or turn Khalti off.',
    );
  return problems;
}
