// Settings for the stand-alone processes (publisher, rebuild, serve) that
// attach to an already running PocketBase: environment first, then the
// credentials `npm start` saved in the data folder.
import { dirname } from 'node:path';
import { buildToken, serviceCredentials } from './credentials.ts';
import { setting } from '../src/lib/settings.mjs';
import { shopEnv } from './backend.ts';

export function attachedConfig() {
  const dataRoot = dirname(setting('PB_DATA_DIR'));
  const pbUrl = setting('PB_URL');
  const service = serviceCredentials(dataRoot);
  const env = { ...shopEnv(pbUrl, service), SITE_BUILD_TOKEN: buildToken(dataRoot).token };
  return { pbUrl, service, env };
}
