// Where PocketBase is, and how to build file URLs. Used at build time by the
// content loaders and at run time by *.server.ts code.
import PocketBase from 'pocketbase';
import { serverSetting } from './env.server';

export function pocketbaseUrl(): string {
  return serverSetting('PB_URL').replace(/\/$/, '');
}

/** docs/rules.md §3: {base}/api/files/{collection}/{id}/{file}. */
export function fileUrl(collection: string, recordId: string, file: string, base = pocketbaseUrl()): string {
  return `${base}/api/files/${collection}/${recordId}/${encodeURIComponent(file)}`;
}

/**
 * How long the shop's server waits for one PocketBase request. A PocketBase that is down refuses connections at
 * once; one that hangs (overloaded disk, stopped process) must not hang shoppers' requests with it: past this the
 * request fails like an outage and the shopper is asked to try again.
 */
export const PB_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Gives every request of `pb` a deadline (unless the caller passes its own abort signal), and sends it with `send`
 * when given (the shop server's own fetch: src/lib/pocketbase-fetch.server.ts).
 */
export function withRequestTimeout(pb: PocketBase, ms = PB_REQUEST_TIMEOUT_MS, send?: typeof fetch): PocketBase {
  pb.beforeSend = (url, options) => {
    options.signal ??= AbortSignal.timeout(ms);
    if (send) options.fetch ??= send;
    return { url, options };
  };
  return pb;
}

/** An anonymous client: sees exactly what the public API rules allow. */
export function publicClient(): PocketBase {
  const pb = new PocketBase(pocketbaseUrl());
  pb.autoCancellation(false);
  return pb;
}
