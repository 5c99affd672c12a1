// Keeps a running shop server on the live build: it follows `.builds/current`
// whether the switch came from this process or from `npm run rebuild` /
// `npm run rollback` in another terminal.
import PocketBase from 'pocketbase';
import { signInAsService } from '../../src/lib/data/shop-service.mjs';
import { refreshServiceToken } from '../data/shop-service.ts';
import type { BuildStore } from './builds.ts';

/**
 * @returns stops following
 */
export function followLiveBuild(
  server: { buildDir: string; swap: (dir: string) => Promise<unknown> },
  store: BuildStore,
  { intervalMs = 2000, log = () => {} }: { intervalMs?: number; log?: (message: string) => void } = {},
): () => void {
  const timer = setInterval(async () => {
    const live = store.currentBuild();
    if (live && live !== server.buildDir) {
      await server.swap(live);
      log(`Now serving ${live.split('/').pop()}`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The publisher's PocketBase client, signed in as the shop's service account: signed in before the publisher
 * subscribes to realtime events, since PocketBase sends a client only the records its list rules let it see.
 */
export async function publisherClient(url: string, service: { email: string; password: string }) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await signInAsService(pb, service.email, service.password);
  // Long-running: refresh the token before it expires.
  setInterval(
    () => refreshServiceToken(pb).catch(() => signInAsService(pb, service.email, service.password).catch(() => null)),
    6 * 3600_000,
  ).unref();
  return pb;
}
