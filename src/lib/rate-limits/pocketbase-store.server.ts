// A rate-limiter-flexible store kept in PocketBase (the route in pocketbase/pb_hooks/rate-limits.pb.js, rows in the
// `rate_limits` collection), so the shop server's counters outlive a build swap and a restart and are shared by every
// shop server process in front of one PocketBase.
//
// Why this store: rate-limiter-flexible ships stores for Redis, Memcached, SQL servers and a local SQLite file, but
// `npm start` on a fresh machine has none of those servers, and a second process opening PocketBase's SQLite file is
// what loses committed writes (SECURITY.md "Crashes, outages and backups"). PocketBase is already there and already
// the one writer: one small authenticated call per limited action, answered by one atomic SQL upsert (the same
// statement as the library's own SQLite store). PocketBase's built-in limiter does not fit: it counts the address
// it sees, and every shop request reaches it from the shop server's address.
// A CommonJS package: its classes come from the default export (Node cannot name them statically).
import rateLimiterFlexible from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';

const { RateLimiterRes } = rateLimiterFlexible;
type RateLimiterRes = InstanceType<typeof RateLimiterRes>;

/** A window as PocketBase keeps it: points spent, and when it ends (ms since the epoch; null = never). */
export interface StoredWindow {
  points: number;
  expire: number | null;
}

export type StoreCall =
  | { op: 'upsert'; key: string; points: number; msDuration: number; forceExpire: boolean }
  | { op: 'get'; key: string }
  | { op: 'delete'; key: string };

/** Sends one call to the store's route and returns its answer (a window, null, or {deleted}). */
export type StoreClient = (call: StoreCall) => Promise<unknown>;

interface Options {
  keyPrefix: string;
  points: number;
  /** Seconds per window. */
  duration: number;
  storeClient: StoreClient;
  /** Answers in its place while PocketBase cannot be reached (rate-limiter-flexible's "insurance" limiter). */
  insuranceLimiter?: ConstructorParameters<typeof RateLimiterStoreAbstract>[0]['insuranceLimiter'];
}

export class RateLimiterPocketBase extends RateLimiterStoreAbstract {
  private readonly send: StoreClient;

  constructor(options: Options) {
    super(options);
    this.send = options.storeClient;
  }

  // The methods rate-limiter-flexible's stores implement (lib/RateLimiterStoreAbstract.js); its type declarations
  // leave them out, hence no `override`.
  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<unknown> {
    return this.send({
      op: 'upsert',
      key: rlKey,
      points,
      msDuration: Math.max(0, Math.round(msDuration)),
      forceExpire,
    });
  }

  _get(rlKey: string): Promise<unknown> {
    return this.send({ op: 'get', key: rlKey });
  }

  async _delete(rlKey: string): Promise<boolean> {
    const answer = (await this.send({ op: 'delete', key: rlKey })) as { deleted?: boolean } | null;
    return answer?.deleted === true;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: StoredWindow): RateLimiterRes {
    const consumed = Number(result.points);
    const isFirstInDuration = changedPoints === consumed;
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      result.expire ? Math.max(result.expire - Date.now(), 0) : -1,
      consumed,
      isFirstInDuration,
    );
  }
}
