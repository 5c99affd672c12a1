// Operator and service-account credentials: from the environment when set,
// otherwise generated once and kept (mode 600) in the git-ignored data folder.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setting } from '../src/lib/settings.mjs';
import { privateDir } from './private-files.ts';

const generatedPassword = () => randomBytes(18).toString('base64url');

export type Credentials = { email: string; password: string; generated: boolean; fromEnv?: boolean };

/**
 * What `file` holds, else `makeDefault()` written to it; `generated` tells which.
 */
function loadOrCreate<T extends object>(file: string, makeDefault: () => T): T & { generated: boolean } {
  if (existsSync(file)) return { ...JSON.parse(readFileSync(file, 'utf8')), generated: false };
  const value = makeDefault();
  privateDir(dirname(file));
  writeFileSync(file, JSON.stringify(value, null, 2), { mode: 0o600 });
  return { ...value, generated: true };
}

/**
 * A login from two settings when both are set, else generated once and kept in `file`.
 */
function accountCredentials(
  emailSetting: 'PB_ADMIN_EMAIL' | 'SHOP_SERVICE_EMAIL',
  passwordSetting: 'PB_ADMIN_PASSWORD' | 'SHOP_SERVICE_PASSWORD',
  file: string,
  defaultEmail: string,
): Credentials {
  const email = setting(emailSetting);
  const password = setting(passwordSetting);
  if (email && password) return { email, password, generated: false, fromEnv: true };
  return loadOrCreate(file, () => ({ email: defaultEmail, password: generatedPassword() }));
}

/**
 * The operator's superuser login for the dashboard.
 */
export function adminCredentials(dataRoot: string) {
  return accountCredentials(
    'PB_ADMIN_EMAIL',
    'PB_ADMIN_PASSWORD',
    join(dataRoot, 'admin-credentials.json'),
    'admin@krishibazaar.local',
  );
}

/**
 * The least-privilege account the shop's server signs in with.
 */
export function serviceCredentials(dataRoot: string) {
  return accountCredentials(
    'SHOP_SERVICE_EMAIL',
    'SHOP_SERVICE_PASSWORD',
    join(dataRoot, 'service-credentials.json'),
    'storefront@krishibazaar.local',
  );
}

/** Where the sender's credentials are kept. */
export const senderCredentialsFile = (dataRoot: string) => join(dataRoot, 'sender-credentials.json');

/**
 * The message sender's own account (message_senders, pocketbase/pb_migrations/1732004110_sender_account.js):
 * generated once and kept in the data folder beside the service account's, read by `npm start` (which makes the
 * account) and scripts/sender.mjs (which signs in with it). No setting: only a process with the data folder runs it.
 */
export function senderCredentials(dataRoot: string): Credentials {
  return loadOrCreate(senderCredentialsFile(dataRoot), () => ({
    email: 'sender@krishibazaar.local',
    password: generatedPassword(),
  }));
}

/**
 * The token that /api/rebuild requires (SITE_BUILD_TOKEN).
 */
export function buildToken(dataRoot: string): { token: string; generated: boolean } {
  const token = setting('SITE_BUILD_TOKEN');
  if (token) return { token, generated: false };
  return loadOrCreate(join(dataRoot, 'build-token.json'), () => ({ token: randomBytes(24).toString('base64url') }));
}
