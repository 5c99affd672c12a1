// A second shop server on the stack's build, with the rate limits on (the stack's own server runs with
// SHOP_RATE_LIMITS=off, since the suite places thousands of orders from one address). It trusts one proxy hop, so
// a test can act as many different clients by setting X-Forwarded-For.
import { startServerProcess } from '../../scripts/lib/server-process.mjs';
import { testStack } from './stack';

export interface LimitedShop {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server; `env` adds to or overrides its settings (e.g. TRUST_PROXY: '' to trust no proxy). */
export async function startLimitedShop(env: Record<string, string> = {}): Promise<LimitedShop> {
  const { buildDir, pbUrl, service } = testStack();
  if (!buildDir) throw new Error('The test stack has no build (buildDir is empty): start it with a build.');
  const { SHOP_RATE_LIMITS: _off, ...inherited } = process.env;
  const { url, stop } = await startServerProcess({
    buildDir,
    env: {
      ...inherited,
      PB_URL: pbUrl,
      SHOP_SERVICE_EMAIL: service.email,
      SHOP_SERVICE_PASSWORD: service.password,
      TRUST_PROXY: '1',
      ...env,
    },
  });
  return { url, stop };
}
