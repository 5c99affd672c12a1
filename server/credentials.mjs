// @ts-check
// Operator and service-account credentials: from the environment when set,
// otherwise generated once and kept (mode 600) in the git-ignored data folder.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setting } from '../src/lib/settings.mjs';
import { privateDir } from './private-files.mjs';

const generatedPassword = () => randomBytes(18).toString('base64url');

/** @typedef {{ email: string, password: string, generated: boolean, fromEnv?: boolean }} Credentials */

/**
 * What `file` holds, else `makeDefault()` written to it; `generated` tells which.
 * @template {object} T
 * @param {string} file
 * @param {() => T} makeDefault
 * @returns {T & { generated: boolean }}
 */
function loadOrCreate(file, makeDefault) {
  if (existsSync(file)) return { ...JSON.parse(readFileSync(file, 'utf8')), generated: false };
  const value = makeDefault();
  privateDir(dirname(file));
  writeFileSync(file, JSON.stringify(value, null, 2), { mode: 0o600 });
  return { ...value, generated: true };
}

/**
 * A login from two settings when both are set, else generated once and kept in `file`.
 * @param {'PB_ADMIN_EMAIL' | 'SHOP_SERVICE_EMAIL'} emailSetting
 * @param {'PB_ADMIN_PASSWORD' | 'SHOP_SERVICE_PASSWORD'} passwordSetting
 * @param {string} file
 * @param {string} defaultEmail
 * @returns {Credentials}
 */
function accountCredentials(emailSetting, passwordSetting, file, defaultEmail) {
  const email = setting(emailSetting);
  const password = setting(passwordSetting);
  if (email && password) return { email, password, generated: false, fromEnv: true };
  return loadOrCreate(file, () => ({ email: defaultEmail, password: generatedPassword() }));
}

/**
 * The operator's superuser login for the dashboard.
 * @param {string} dataRoot
 */
export function adminCredentials(dataRoot) {
  return accountCredentials(
    'PB_ADMIN_EMAIL',
    'PB_ADMIN_PASSWORD',
    join(dataRoot, 'admin-credentials.json'),
    'admin@krishibazaar.local',
  );
}

/**
 * The least-privilege account the shop's server signs in with.
 * @param {string} dataRoot
 */
export function serviceCredentials(dataRoot) {
  return accountCredentials(
    'SHOP_SERVICE_EMAIL',
    'SHOP_SERVICE_PASSWORD',
    join(dataRoot, 'service-credentials.json'),
    'storefront@krishibazaar.local',
  );
}

/**
 * The token that /api/rebuild requires (SITE_BUILD_TOKEN).
 * @param {string} dataRoot
 * @returns {{ token: string, generated: boolean }}
 */
export function buildToken(dataRoot) {
  const token = setting('SITE_BUILD_TOKEN');
  if (token) return { token, generated: false };
  return loadOrCreate(join(dataRoot, 'build-token.json'), () => ({ token: randomBytes(24).toString('base64url') }));
}
