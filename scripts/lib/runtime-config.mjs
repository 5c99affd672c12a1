// Settings for the stand-alone processes (publisher, rebuild, serve) that
// attach to an already running PocketBase: environment first, then the
// credentials `npm start` saved in the data folder.
import { dirname } from 'node:path';
import { buildToken, serviceCredentials } from './credentials.mjs';
import { defaultDataDir } from './paths.mjs';
import { shopEnv } from './backend.mjs';

export function attachedConfig() {
  const dataRoot = dirname(process.env.PB_DATA_DIR ?? defaultDataDir);
  const pbUrl = process.env.PB_URL ?? `http://127.0.0.1:${process.env.PB_PORT ?? 8090}`;
  const service = serviceCredentials(dataRoot);
  const env = { ...shopEnv(pbUrl, service), SITE_BUILD_TOKEN: buildToken(dataRoot).token };
  return { pbUrl, service, env };
}
