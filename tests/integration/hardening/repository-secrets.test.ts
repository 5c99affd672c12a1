// Secrets are never committed (hardening): the files `npm start` generates
// are git-ignored, and no tracked file holds a password or token: not the
// test stack's, not this checkout's generated ones (.data/), not one set in
// the environment, and no literal assigned to a secret's variable.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { testStack } from '@tests/harness/stack';

const root = resolve(import.meta.dirname, '../../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

const SECRET_VARIABLES = ['PB_ADMIN_PASSWORD', 'SHOP_SERVICE_PASSWORD', 'SITE_BUILD_TOKEN'];
const GENERATED = ['admin-credentials.json', 'service-credentials.json', 'build-token.json'];

function trackedFiles(): { path: string; text: string }[] {
  return git('ls-files', '-z')
    .split('\0')
    .filter((path) => path && existsSync(join(root, path)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** Passwords and tokens this machine knows of: the stack's, .data/'s, the environment's. */
function knownSecrets(): [string, string][] {
  const stack = testStack();
  const secrets: [string, string][] = [
    ['test stack service password', stack.service.password],
    ['test stack operator password', stack.admin.password],
    ['test stack build token', stack.buildToken],
  ];
  const dataDir = join(root, '.data');
  for (const file of existsSync(dataDir) ? readdirSync(dataDir).filter((f) => GENERATED.includes(f)) : []) {
    const saved = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as { password?: string; token?: string };
    for (const value of [saved.password, saved.token]) if (value) secrets.push([`.data/${file}`, value]);
  }
  for (const name of SECRET_VARIABLES) {
    const value = process.env[name];
    if (value && value.length >= 8) secrets.push([`$${name}`, value]);
  }
  return secrets;
}

describe('the repository', () => {
  it('ignores the generated credentials, builds and .env files', () => {
    for (const path of [
      ...GENERATED.map((f) => `.data/${f}`),
      '.data/pb_data/data.db',
      '.builds/site-20260101-000000/client/index.html',
      '.builds/current',
      '.env',
    ]) {
      // check-ignore exits 1 (and execFileSync throws) when the path is not ignored.
      expect(git('check-ignore', '--no-index', path).trim(), path).toBe(path);
    }
    const tracked = git('ls-files').split('\n');
    expect(tracked.length).toBeGreaterThan(50);
    expect(tracked.filter((path) => /^(\.data|\.builds)\//.test(path) || /(^|\/)\.env$/.test(path))).toEqual([]);
  });

  it('holds no known password or token, and assigns no literal to a secret variable', () => {
    const files = trackedFiles();
    // Control: the grep reads the code that handles these variables.
    expect(files.filter((f) => f.text.includes('SHOP_SERVICE_PASSWORD')).length).toBeGreaterThan(1);

    for (const [name, value] of knownSecrets()) {
      expect(value.length, name).toBeGreaterThanOrEqual(8);
      expect(
        files.filter((f) => f.text.includes(value)).map((f) => f.path),
        name,
      ).toEqual([]);
    }

    const names = SECRET_VARIABLES.join('|');
    const quotedLiteral = new RegExp(`\\b(${names})\\b\\s*[:=]\\s*(['"\`])[^'"\`\\s]{8,}\\2`);
    const envFileLine = new RegExp(`^\\s*(export\\s+)?(${names})=(?![<$"'{])\\S{8,}`, 'm');
    const offenders = files.filter((f) => quotedLiteral.test(f.text) || envFileLine.test(f.text)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });
});
