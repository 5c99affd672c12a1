// A second shop server on the stack's build, with the rate limits on (the stack's own server runs with
// SHOP_RATE_LIMITS=off, since the suite places thousands of orders from one address). It trusts one proxy hop, so
// a test can act as many different clients by setting X-Forwarded-For.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../../scripts/lib/pocketbase-process.mjs';
import { testStack } from './stack';

export interface LimitedShop {
  url: string;
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./shop-server-child.mjs', import.meta.url));

/** Starts the server; `env` adds to or overrides its settings (e.g. TRUST_PROXY: '' to trust no proxy). */
export async function startLimitedShop(env: Record<string, string> = {}): Promise<LimitedShop> {
  const { buildDir, pbUrl, service } = testStack();
  if (!buildDir) throw new Error('The test stack has no build (buildDir is empty): start it with a build.');
  const { SHOP_RATE_LIMITS: _off, ...inherited } = process.env;
  const child = fork(CHILD, [buildDir], {
    env: {
      ...inherited,
      PB_URL: pbUrl,
      SHOP_SERVICE_EMAIL: service.email,
      SHOP_SERVICE_PASSWORD: service.password,
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The limited shop server did not start within 60 s.')), 60_000);
    child.once('message', (message: { listening?: string }) => {
      clearTimeout(timer);
      if (message.listening) resolve(message.listening);
      else reject(new Error(`Unexpected message from the shop server: ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The limited shop server exited (code ${code}) before it was listening.`));
    });
  });
  return { url, stop: () => stopChild(child) };
}
