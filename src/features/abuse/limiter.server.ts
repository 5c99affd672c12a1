// The shop server's rate limiter (rules in rate-limit.ts, values in SECURITY.md): decides per action call whether
// the client still has budget, and answers 429 in Astro's action error shape when it has not.
import type { APIContext } from 'astro';
import { setting } from '@/lib/settings.mjs';
import { TOO_MANY_REQUESTS_MESSAGE } from './too-many-requests';
import {
  WindowCounter,
  budgetsFor,
  carriesCouponCode,
  clientAddress,
  mayCarryCouponCode,
  parseLimitSetting,
  parseTrustProxy,
  type LimitName,
  type LimitSetting,
} from './rate-limit';

/** Bodies larger than this are refused by Astro (security.actionBodySizeLimit) before any action runs. */
const LARGEST_ACTION_BODY = 512 * 1024;

// On globalThis: the shop server swaps in each new build without restarting, and counts must survive the swap.
const COUNTER = Symbol.for('krishi-bazaar.rate-limit.counter');
function counter(): WindowCounter {
  const holder = globalThis as { [COUNTER]?: WindowCounter };
  holder[COUNTER] ??= new WindowCounter();
  return holder[COUNTER];
}

let config: { setting: LimitSetting; trustedHops: number } | null = null;
function settings() {
  // Read on first use, not at import: the build imports this module too, with a different environment.
  config ??= {
    setting: parseLimitSetting(setting('SHOP_RATE_LIMITS')),
    trustedHops: parseTrustProxy(setting('TRUST_PROXY')),
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

/** The 429 answer, shaped like any other action error so `actions.x()` in the browser reads its message. */
export function tooManyRequests(retryAfterMs: number): Response {
  const body = { type: 'AstroActionError', code: 'TOO_MANY_REQUESTS', status: 429, message: TOO_MANY_REQUESTS_MESSAGE };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: {
      'Content-Type': 'application/json',
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
      'Cache-Control': 'no-store',
    },
  });
}

/** A 429 response when this call of `action` is over the client's limit; null when it may go ahead. */
export async function rateLimitRefusal(context: APIContext, action: string): Promise<Response | null> {
  const { setting, trustedHops } = settings();
  if (!setting.enabled) return null;
  const withCoupon = mayCarryCouponCode(action) && (await bodyNamesCoupon(context.request));
  const budgets = budgetsFor(action, withCoupon);
  if (budgets.length === 0) return null;
  const client = clientAddress(socketAddress(context), context.request.headers.get('x-forwarded-for'), trustedHops);
  const verdict = counter().take(
    client,
    budgets.map((name) => ({ name, rule: setting.rules[name] })),
    Date.now(),
  );
  return verdict.allowed ? null : tooManyRequests(verdict.retryAfterMs);
}

/**
 * Spends one call of `budget` for this request's client outside the actions (the order desk's sign-in form); the
 * milliseconds until it may try again when over the limit, else null.
 */
export function takeBudget(context: APIContext, budget: LimitName): number | null {
  const { setting, trustedHops } = settings();
  if (!setting.enabled) return null;
  const client = clientAddress(socketAddress(context), context.request.headers.get('x-forwarded-for'), trustedHops);
  const verdict = counter().take(client, [{ name: budget, rule: setting.rules[budget] }], Date.now());
  return verdict.allowed ? null : verdict.retryAfterMs;
}
