import type PocketBase from 'pocketbase';
import { subscribeToCollections } from '../data/collections.ts';
// How the publisher notices edits: through PocketBase's realtime events while the live connection is open, by
// polling while it is not. Events sent while the connection was down are lost, so after it (re)opens the publisher
// keeps polling until one look at PocketBase has succeeded (nothing missed before it, events for everything after).
// `nextWatch` is pure: the publisher tells it what happened and does what it answers; `followRealtime` wires up the SDK.

export type Watch = {
  /** The realtime connection is open, with the subscriptions. */
  connected: boolean;
  /** A look at PocketBase succeeded since it opened. */
  caughtUp: boolean;
  /** Why live updates are not working, in an operator's words ('' before the first connection). */
  outage: string;
  /** Polls made during this outage. */
  fallbackPolls: number;
};
export type WatchEvent = { type: 'connected' } | { type: 'lost'; reason: string } | { type: 'looked'; ok: boolean };

/** Before the first connection: polls make the baseline, and there is nothing to report. */
export const STARTING_WATCH = Object.freeze({ connected: false, caughtUp: false, outage: '', fallbackPolls: 0 });

/**
 * The outage is reported at the second poll it needed: PocketBase closes a connection idle for 5 minutes and the SDK
 * reopens it within a second, which is no news for an operator.
 */
const REPORT_AT_POLL = 2;

/**
 * Whether realtime events are enough, so the publisher need not poll.
 */
export const followingLive = (watch: Watch) => watch.connected && watch.caughtUp;

/**
 * @param pollMs  how often the publisher polls during an outage (named in the log line)
 */
export function nextWatch(
  watch: Watch,
  event: WatchEvent,
  pollMs: number,
): { watch: Watch; log?: string; lookNow?: boolean } {
  if (event.type === 'connected') return { watch: { ...watch, connected: true, caughtUp: false }, lookNow: true };
  if (event.type === 'lost')
    return { watch: { ...watch, connected: false, caughtUp: false, outage: watch.outage || event.reason } };
  if (watch.connected) {
    if (!event.ok) return { watch: { ...watch, caughtUp: false } };
    const reported = watch.fallbackPolls >= REPORT_AT_POLL;
    return {
      watch: { connected: true, caughtUp: true, outage: '', fallbackPolls: 0 },
      log: reported
        ? 'Publisher: the live connection to PocketBase is back; edits are noticed as they are made.'
        : undefined,
    };
  }
  if (!watch.outage) return { watch };
  const fallbackPolls = watch.fallbackPolls + 1;
  return {
    watch: { ...watch, fallbackPolls },
    log:
      fallbackPolls === REPORT_AT_POLL
        ? `Publisher: ${watch.outage}; checking PocketBase for edits every ${pollMs / 1000} s until it is back.`
        : undefined,
  };
}

/**
 * `run`, one call at a time. A call made while a run is under way is answered by one more run after it (calls made
 * meanwhile share it), so whatever a caller gets comes from a run that started after its call.
 */
export function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let again = false;
  const loop = async () => {
    try {
      let result: T;
      do {
        again = false;
        result = await run();
      } while (again);
      return result;
    } finally {
      running = null;
    }
  };
  return () => {
    if (running) again = true;
    else running = loop();
    return running;
  };
}

/**
 * Gives the SDK an EventSource, which it takes from the global scope: Node's own where it has one (Node 24 only with
 * --experimental-eventsource), else the `eventsource` package's. False when there is neither.
 */
export async function provideEventSource() {
  if ('EventSource' in globalThis) return true;
  // A variable, so the type check does not need the package: without it the publisher polls.
  const optionalPackage = 'eventsource';
  try {
    globalThis.EventSource = (await import(optionalPackage)).EventSource;
    return true;
  } catch {
    return false;
  }
}

/**
 * Subscribes `pb` to every record event of `collections`. The events a client receives obey the collection's list
 * rule for its auth, so `pb` must be signed in as an account that lists every record (the shop's service account).
 * Resolves once the connection is open; rejects when it cannot be opened (the SDK then does not retry). A connection
 * that drops is reopened by the SDK, and `onConnect` runs again.
 * @returns ends the subscriptions and closes the connection
 */
export async function followRealtime(
  pb: PocketBase,
  collections: string[],
  {
    onEvent,
    onConnect,
    onDisconnect,
  }: { onEvent: (collection: string) => void; onConnect: () => void; onDisconnect: () => void },
): Promise<() => Promise<void>> {
  // Called with no subscriptions left when the connection was closed on purpose.
  pb.realtime.onDisconnect = (active) => {
    if (active.length) onDisconnect();
  };
  try {
    await Promise.all([
      pb.realtime.subscribe('PB_CONNECT', onConnect),
      subscribeToCollections(pb, collections, onEvent),
    ]);
  } catch (err) {
    // The SDK keeps the listeners of a subscription that failed: a retry would add a second set.
    await pb.realtime.unsubscribe().catch(() => undefined);
    // When the connection itself failed, the SDK's error says only "Something went wrong."; its cause says what.
    const cause = (err as { originalError?: unknown } | null)?.originalError;
    throw cause instanceof Error ? cause : err;
  }
  return () => pb.realtime.unsubscribe();
}
