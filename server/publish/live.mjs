// @ts-check
// Keeps a running shop server on the live build: it follows `.builds/current`
// whether the switch came from this process or from `npm run rebuild` /
// `npm run rollback` in another terminal.
import PocketBase from 'pocketbase';
import { signInWithPassword } from '../../src/lib/sign-in.mjs';

/**
 * @param {{ buildDir: string, swap: (dir: string) => Promise<unknown> }} server
 * @param {import('./builds.mjs').BuildStore} store
 * @param {{ intervalMs?: number, log?: (message: string) => void }} [options]
 * @returns {() => void} stops following
 */
export function followLiveBuild(server, store, { intervalMs = 2000, log = () => {} } = {}) {
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
 * @param {string} url
 * @param {{ email: string, password: string }} service
 */
export async function publisherClient(url, service) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await signInWithPassword(pb, 'shop_service', service.email, service.password);
  // Long-running: refresh the token before it expires.
  setInterval(
    () =>
      pb
        .collection('shop_service')
        .authRefresh()
        .catch(() => signInWithPassword(pb, 'shop_service', service.email, service.password).catch(() => null)),
    6 * 3600_000,
  ).unref();
  return pb;
}
