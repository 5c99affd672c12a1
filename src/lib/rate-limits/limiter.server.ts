// The shop server's rate limiter (rules in rate-limit.ts, values in SECURITY.md): decides per action call whether
// the client still has budget, and answers 429 in Astro's action error shape when it has not. Counting is
// rate-limiter-flexible's, with its counters in PocketBase (pocketbase-store.server.ts), so they survive build swaps
// and restarts and hold across every shop server process; while PocketBase cannot be reached, an in-memory limiter of
// the same budget answers instead (the library's "insurance" limiter).
import { createHash } from 'node:crypto';
import type { APIContext } from 'astro';
import rateLimiterFlexible from 'rate-limiter-flexible';
import { withService } from '@/lib/pocketbase.server';
import type { Locale } from '@/lib/i18n';
import { actionLocale } from '@/lib/request-locale';
import { serverSetting } from '@/lib/env.server';
import { RateLimiterPocketBase, type StoreClient } from './pocketbase-store.server';
import { tooManyRequestsText } from './too-many-requests';
import {
  budgetsFor,
  carriesCouponCode,
  clientAddress,
  mayCarryCouponCode,
  parseLimitSetting,
  parseTrustProxy,
  type LimitName,
  type LimitRule,
  type LimitSetting,
} from './rate-limit';

/** Bodies larger than this are refused by Astro (security.actionBodySizeLimit) before any action runs. */
const LARGEST_ACTION_BODY = 512 * 1024;

// A CommonJS package: its classes come from the default export (Node cannot name them statically).
const { RateLimiterMemory, RateLimiterRes } = rateLimiterFlexible;

/** One call to PocketBase's rate-limit route (pocketbase/pb_hooks/rate-limits.pb.js) as the service account. */
const storeClient: StoreClient = (call) =>
  withService((pb) => pb.send('/api/shop/rate-limit', { method: 'POST', body: call, requestKey: null }));

const limiters = new Map<string, RateLimiterPocketBase>();
function limiter(name: LimitName, rule: LimitRule): RateLimiterPocketBase {
  const id = `${name}/${rule.limit}/${rule.windowMs}`;
  let found = limiters.get(id);
  if (!found) {
    const shape = { keyPrefix: name, points: rule.limit, duration: Math.max(1, Math.round(rule.windowMs / 1000)) };
    found = new RateLimiterPocketBase({ ...shape, storeClient, insuranceLimiter: new RateLimiterMemory(shape) });
    limiters.set(id, found);
  }
  return found;
}

let config: { setting: LimitSetting; trustedHops: number } | null = null;
function settings() {
  // Read on first use, not at import: the build imports this module too, with a different environment.
  config ??= {
    setting: parseLimitSetting(serverSetting('SHOP_RATE_LIMITS')),
    trustedHops: parseTrustProxy(serverSetting('TRUST_PROXY')),
  };
  return config;
}

/**
 * Whether the body names a coupon code, read from a copy so the action still gets the body. A body of unknown
 * length (streamed) is taken to name one; one too large to be accepted names none (Astro refuses it anyway).
 */
async function bodyNamesCoupon(request: Request): Promise<boolean> {
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!Number.isFinite(length)) return request.body !== null;
  if (length === 0 || length > LARGEST_ACTION_BODY) return false;
  try {
    return carriesCouponCode(await request.clone().json());
  } catch {
    return false; // not JSON: the action answers 400
  }
}

function socketAddress(context: APIContext): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined; // not known for this request (never the case for the Node adapter)
  }
}

/**
 * The 429 answer, shaped like any other action error so `actions.x()` in the browser reads its message, in the
 * language of the page that called (src/lib/request-locale.ts).
 */
export function tooManyRequests(retryAfterMs: number, locale: Locale = 'en'): Response {
  const message = tooManyRequestsText(locale);
  const body = { type: 'AstroActionError', code: 'TOO_MANY_REQUESTS', status: 429, message };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: {
      'Content-Type': 'application/json',
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
      'Cache-Control': 'no-store',
    },
  });
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Spends one call from each budget for `client` (one PocketBase call per budget, sent together), or none of them if
 * any is used up: the others are given back, so a refused call costs nothing. A limiter failure that is not a
 * refusal (PocketBase and the in-memory stand-in both failing) lets the call through, logged: the limits must not
 * stop the shop.
 */
async function take(client: string, budgets: readonly { name: LimitName; rule: LimitRule }[]): Promise<Verdict> {
  const results = await Promise.allSettled(budgets.map(({ name, rule }) => limiter(name, rule).consume(client)));
  let retryAfterMs = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof RateLimiterRes) retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext, 1);
    else console.error('[rate-limit] could not count a call; letting it through:', result.reason);
  }
  if (retryAfterMs === 0) return { allowed: true };
  await Promise.allSettled(
    budgets.map(({ name, rule }, i) =>
      results[i]?.status === 'fulfilled' ? limiter(name, rule).reward(client) : Promise.resolve(),
    ),
  );
  return { allowed: false, retryAfterMs };
}

/** A 429 response when this call of `action` is over the client's limit; null when it may go ahead. */
export async function rateLimitRefusal(context: APIContext, action: string): Promise<Response | null> {
  const { setting, trustedHops } = settings();
  if (!setting.enabled) return null;
  const withCoupon = mayCarryCouponCode(action) && (await bodyNamesCoupon(context.request));
  const budgets = budgetsFor(action, withCoupon);
  if (budgets.length === 0) return null;
  const client = clientAddress(socketAddress(context), context.request.headers.get('x-forwarded-for'), trustedHops);
  const verdict = await take(
    client,
    budgets.map((name) => ({ name, rule: setting.rules[name] })),
  );
  return verdict.allowed ? null : tooManyRequests(verdict.retryAfterMs, actionLocale(context.request));
}

/**
 * Spends one call of `budget` for this request's client outside the actions (the order desk's sign-in form); the
 * milliseconds until it may try again when over the limit, else null.
 */
export async function takeBudget(context: APIContext, budget: LimitName): Promise<number | null> {
  const { setting, trustedHops } = settings();
  if (!setting.enabled) return null;
  const client = clientAddress(socketAddress(context), context.request.headers.get('x-forwarded-for'), trustedHops);
  const verdict = await take(client, [{ name: budget, rule: setting.rules[budget] }]);
  return verdict.allowed ? null : verdict.retryAfterMs;
}

/** The counter key of an account (a hash: the table of counters holds no email addresses). */
function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * Per-account budgets that only failures spend (the desk's wrong passwords): the milliseconds until `account` may try
 * again when its failures have used up `budget`, else null. Nothing is spent by asking.
 */
export async function accountRefusal(account: string, budget: LimitName): Promise<number | null> {
  const { setting } = settings();
  if (!setting.enabled) return null;
  const rule = setting.rules[budget];
  try {
    const res = await limiter(budget, rule).get(accountKey(account));
    return res && res.consumedPoints >= rule.limit ? Math.max(1, res.msBeforeNext) : null;
  } catch (err) {
    console.error('[rate-limit] could not read an account budget; letting it through:', err);
    return null;
  }
}

/** Spends one failure of `account` from `budget` (after a wrong password). */
export async function spendAccountFailure(account: string, budget: LimitName): Promise<void> {
  const { setting } = settings();
  if (!setting.enabled) return;
  await limiter(budget, setting.rules[budget])
    .consume(accountKey(account))
    .catch((err: unknown) => {
      if (!(err instanceof RateLimiterRes)) console.error('[rate-limit] could not count a failed sign-in:', err);
    });
}
