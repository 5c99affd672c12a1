/**
 * Per-client rate limits for the actions that write or that answer a guess (SECURITY.md "Rate limits"). Pure: which
 * budgets an action spends, the settings and who the client is. limiter.server.ts counts (rate-limiter-flexible,
 * counters kept in PocketBase) and wires it into the middleware.
 *
 * Each limit is a fixed window that opens with a client's first request and lasts `windowMs`: within it the first
 * `limit` calls pass and every further one is refused until the window ends. Anchoring the window at the client's
 * first call (rather than on the clock's minute) means a burst is never let through twice across a boundary.
 */

// The budgets and the two settings that change them: limit-settings.mjs, which the settings module reads too.
export {
  DEFAULT_LIMITS,
  parseLimitSetting,
  parseTrustProxy,
  type LimitName,
  type LimitRule,
  type LimitRules,
  type LimitSetting,
} from './limit-settings.mjs';
import type { LimitName } from './limit-settings.mjs';

/** True when an action's input names a coupon: such a call is a guess at a code, whatever else it does. */
export function carriesCouponCode(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const code = (input as { couponCode?: unknown }).couponCode;
  return typeof code === 'string' && code.trim() !== '';
}

/** Actions whose budget depends on whether the input carries a coupon code (the middleware peeks at the body). */
export function mayCarryCouponCode(action: string): boolean {
  const name = canonicalActionName(action);
  return name === 'quote' || name === 'placeOrder';
}

/**
 * The action Astro will run for this name: it drops a trailing slash and URL-decodes each dot-separated part, so
 * "/_actions/place%4Frder/" runs placeOrder and must be counted as placeOrder.
 */
export function canonicalActionName(name: string): string {
  try {
    return name
      .replace(/\/+$/, '')
      .split('.')
      .map((part) => decodeURIComponent(part))
      .join('.');
  } catch {
    return name; // not decodable: Astro refuses it too
  }
}

/** The budgets one call spends; [] for actions that are not limited (districts, branches, stock checks). */
export function budgetsFor(action: string, withCouponCode: boolean): LimitName[] {
  switch (canonicalActionName(action)) {
    case 'placeOrder':
      return withCouponCode ? ['orders', 'coupons'] : ['orders'];
    case 'validateCoupon':
      return ['coupons'];
    case 'quote':
      return withCouponCode ? ['coupons'] : [];
    case 'submitFeedback':
      return ['feedback'];
    case 'submitQrLead':
      return ['qrLead'];
    case 'getOrder':
      return ['lookups'];
    case 'askStockAlert':
    case 'confirmStockAlert':
      return ['alerts'];
    case 'orderAgain':
      return ['lookups'];
    default:
      return [];
  }
}

/**
 * The client's address: the socket's, or with `trustedHops` proxies the entry the outermost trusted proxy appended
 * (counted from the right of X-Forwarded-For; entries further left were written by the client and may be forged).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustedHops: number,
): string {
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const chosen = hops[Math.max(0, hops.length - trustedHops)];
    if (chosen) return clientKey(chosen);
  }
  return clientKey(socketAddress ?? '');
}

/**
 * One key per client: IPv4 as is (also when written IPv4-mapped, ::ffff:1.2.3.4); IPv6 by its /64 network, since
 * one subscriber is usually given a whole /64 and could otherwise take a fresh address for every request.
 */
export function clientKey(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^(?:::ffff:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1];
  if (!text.includes(':')) return text || 'unknown';
  const groups = expandIpv6(text);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : text.slice(0, 64);
}

/** The eight groups of an IPv6 address (without leading zeros), or null if it is not one. */
function expandIpv6(text: string): string[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(Math.max(0, missing)).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
