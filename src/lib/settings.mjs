// Every setting the shop reads from its environment, declared once: name, how its text is read, its default
// (some follow another setting: SITE_URL follows PORT), whether pages may show it, and what it does.
//
// Plain JavaScript with JSDoc types, so the shop's server code (src/, TypeScript), astro.config.mjs and the scripts
// Node runs directly (scripts/*.mjs, no build step) all import this one file. Read a setting with
// `setting('PORT')`: the variable's text parsed, or its default; a value that cannot be read throws a SettingError
// naming the variable (PORT=abc) instead of misbehaving later. An empty variable counts as unset.
//
// The Astro app reads the same list through astro:env: astro.config.mjs declares it as `env.schema`
// (astroEnvSchema), the server reads its settings with src/lib/env.server.ts, pages and islands the public ones
// from `astro:env/client` (the build writes their values in). Browsers get values, never this module.
// The README's "Configuration" table is generated from this list (`npm run settings:readme`) and a unit test
// (tests/unit/lib/settings.test.ts) fails when it is out of date. docs/architecture.md, "Settings".
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LIMITS_EXPECTED,
  TRUST_PROXY_EXPECTED,
  parseLimitSetting,
  parseTrustProxy,
} from './rate-limits/limit-settings.mjs';

/** @typedef {Record<string, string | undefined>} Env */

/** A setting whose value cannot be read: the message names the variable and what it expects. */
export class SettingError extends Error {
  /** @param {string} name @param {string} raw @param {string} expected */
  constructor(name, raw, expected) {
    super(`${name}=${JSON.stringify(raw)} is not valid: expected ${expected}. Fix ${name} or unset it.`);
    this.name = 'SettingError';
    this.variable = name;
  }
}

/** Thrown by a parser: what the value should have been (the caller adds the variable's name). */
class Expected extends Error {}

// Parsers: each takes the variable's (non-empty) text and returns its value or throws Expected.

/** @param {string} raw */
const text = (raw) => raw;

/**
 * Text that a parser of its own reads where it is used (the rate limits' settings): checked with that parser here
 * too, so a value it cannot read stops the start rather than the first request that reads it.
 * @param {(raw: string) => unknown} parse
 * @param {string} expected
 */
const readableBy =
  (parse, expected) =>
  /** @param {string} raw */
  (raw) => {
    try {
      parse(raw);
    } catch {
      throw new Expected(expected);
    }
    return raw;
  };

/** The ways messages to shoppers can leave the shop (docs/notifications.md, "Providers"). */
export const SMS_PROVIDERS = ['off', 'sparrow', 'aakash', 'kannel'];

/**
 * The SMS provider: `off`, or the gateway the sender (server/notify/sender.ts) hands messages to.
 * @param {string} raw
 */
function smsProvider(raw) {
  const value = raw.trim().toLowerCase();
  if (!SMS_PROVIDERS.includes(value)) throw new Expected(SMS_PROVIDERS.map((p) => `\`${p}\``).join(', '));
  return value;
}

export const PAYMENTS_MODES = ['test', 'live'];

/** @param {string} raw */
function paymentsMode(raw) {
  const value = raw.trim().toLowerCase();
  if (!PAYMENTS_MODES.includes(value)) throw new Expected('`test` or `live`');
  return value;
}

/** @param {string} raw */
function port(raw) {
  const n = Number(raw);
  if (!/^\d{1,5}$/.test(raw.trim()) || n > 65535) throw new Expected('a port number (0-65535)');
  return n;
}

/** @param {string} raw */
function httpUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Expected('an http(s) URL such as https://shop.example');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Expected('an http(s) URL');
  return raw;
}

/**
 * @param {number} min
 * @param {number} [max]
 */
const integer =
  (min, max = Number.POSITIVE_INFINITY) =>
  /** @param {string} raw */
  (raw) => {
    if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max)
      throw new Expected(
        max === Number.POSITIVE_INFINITY ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`,
      );
    return Number(raw);
  };

/** @param {string} raw */
function positiveNumber(raw) {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n <= 0) throw new Expected('a number greater than 0');
  return n;
}

/** @param {string} raw */
function email(raw) {
  if (!/^[^\s@]+@[^\s@]+$/.test(raw)) throw new Expected('an email address');
  return raw;
}

/** @param {number} min */
const secret =
  (min) =>
  /** @param {string} raw */
  (raw) => {
    if (raw.length < min) throw new Expected(`at least ${min} characters`);
    return raw;
  };

/**
 * A replica: `off`, an `s3://bucket/path` URL, or a folder. Other Litestream targets are not set up here.
 * @param {string} raw
 */
function replicaTarget(raw) {
  if (raw === 'off') return raw;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    if (!/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(raw))
      throw new Expected('a folder, `off`, or s3://bucket/path (bucket in lower case)');
    return raw;
  }
  return raw;
}

/** A folder or file inside the project when not set (this file is src/lib/settings.mjs). */
const inProject = (/** @type {string[]} */ ...parts) =>
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', ...parts);

/**
 * @typedef {object} About
 * @property {string} describe one line for the README: what the setting does
 * @property {string} [shown] how the README shows the default, when the value itself is not the clearest
 * @property {boolean} [public] shown on pages: reaches browsers (name starts with PUBLIC_)
 * @property {boolean} [internal] set by the shop's own scripts for a process they start, not by operators
 */

/** @typedef {(name: string) => unknown} Lookup */

/**
 * A setting with a default: its value is always there.
 * @template T
 * @param {(raw: string) => T} parse
 * @param {T | ((get: Lookup) => T)} fallback the value when unset, or a function of other settings
 * @param {About} about
 */
const withDefault = (parse, fallback, about) => ({ parse, fallback, ...about });

/**
 * A setting without a default: undefined when unset.
 * @template T
 * @param {(raw: string) => T} parse
 * @param {About} about
 */
const optional = (parse, about) => ({
  parse: /** @type {(raw: string) => T | undefined} */ (parse),
  fallback: /** @type {T | undefined} */ (undefined),
  ...about,
});

const demo = 'demo value';

export const SETTINGS = {
  // PocketBase
  PB_PORT: withDefault(port, 8090, { describe: 'the port `npm start` and `npm run seed` run PocketBase on' }),
  PB_DATA_DIR: withDefault(text, () => inProject('.data', 'pb_data'), {
    shown: '`.data/pb_data`',
    describe: "PocketBase's data folder; the generated credentials are kept in the folder above it",
  }),
  PB_URL: withDefault(httpUrl, (get) => `http://127.0.0.1:${get('PB_PORT')}`, {
    shown: '`http://127.0.0.1:$PB_PORT`',
    describe: 'PocketBase as the build and the server reach it',
  }),
  PB_PUBLIC_URL: optional(httpUrl, {
    shown: '`PB_URL`',
    describe: 'PocketBase as operators open it: the dashboard links in build records',
  }),
  PB_ADMIN_EMAIL: optional(email, {
    shown: 'generated',
    describe: "the operator's dashboard login (used only with `PB_ADMIN_PASSWORD`)",
  }),
  PB_ADMIN_PASSWORD: optional(text, { shown: 'generated', describe: 'its password' }),
  SHOP_SERVICE_EMAIL: optional(email, {
    shown: 'generated',
    describe: "the least-privilege account the shop's server signs in with (used only with `SHOP_SERVICE_PASSWORD`)",
  }),
  SHOP_SERVICE_PASSWORD: optional(secret(8), { shown: 'generated', describe: 'its password (8 characters or more)' }),
  POCKETBASE_BIN: optional(text, {
    shown: 'built or downloaded',
    describe: 'a PocketBase 0.39.11 binary to use instead of the one `npm start` builds or downloads into `.tools/`',
  }),

  // Continuous replication of the database (server/replication.ts; docs/hosting.md, "Backups and restore")
  REPLICA_URL: withDefault(replicaTarget, (get) => join(dirname(String(get('PB_DATA_DIR'))), 'replica'), {
    shown: '`.data/replica` (beside `PB_DATA_DIR`)',
    describe:
      'where `npm start` replicates the database continuously (Litestream) and `npm run restore` restores from: a folder (put it on another disk or a network mount), `s3://bucket/path` for an S3-compatible bucket, or `off`',
  }),
  REPLICA_S3_ENDPOINT: optional(httpUrl, {
    shown: 'AWS',
    describe: "the S3-compatible service's address for an `s3://` replica (MinIO, Backblaze B2, Cloudflare R2...)",
  }),
  REPLICA_S3_REGION: optional(text, {
    shown: 'found by Litestream',
    describe: "the bucket's region, when the service needs one",
  }),
  LITESTREAM_ACCESS_KEY_ID: optional(text, {
    shown: 'none',
    describe: "the bucket's access key id (read by Litestream from its environment, never written to a file)",
  }),
  LITESTREAM_SECRET_ACCESS_KEY: optional(text, { shown: 'none', describe: 'its secret key' }),
  LITESTREAM_BIN: optional(text, {
    shown: 'npm package or built',
    describe:
      'a Litestream 0.3.13 binary to use instead of the one npm installs (`@flydotio/litestream-linux-x64`) or `go install` builds into `.tools/`',
  }),

  // The shop's server
  PORT: withDefault(port, 4321, { describe: "the shop's server port" }),
  HOST: withDefault(text, '127.0.0.1', { describe: "the address the shop's server listens on" }),
  SITE_URL: withDefault(httpUrl, (get) => `http://localhost:${get('PORT')}`, {
    shown: '`http://localhost:$PORT`',
    describe:
      'canonical URLs, structured data and the address in QR labels: set it to the shop\'s public URL in production (never localhost); an https URL also makes the desk\'s cookie "Secure"',
  }),
  SHOP_RATE_LIMITS: optional(readableBy(parseLimitSetting, LIMITS_EXPECTED), {
    shown: 'on',
    describe:
      'per-client limits on orders, coupon checks, forms, order lookups and desk sign-ins, counted in PocketBase (shared by every shop server): unset, `off`, or e.g. `orders=10,coupons=20` per minute (read by `src/lib/rate-limits/rate-limit.ts`; SECURITY.md)',
  }),
  TRUST_PROXY: optional(readableBy(parseTrustProxy, TRUST_PROXY_EXPECTED), {
    shown: 'none',
    describe:
      'number of proxies/CDN hops in front of the server; set it there, or every shopper shares one rate-limit budget (read by `src/lib/rate-limits/rate-limit.ts`)',
  }),
  IMAGE_CACHE_DIR: withDefault(text, join('.cache', 'images'), {
    shown: "`.cache/images` (in the server's working folder)",
    describe: 'where the image endpoint keeps resized images ([docs/images.md](docs/images.md))',
  }),
  IMAGE_CACHE_MAX_MB: withDefault(positiveNumber, 2048, {
    describe: 'the size bound of that folder, in MB; past it the least recently used files go',
  }),

  // Building and publishing
  SITE_BUILD_TOKEN: optional(text, {
    shown: 'generated',
    describe: 'bearer token for `POST /api/rebuild` (16 characters or more, else that endpoint is off)',
  }),
  SMS_PROVIDER: withDefault(smsProvider, 'off', {
    describe:
      'how messages to shoppers are sent: `off` writes them and shows them on the desk, marked "not sent: no provider"; `sparrow`, `aakash` or `kannel` queues them for the sender, which hands them to that gateway ([docs/notifications.md](docs/notifications.md))',
  }),
  SMS_API_URL: optional(httpUrl, {
    shown: 'none',
    describe:
      "the provider's sending address: Sparrow `https://api.sparrowsms.com/v2/sms/`, Aakash `https://sms.aakashsms.com/sms/v3/send`, Kannel its smsbox `http://127.0.0.1:13013/cgi-bin/sendsms` (needed unless `SMS_PROVIDER=off`)",
  }),
  SMS_TOKEN: optional(text, {
    shown: 'none',
    describe:
      "the provider's API token (Sparrow `token`, Aakash `auth_token`); for Kannel a sendsms-user as `username:password` (needed unless `SMS_PROVIDER=off`)",
  }),
  SMS_FROM: optional(text, {
    shown: 'none',
    describe: 'the sender name or number the provider gave the shop (Sparrow and Kannel; Aakash sends from its own)',
  }),
  SMS_RECEIPT_URL: withDefault(httpUrl, (get) => `${get('PB_URL')}/api/shop/sms-receipt`, {
    shown: '`$PB_URL/api/shop/sms-receipt`',
    describe: "where Kannel reports deliveries (its dlr-url): PocketBase's receipt route as Kannel reaches it",
  }),
  SMS_RETRY_MS: withDefault(integer(1), 30_000, {
    describe:
      'a message the gateway could not take is tried again after this long (ms), then twice as long each time, up to 1 h',
  }),
  // The bounds of PocketBase's claim route (pb_hooks/lib/message-claims.js readClaim): outside them every claim is
  // refused, and nothing is sent at all.
  SMS_SENDING_GRACE_MS: withDefault(integer(1000, 86_400_000), 300_000, {
    describe:
      'a Kannel message the sender was handing over when it stopped waits this long (ms) for a delivery report before it is handed over again ([docs/notifications.md](docs/notifications.md))',
  }),
  PAYMENTS_MODE: withDefault(paymentsMode, 'test', {
    describe:
      "`test` uses eSewa's and Khalti's published test endpoints (and eSewa's published test merchant); `live` their live ones. The wallets are turned on in the site settings ([docs/payments.md](docs/payments.md))",
  }),
  ESEWA_PRODUCT_CODE: optional(text, {
    shown: '`EPAYTEST` in test mode',
    describe: 'the merchant code eSewa gave the shop (needed in live mode when eSewa is on)',
  }),
  ESEWA_SECRET_KEY: optional(text, {
    shown: "eSewa's published test key in test mode",
    describe:
      'the secret eSewa gave the shop to sign payments (needed in live mode when eSewa is on); never sent to browsers',
  }),
  ESEWA_FORM_URL: optional(httpUrl, {
    shown: 'by `PAYMENTS_MODE`',
    describe: "eSewa's payment form address; set only to point at another eSewa (tests' local one)",
  }),
  ESEWA_STATUS_URL: optional(httpUrl, {
    shown: 'by `PAYMENTS_MODE`',
    describe: "eSewa's status API address; set only to point at another eSewa (tests' local one)",
  }),
  KHALTI_SECRET_KEY: optional(text, {
    shown: 'none',
    describe:
      "the secret key from Khalti's merchant dashboard (test or live; needed when Khalti is on); never sent to browsers",
  }),
  PAYMENTS_CHECK_MS: withDefault(integer(0), 60_000, {
    describe:
      "how often (ms) the shop's server checks open wallet payments with eSewa and Khalti and cancels orders left unpaid past the site settings' wait; 0: never ([docs/payments.md](docs/payments.md))",
  }),
  KHALTI_API_URL: optional(httpUrl, {
    shown: 'by `PAYMENTS_MODE`',
    describe: "Khalti's API base (`…/api/v2/`); set only to point at another Khalti (tests' local one)",
  }),
  PUBLISH_SCHEDULE: withDefault(text, '1h', {
    describe:
      'scheduled rebuilds: an interval (`45m`, `1h`, `1d`) or a cron expression (`0 * * * *`) (read by `server/publish/schedule.ts`)',
  }),
  PUBLISH_QUIET_MS: withDefault(integer(0), 15_000, {
    describe: 'how long catalogue edits must settle before a rebuild, in ms',
  }),
  PUBLISH_MAX_WAIT_MS: withDefault(integer(0), 30_000, {
    describe:
      'the longest a catalogue edit waits for its rebuild to start, in ms, even while further edits keep coming (read by `server/publish/publisher.ts`)',
  }),
  SITE_DEPLOY_CMD: optional(text, {
    shown: 'none',
    describe:
      'run after each successful build with `SITE_BUILD_DIR` set to the static folder; the build goes live only if it exits 0',
  }),
  SITE_BUILDS_DIR: withDefault(text, () => inProject('.builds'), {
    shown: '`.builds`',
    describe: 'where builds are kept',
  }),
  SITE_BUILDS_KEEP: withDefault(integer(1), 5, { describe: 'how many builds are kept' }),
  PRECOMPRESS_CACHE_DIR: withDefault(text, () => inProject('.cache', 'precompress'), {
    shown: '`.cache/precompress`',
    describe: 'where compressed copies of built files are kept between builds',
  }),
  ASTRO_OUT_DIR: withDefault(text, './dist', {
    internal: true,
    describe: 'the folder `astro build` writes to: our build scripts set it for each build',
  }),
  ASTRO_CACHE_DIR: withDefault(text, './.cache/astro', {
    internal: true,
    describe: "Astro's build cache: the build benchmark points it at a fresh folder for cold builds",
  }),
  SITE_BUILD_REPORT: optional(text, {
    internal: true,
    shown: 'none',
    describe: 'the file a build appends the records it could not publish to: the publisher sets it for each build',
  }),

  // Shown on pages. Each build uses the dashboard's site_settings record in place of these where it has a value
  // (server/site-settings.ts, docs/operators.md "Site settings"); these seed that record and fill its gaps.
  PUBLIC_WHATSAPP_NUMBER: withDefault(text, '9779800000000', { public: true, describe: 'the WhatsApp number' }),
  PUBLIC_SUPPORT_PHONE: withDefault(text, '+977-1-5550100', { public: true, describe: 'the support phone' }),
  PUBLIC_SUPPORT_EMAIL: withDefault(email, 'support@krishibazaar.example', {
    public: true,
    describe: 'the support email address',
  }),
  PUBLIC_COMPANY_LEGAL_NAME: withDefault(text, 'Krishi Bazaar Pvt. Ltd.', {
    public: true,
    shown: demo,
    describe: "the company's legal name (footer, contact page)",
  }),
  PUBLIC_COMPANY_REG_NO: withDefault(text, '245871/077/078', {
    public: true,
    shown: demo,
    describe: 'its registration number',
  }),
  PUBLIC_COMPANY_PAN: withDefault(text, '609874521', { public: true, shown: demo, describe: 'its PAN' }),
  PUBLIC_REGISTERED_OFFICE: withDefault(text, 'Baneshwor-10, Kathmandu 44600, Bagmati Province, Nepal', {
    public: true,
    shown: demo,
    describe: 'its registered office',
  }),
  PUBLIC_CORPORATE_OFFICE: withDefault(text, 'Jhamsikhel, Lalitpur 44700, Bagmati Province, Nepal', {
    public: true,
    shown: demo,
    describe: 'its corporate office',
  }),
  PUBLIC_FACEBOOK_URL: withDefault(httpUrl, 'https://www.facebook.com/krishibazaar', {
    public: true,
    shown: demo,
    describe: 'the Facebook page',
  }),
  PUBLIC_INSTAGRAM_URL: withDefault(httpUrl, 'https://www.instagram.com/krishibazaar', {
    public: true,
    shown: demo,
    describe: 'the Instagram page',
  }),
  PUBLIC_YOUTUBE_URL: withDefault(httpUrl, 'https://www.youtube.com/@krishibazaar', {
    public: true,
    shown: demo,
    describe: 'the YouTube channel',
  }),
  PUBLIC_TIKTOK_URL: withDefault(httpUrl, 'https://www.tiktok.com/@krishibazaar', {
    public: true,
    shown: demo,
    describe: 'the TikTok page',
  }),
  PUBLIC_DELIVERY_WINDOW: withDefault(text, '10:00 AM - 5:00 PM', {
    public: true,
    describe: 'the delivery hours shown with the estimated delivery day',
  }),
  PUBLIC_DELIVERY_DAYS: withDefault(integer(1), 2, {
    public: true,
    describe: 'days from ordering to the estimated delivery day',
  }),

  // Tests
  CHROME_PATH: withDefault(text, '/usr/bin/chromium', { describe: 'the browser for tests and page-weight benchmarks' }),
};

/** @typedef {keyof typeof SETTINGS} SettingName */
/** @template {SettingName} K @typedef {ReturnType<(typeof SETTINGS)[K]['parse']>} SettingValue */

/** @returns {SettingName[]} */
export const settingNames = () => /** @type {SettingName[]} */ (Object.keys(SETTINGS));

/**
 * A setting's value: the variable parsed, or the default when it is unset or empty. Read at the call, so a
 * process that changes its environment (tests, `npm start` handing on generated credentials) sees the change.
 * @template {SettingName} K
 * @param {K} name
 * @param {Env} [env]
 * @returns {SettingValue<K>}
 */
export function setting(name, env = process.env) {
  /** @type {{ parse: (raw: string) => unknown, fallback: unknown }} */
  const declared = SETTINGS[name];
  if (!declared) throw new Error(`${name} is not a declared setting (src/lib/settings.mjs)`);
  const raw = env[name];
  if (raw === undefined || raw === '') {
    const fallback = declared.fallback;
    return /** @type {SettingValue<K>} */ (
      typeof fallback === 'function' ? fallback((/** @type {SettingName} */ other) => setting(other, env)) : fallback
    );
  }
  try {
    return /** @type {SettingValue<K>} */ (declared.parse(raw));
  } catch (err) {
    if (err instanceof Expected) throw new SettingError(name, raw, err.message);
    throw err;
  }
}

/**
 * The settings that cannot be read, one message each (empty when all are fine): for a process to refuse to start
 * with every problem named at once.
 * @param {Env} [env]
 * @param {readonly SettingName[]} [names] all declared settings when not given
 * @returns {string[]}
 */
export function invalidSettings(env = process.env, names = settingNames()) {
  /** @type {Set<string>} one message per variable, though a default that follows it fails too */
  const problems = new Set();
  for (const name of names) {
    try {
      setting(name, env);
    } catch (err) {
      problems.add(err instanceof Error ? err.message : String(err));
    }
  }
  return [...problems];
}

/**
 * `env.schema` for astro.config.mjs, one field per setting (envField is passed in: the scripts that import this
 * module run without Astro). Astro refuses no value that `setting()` accepts, and the others are refused first by
 * astro.config.mjs and server/check-settings.ts, so a bad value stops with the SettingError above, never Astro's:
 * - A server setting is a secret: read at run time, never written into the build, so a server started with other
 *   settings uses them. Its field is an optional string: src/lib/env.server.ts reads it with `getSecret` and parses
 *   it here, default included (Astro's number would read PB_PORT="80 90" as 80).
 * - A public setting is a client field Astro writes into the build: typed as its value, with its default. Its value
 *   is read by Astro's parser, which gives what `setting()` gives for every value `setting()` accepts
 *   (tests/unit/lib/settings-astro-env.test.ts), and astro.config.mjs refuses the others before Astro sees them.
 * @param {typeof import('astro/config').envField} envField
 */
export function astroEnvSchema(envField) {
  /** @type {Record<string, ReturnType<typeof envField.string> | ReturnType<typeof envField.number>>} */
  const schema = {};
  for (const name of settingNames()) {
    /** @type {{ fallback: unknown, public?: boolean }} */
    const declared = SETTINGS[name];
    if (declared.public !== true) {
      schema[name] = envField.string({ context: 'server', access: 'secret', optional: true });
    } else if (typeof declared.fallback === 'number') {
      schema[name] = envField.number({ context: 'client', access: 'public', default: declared.fallback });
    } else if (typeof declared.fallback === 'string') {
      schema[name] = envField.string({ context: 'client', access: 'public', default: declared.fallback });
    } else {
      throw new Error(`${name}: a public setting needs a fixed number or text default (src/lib/settings.mjs)`);
    }
  }
  return schema;
}

/**
 * The public settings' values, defaults included: what the build writes into pages as `astro:env/client`, and what
 * the unit tests' stand-in for that module serves (vitest.config.ts).
 * @param {Env} [env]
 * @returns {Record<string, unknown>}
 */
export function publicSettings(env = process.env) {
  return Object.fromEntries(
    settingNames()
      .filter((name) => SETTINGS[name].public === true)
      .map((name) => [name, setting(name, env)]),
  );
}
