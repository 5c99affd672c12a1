// Operator and service-account credentials: from the environment when set,
// otherwise generated once and kept (mode 600) in the git-ignored data folder.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { privateDir } from './private-files.mjs';

const generatedPassword = () => randomBytes(18).toString('base64url');

function loadOrCreate(file, makeDefault) {
  if (existsSync(file)) return { ...JSON.parse(readFileSync(file, 'utf8')), generated: false };
  const value = makeDefault();
  privateDir(dirname(file));
  writeFileSync(file, JSON.stringify(value, null, 2), { mode: 0o600 });
  return { ...value, generated: true };
}

/** The operator's superuser login for the dashboard. */
export function adminCredentials(dataRoot) {
  if (process.env.PB_ADMIN_EMAIL && process.env.PB_ADMIN_PASSWORD) {
    return {
      email: process.env.PB_ADMIN_EMAIL,
      password: process.env.PB_ADMIN_PASSWORD,
      generated: false,
      fromEnv: true,
    };
  }
  return loadOrCreate(join(dataRoot, 'admin-credentials.json'), () => ({
    email: 'admin@krishibazaar.local',
    password: generatedPassword(),
  }));
}

/** The least-privilege account the shop's server signs in with. */
export function serviceCredentials(dataRoot) {
  if (process.env.SHOP_SERVICE_EMAIL && process.env.SHOP_SERVICE_PASSWORD) {
    return {
      email: process.env.SHOP_SERVICE_EMAIL,
      password: process.env.SHOP_SERVICE_PASSWORD,
      generated: false,
      fromEnv: true,
    };
  }
  return loadOrCreate(join(dataRoot, 'service-credentials.json'), () => ({
    email: 'storefront@krishibazaar.local',
    password: generatedPassword(),
  }));
}

/** The token that /api/rebuild requires (SITE_BUILD_TOKEN). */
export function buildToken(dataRoot) {
  if (process.env.SITE_BUILD_TOKEN) return { token: process.env.SITE_BUILD_TOKEN, generated: false };
  return loadOrCreate(join(dataRoot, 'build-token.json'), () => ({ token: randomBytes(24).toString('base64url') }));
}
