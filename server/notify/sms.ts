// The SMS transport SMS_PROVIDER names, with its settings (docs/notifications.md, "Providers").
import { setting } from '../../src/lib/settings.mjs';
import { AakashTransport } from './sms-aakash.ts';
import { KannelTransport } from './sms-kannel.ts';
import { SparrowTransport } from './sms-sparrow.ts';
import type { Transport } from './transport.ts';

/** The transport for SMS_PROVIDER, or null when it is `off`. */
export function smsTransport(env: NodeJS.ProcessEnv = process.env): Transport | null {
  const provider = setting('SMS_PROVIDER', env);
  if (provider === 'off') return null;
  const url = setting('SMS_API_URL', env);
  const token = setting('SMS_TOKEN', env);
  if (!url || !token) throw new Error(`SMS_PROVIDER=${provider} needs SMS_API_URL and SMS_TOKEN.`);
  const from = setting('SMS_FROM', env) ?? '';
  if (provider === 'sparrow') return new SparrowTransport({ url, token, from });
  if (provider === 'aakash') return new AakashTransport({ url, token, from });
  return new KannelTransport({ url, token, from, receiptUrl: setting('SMS_RECEIPT_URL', env) });
}
