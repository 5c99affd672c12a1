// The rate limits' two settings, SHOP_RATE_LIMITS and TRUST_PROXY, and the budgets they override. Plain JS, so the
// settings module (src/lib/settings.mjs) reads them with these same parsers: a typo in either stops the start
// (server/check-settings.ts) instead of failing every limited request. rate-limit.ts re-exports them.

const MINUTE = 60_000;

/**
 * @typedef {{ limit: number, windowMs: number }} LimitRule Calls allowed per window, and the window.
 * @typedef {'orders' | 'coupons' | 'feedback' | 'qrLead' | 'lookups' | 'alerts' | 'deskSignIn' | 'deskSignInAccount'} LimitName
 *   The budgets a client spends; several actions may share one (every coupon guess spends `coupons`).
 * @typedef {Record<LimitName, LimitRule>} LimitRules
 * @typedef {{ enabled: false } | { enabled: true, rules: LimitRules }} LimitSetting
 */

/**
 * Far above what a shopper does (one order, a few coupon tries, one form a visit) and far below what guessing
 * codes or flooding the order and form collections needs.
 * @type {LimitRules}
 */
export const DEFAULT_LIMITS = {
  orders: { limit: 10, windowMs: MINUTE },
  coupons: { limit: 20, windowMs: MINUTE },
  feedback: { limit: 5, windowMs: MINUTE },
  qrLead: { limit: 5, windowMs: MINUTE },
  // Order pages poll every 10 s (6 a minute per open tab); a sweep through order numbers needs far more.
  lookups: { limit: 60, windowMs: MINUTE },
  // Back-in-stock requests (src/features/alerts): each ask writes an SMS, each code typed is a guess; a shopper asks
  // once and types a code or two. PocketBase also allows 3 codes an hour per number (pocketbase/pb_hooks/lib/stock-alerts.js).
  alerts: { limit: 10, windowMs: MINUTE },
  // Order desk sign-in attempts per address (src/pages/desk/login.astro): a shop's staff share few addresses.
  deskSignIn: { limit: 10, windowMs: MINUTE },
  // Wrong passwords per staff account, from any address: guessing at one account never blocks another, and
  // guessing from many addresses still meets this limit.
  deskSignInAccount: { limit: 10, windowMs: 15 * MINUTE },
};

/** What SHOP_RATE_LIMITS may say. */
export const LIMITS_EXPECTED =
  '"off", "on", or per-minute limits such as "orders=10,coupons=20,feedback=5,qrLead=5,lookups=60" ' +
  `(names: ${Object.keys(DEFAULT_LIMITS).join(', ')})`;

/**
 * SHOP_RATE_LIMITS: unset, "" or "on" → the defaults; "off" → no limits (tests and benchmarks that place thousands
 * of orders from one address); "orders=10,coupons=20,feedback=5,qrLead=5" → calls per window (a minute, but 15 minutes
 * for deskSignInAccount), unnamed budgets keep their default. Anything else throws, so a typo stops the server
 * instead of silently changing the protection.
 * @param {string | undefined} value
 * @returns {LimitSetting}
 */
export function parseLimitSetting(value) {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'on') return { enabled: true, rules: DEFAULT_LIMITS };
  if (text.toLowerCase() === 'off') return { enabled: false };
  /** @type {LimitRules} */
  const rules = { ...DEFAULT_LIMITS };
  for (const part of text.split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d{1,6})\s*$/.exec(part);
    const name = match?.[1];
    if (!match || !name || !Object.hasOwn(DEFAULT_LIMITS, name) || Number(match[2]) < 1) {
      throw new Error(`SHOP_RATE_LIMITS: cannot read "${part.trim()}". Use ${LIMITS_EXPECTED}.`);
    }
    const budget = /** @type {LimitName} */ (name);
    rules[budget] = { limit: Number(match[2]), windowMs: DEFAULT_LIMITS[budget].windowMs };
  }
  return { enabled: true, rules };
}

/** What TRUST_PROXY may say. */
export const TRUST_PROXY_EXPECTED = 'the number of proxies in front of the server (e.g. 1), or nothing';

/**
 * TRUST_PROXY: how many reverse proxies (load balancer, CDN) stand in front of the server and append to
 * X-Forwarded-For. Unset, "", "0", "false" or "off" → none: the socket's address is the client (a client can write
 * anything into X-Forwarded-For, so it is ignored). "true"/"on" → 1.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(text)) return 0;
  if (['true', 'on', 'yes'].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY: cannot read "${value}". Use ${TRUST_PROXY_EXPECTED}.`);
}
