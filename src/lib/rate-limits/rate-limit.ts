/**
 * Per-client rate limits for the actions that write or that answer a guess (SECURITY.md "Rate limits"). Pure: which
 * budgets an action spends, the settings and who the client is. limiter.server.ts counts (rate-limiter-flexible,
 * counters kept in PocketBase) and wires it into the middleware.
 *
 * Each limit is a fixed window that opens with a client's first request and lasts `windowMs`: within it the first
 * `limit` calls pass and every further one is refused until the window ends. Anchoring the window at the client's
 * first call (rather than on the clock's minute) means a burst is never let through twice across a boundary.
 */

export interface LimitRule {
  /** Calls allowed per window. */
  limit: number;
  windowMs: number;
}

/** The budgets a client spends; several actions may share one (every coupon guess spends `coupons`). */
export type LimitName = 'orders' | 'coupons' | 'feedback' | 'qrLead' | 'lookups' | 'deskSignIn' | 'deskSignInAccount';
export type LimitRules = Record<LimitName, LimitRule>;

const MINUTE = 60_000;

/**
 * Far above what a shopper does (one order, a few coupon tries, one form a visit) and far below what guessing
 * codes or flooding the order and form collections needs.
 */
export const DEFAULT_LIMITS: LimitRules = {
  orders: { limit: 10, windowMs: MINUTE },
  coupons: { limit: 20, windowMs: MINUTE },
  feedback: { limit: 5, windowMs: MINUTE },
  qrLead: { limit: 5, windowMs: MINUTE },
  // Order pages poll every 10 s (6 a minute per open tab); a sweep through order numbers needs far more.
  lookups: { limit: 60, windowMs: MINUTE },
  // Order desk sign-in attempts per address (src/pages/desk/login.astro): a shop's staff share few addresses.
  deskSignIn: { limit: 10, windowMs: MINUTE },
  // Wrong passwords per staff account, from any address: guessing at one account never blocks another, and
  // guessing from many addresses still meets this limit.
  deskSignInAccount: { limit: 10, windowMs: 15 * MINUTE },
};

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
    default:
      return [];
  }
}

export type LimitSetting = { enabled: false } | { enabled: true; rules: LimitRules };

/**
 * SHOP_RATE_LIMITS: unset, "" or "on" → the defaults; "off" → no limits (tests and benchmarks that place thousands
 * of orders from one address); "orders=10,coupons=20,feedback=5,qrLead=5" → calls per window (a minute, but 15 minutes
 * for deskSignInAccount), unnamed budgets keep their default. Anything else throws, so a typo stops the server instead of silently changing the protection.
 */
export function parseLimitSetting(value: string | undefined): LimitSetting {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'on') return { enabled: true, rules: DEFAULT_LIMITS };
  if (text.toLowerCase() === 'off') return { enabled: false };
  const rules: LimitRules = { ...DEFAULT_LIMITS };
  for (const part of text.split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d{1,6})\s*$/.exec(part);
    const name = match?.[1] as LimitName | undefined;
    if (!match || !name || !(name in DEFAULT_LIMITS) || Number(match[2]) < 1) {
      throw new Error(
        `SHOP_RATE_LIMITS: cannot read "${part.trim()}". Use "off", "on", or per-minute limits such as ` +
          `"orders=10,coupons=20,feedback=5,qrLead=5,lookups=60" (names: ${Object.keys(DEFAULT_LIMITS).join(', ')}).`,
      );
    }
    rules[name] = { limit: Number(match[2]), windowMs: DEFAULT_LIMITS[name].windowMs };
  }
  return { enabled: true, rules };
}

/**
 * TRUST_PROXY: how many reverse proxies (load balancer, CDN) stand in front of the server and append to
 * X-Forwarded-For. Unset, "", "0", "false" or "off" → none: the socket's address is the client (a client can write
 * anything into X-Forwarded-For, so it is ignored). "true"/"on" → 1.
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(text)) return 0;
  if (['true', 'on', 'yes'].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(
    `TRUST_PROXY: cannot read "${value}". Use the number of proxies in front of the server (e.g. 1), or leave it unset.`,
  );
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
