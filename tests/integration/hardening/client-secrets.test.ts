// No secret reaches a built file (hardening): the test stack's build ran with
// the service account's password and the build token in its environment;
// none of them, nor the operator's login or token, may appear in what the
// build wrote (client/ goes to browsers and CDNs, server/ gets copied around).
// Control values prove the grep reads the right files.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { anonymousClient, testStack } from '@tests/harness/stack';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.map']);

/** Every text file under dir, as served: plain files, and the .br/.gz copies decompressed. */
function textFiles(dir: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const path = relative(dir, file);
    if (TEXT.has(extname(entry.name))) files.push({ path, text: readFileSync(file, 'utf8') });
    else if (entry.name.endsWith('.br'))
      files.push({ path, text: brotliDecompressSync(readFileSync(file)).toString('utf8') });
    else if (entry.name.endsWith('.gz')) files.push({ path, text: gunzipSync(readFileSync(file)).toString('utf8') });
  }
  return files;
}

function secrets(): [string, string][] {
  const stack = testStack();
  const named: [string, string][] = [
    ['SHOP_SERVICE_PASSWORD', stack.service.password],
    ['SHOP_SERVICE_EMAIL', stack.service.email],
    ['SITE_BUILD_TOKEN', stack.buildToken],
    ['PB_ADMIN_PASSWORD', stack.admin.password],
    ['PB_ADMIN_EMAIL', stack.admin.email],
    ['superuser token', stack.adminToken],
  ];
  for (const [name, value] of named) expect(value.length, `${name} is known to the test`).toBeGreaterThanOrEqual(8);
  return named;
}

function filesContaining(files: { path: string; text: string }[], value: string): string[] {
  return files.filter((f) => f.text.includes(value)).map((f) => f.path);
}

describe('built files', () => {
  it('hold no secret in client/ (pages, scripts, styles, data, their compressed copies)', async () => {
    const { buildDir } = testStack();
    expect(buildDir, 'the stack reports its build').toBeTruthy();
    const files = textFiles(join(buildDir, 'client'));
    expect(files.filter((f) => f.path.endsWith('.html')).length).toBeGreaterThan(50);
    expect(files.some((f) => f.path.startsWith('_astro/') && f.path.endsWith('.js'))).toBe(true);
    expect(files.some((f) => f.path.endsWith('.html.br'))).toBe(true);

    // Controls: catalogue data and a public setting do reach these files.
    const product = await anonymousClient()
      .collection('web_products')
      .getFirstListItem('isVisible = true', { sort: 'created' });
    expect(filesContaining(files, product.name).length, `"${product.name}" is on built pages`).toBeGreaterThan(0);
    expect(filesContaining(files, 'ld+json').length).toBeGreaterThan(0);

    for (const [name, value] of secrets()) expect(filesContaining(files, value), `${name} in client files`).toEqual([]);
  });

  it('hold no secret in server/ either (read from the environment at run time, never inlined)', () => {
    const serverDir = join(testStack().buildDir, 'server');
    expect(existsSync(join(serverDir, 'entry.mjs'))).toBe(true);
    const files = textFiles(serverDir);
    // Control: the server code names the variables it reads...
    expect(filesContaining(files, 'SHOP_SERVICE_PASSWORD').length).toBeGreaterThan(0);
    expect(filesContaining(files, 'SITE_BUILD_TOKEN').length).toBeGreaterThan(0);
    // ...but holds none of their values.
    for (const [name, value] of secrets()) expect(filesContaining(files, value), `${name} in server files`).toEqual([]);
  });
});
