// The settings declared once (src/lib/settings.mjs): defaults, derived defaults, clear errors, the README's table
// written from the declaration, and no setting read from the environment anywhere else.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS, SettingError, invalidSettings, setting, settingNames } from '@/lib/settings.mjs';
import { readmePath, readmeWithTable, settingsTable } from '../../../scripts/settings-readme.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('reading a setting', () => {
  it('gives the declared defaults when nothing is set', () => {
    const env = {};
    expect(setting('PORT', env)).toBe(4321);
    expect(setting('HOST', env)).toBe('127.0.0.1');
    expect(setting('PB_PORT', env)).toBe(8090);
    expect(setting('PB_URL', env)).toBe('http://127.0.0.1:8090');
    expect(setting('SITE_URL', env)).toBe('http://localhost:4321');
    expect(setting('PUBLISH_QUIET_MS', env)).toBe(15_000);
    expect(setting('PUBLISH_SCHEDULE', env)).toBe('1h');
    expect(setting('SITE_BUILDS_KEEP', env)).toBe(5);
    expect(setting('IMAGE_CACHE_MAX_MB', env)).toBe(2048);
    expect(setting('IMAGE_CACHE_DIR', env)).toBe(join('.cache', 'images'));
    expect(setting('PB_DATA_DIR', env)).toBe(join(root, '.data', 'pb_data'));
    expect(setting('SITE_BUILDS_DIR', env)).toBe(join(root, '.builds'));
    expect(setting('SHOP_SERVICE_EMAIL', env)).toBeUndefined();
    expect(setting('SITE_DEPLOY_CMD', env)).toBeUndefined();
    expect(setting('PUBLIC_WHATSAPP_NUMBER', env)).toBe('9779800000000');
  });

  it('derives SITE_URL from PORT and PB_URL from PB_PORT unless they are set', () => {
    expect(setting('SITE_URL', { PORT: '5173' })).toBe('http://localhost:5173');
    expect(setting('PB_URL', { PB_PORT: '8099' })).toBe('http://127.0.0.1:8099');
    expect(setting('SITE_URL', { PORT: '5173', SITE_URL: 'https://shop.example' })).toBe('https://shop.example');
    expect(setting('PB_URL', { PB_PORT: '8099', PB_URL: 'http://db:8090/' })).toBe('http://db:8090/');
  });

  it('parses what is set, and counts an empty variable as unset', () => {
    expect(setting('PORT', { PORT: '8080' })).toBe(8080);
    expect(setting('PORT', { PORT: '0' })).toBe(0);
    expect(setting('PUBLISH_QUIET_MS', { PUBLISH_QUIET_MS: '200' })).toBe(200);
    expect(setting('IMAGE_CACHE_MAX_MB', { IMAGE_CACHE_MAX_MB: '0.5' })).toBe(0.5);
    expect(setting('PORT', { PORT: '' })).toBe(4321);
    expect(setting('SITE_BUILD_TOKEN', { SITE_BUILD_TOKEN: '' })).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PB_PORT', '80 90'],
    ['PB_URL', 'localhost:8090'],
    ['SITE_URL', 'ftp://shop.example'],
    ['PUBLISH_QUIET_MS', '-1'],
    ['SITE_BUILDS_KEEP', '0'],
    ['IMAGE_CACHE_MAX_MB', 'lots'],
    ['SHOP_SERVICE_EMAIL', 'storefront'],
    ['SHOP_SERVICE_PASSWORD', 'short'],
    ['PUBLIC_FACEBOOK_URL', 'facebook.com/krishibazaar'],
  ] as const)('refuses %s=%s with a message naming the variable', (name, raw) => {
    const read = () => setting(name, { [name]: raw });
    expect(read).toThrow(SettingError);
    expect(read).toThrow(`${name}=${JSON.stringify(raw)} is not valid: expected`);
  });

  it("keeps the Kannel hand-over grace within what PocketBase's claim route takes, or no message would go", () => {
    expect(setting('SMS_SENDING_GRACE_MS', { SMS_SENDING_GRACE_MS: '4000' })).toBe(4000);
    for (const bad of ['0', '999', '86400001'])
      expect(() => setting('SMS_SENDING_GRACE_MS', { SMS_SENDING_GRACE_MS: bad }), bad).toThrow(
        'a whole number from 1000 to 86400000',
      );
  });

  it('a derived default fails on the setting it follows', () => {
    expect(() => setting('SITE_URL', { PORT: 'abc' })).toThrow('PORT="abc"');
  });

  it('lists every setting that cannot be read at once, and nothing when all are fine', () => {
    expect(invalidSettings({})).toEqual([]);
    const problems = invalidSettings({ PORT: 'abc', PB_PORT: 'x', HOST: 'localhost' });
    expect(problems.filter((p) => p.startsWith('PORT='))).toHaveLength(1);
    expect(problems.filter((p) => p.startsWith('PB_PORT='))).toHaveLength(1);
    expect(problems.some((p) => p.startsWith('HOST'))).toBe(false);
  });

  it("reads the rate limits with the limiter's own parsers, so a typo there stops the start too", () => {
    expect(invalidSettings({ SHOP_RATE_LIMITS: 'orders=10,coupons=20', TRUST_PROXY: '1' })).toEqual([]);
    expect(invalidSettings({ SHOP_RATE_LIMITS: 'off', TRUST_PROXY: 'false' })).toEqual([]);
    const problems = invalidSettings({ SHOP_RATE_LIMITS: 'orders=ten', TRUST_PROXY: 'loopback' });
    expect(problems).toEqual([
      expect.stringMatching(/^SHOP_RATE_LIMITS="orders=ten" is not valid: expected "off", "on", or per-minute limits/),
      expect.stringMatching(/^TRUST_PROXY="loopback" is not valid: expected the number of proxies/),
    ]);
    // What the server reads stays the text; the limiter parses it where it is used.
    expect(setting('SHOP_RATE_LIMITS', { SHOP_RATE_LIMITS: 'orders=5' })).toBe('orders=5');
  });
});

describe('public settings', () => {
  it('are exactly the PUBLIC_* ones', () => {
    for (const name of settingNames()) {
      expect(SETTINGS[name].public === true, name).toBe(name.startsWith('PUBLIC_'));
    }
  });
});

describe("the README's configuration table", () => {
  it('is the one written from the declared settings (`npm run settings:readme` rewrites it)', () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readmeWithTable(readme)).toBe(readme);
  });

  it('has one row per declared setting, and no other', () => {
    const listed = [...settingsTable().matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(settingNames());
  });
});

/** Source files of the shop and its scripts: TypeScript, JavaScript and Astro components. */
/** The project's own source files under `dir`: not src/paraglide/, which Paraglide generates (docs/i18n.md). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js|astro)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(join('src', 'paraglide')));
}

describe('the environment is read through the settings only', () => {
  const files = [
    ...sourceFiles('src'),
    ...sourceFiles('scripts'),
    'astro.config.mjs',
    'vitest.config.ts',
    'playwright.config.ts',
  ].filter((file) => file !== join('src', 'lib', 'settings.mjs'));
  // Variables that are not settings of the shop: Vite's own, and the CI service's.
  const notSettings = new Set(['PROD', 'DEV', 'SSR', 'MODE', 'BASE_URL', 'CI']);

  it('no file reads process.env.X or import.meta.env.X for a setting (writes and hand-offs to children are fine)', () => {
    const reads: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(/process\.env(?:\.(\w+)\b|\[)(?!\s*=[^=])/g)) {
        if (!notSettings.has(match[1] ?? '')) reads.push(`${file}: ${match[0]}`);
      }
      for (const match of text.matchAll(/import\.meta\.env\.(\w+)\b(?!\*)/g)) {
        if (!notSettings.has(match[1])) reads.push(`${file}: ${match[0]}`);
      }
      if (/import\.meta\.env\b(?!\.)/.test(text)) reads.push(`${file}: import.meta.env as a whole`);
    }
    expect(reads).toEqual([]);
  });

  it("PocketBase's hooks (which cannot import the module) read declared settings only", () => {
    const read = sourceFiles(join('pocketbase', 'pb_hooks')).flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/\$os\.getenv\(['"](\w+)['"]\)/g)].map((m) => m[1]),
    );
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((name) => !(name in SETTINGS))).toEqual([]);
  });
});

describe('a script given a setting it cannot read', () => {
  it('stops before starting anything, naming each variable, with exit code 1', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: 'abc', PB_PORT: '8090x', PUBLISH_SCHEDULE: 'sometimes' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT="abc" is not valid: expected a port number');
    expect(run.stderr).toContain('PB_PORT="8090x" is not valid');
    expect(run.stderr).toContain('PUBLISH_SCHEDULE="sometimes" is not valid');
    expect(run.stderr).toContain('Nothing is running.');
    expect(run.stdout).not.toContain('Starting PocketBase');
  });
});

describe('the SMS provider settings', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('refuses an unknown provider, a wrong URL, a missing token and a Kannel token without its password', () => {
    const unknown = start({ SMS_PROVIDER: 'twilio' });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(
      'SMS_PROVIDER="twilio" is not valid: expected `off`, `sparrow`, `aakash`, `kannel`',
    );
    const wrong = start({ SMS_PROVIDER: 'sparrow', SMS_API_URL: 'api.sparrowsms.com/v2/sms', SMS_TOKEN: 't' });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('SMS_API_URL="api.sparrowsms.com/v2/sms" is not valid: expected an http(s) URL');
    const missing = start({ SMS_PROVIDER: 'aakash', SMS_API_URL: 'https://sms.aakashsms.com/sms/v3/send' });
    expect(missing.stderr).toContain('SMS_PROVIDER=aakash needs SMS_TOKEN');
    const kannel = start({
      SMS_PROVIDER: 'kannel',
      SMS_API_URL: 'http://127.0.0.1:13013/cgi-bin/sendsms',
      SMS_TOKEN: 'shop',
    });
    expect(kannel.stderr).toContain('SMS_PROVIDER=kannel needs SMS_TOKEN as username:password');
    expect(kannel.stdout).not.toContain('Starting PocketBase');
  });

  it('reads every provider by name', () => {
    for (const name of ['off', 'sparrow', 'aakash', 'kannel']) {
      expect(setting('SMS_PROVIDER', { SMS_PROVIDER: name.toUpperCase() })).toBe(name);
    }
  });
});
