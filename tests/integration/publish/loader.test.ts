// The build's content loader (src/lib/data/published-loader.ts) against the real PocketBase, without a whole Astro build
// (tests/integration/publish/unbuildable.test.ts runs the same through `astro build`):
// - a record nested 5,000 levels deep, and one whose parsing throws, are left out and named; the load goes on
//   (issue 22, item 4);
// - every load reports every record that currently has a problem, also those an incremental load does not fetch
//   again, and stops reporting one once it is fixed (item 6).
// Astro's store and meta are plain maps here: the loader's whole contract with Astro is those few methods.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { publishedLoader } from '@/lib/data/published-loader';
import { prepareBackend } from '../../../server/backend.ts';
import { freePort } from '../../../server/pocketbase-process.ts';
import { hooksDir } from '../../../server/paths.ts';
import type { BuildIssue } from '@/lib/build-report';

const tag = `loader${Date.now().toString(36)}`;
let admin: PocketBase;
let backend: Awaited<ReturnType<typeof prepareBackend>>;
const made: RecordModel[] = [];
const dir = mkdtempSync(join(tmpdir(), 'shop-loader-'));
const reportFile = join(dir, 'report.jsonl');

const entries = new Map<string, { id: string; data: Record<string, unknown> }>();
const meta = new Map<string, string>();
const context = {
  store: {
    set: (entry: { id: string; data: Record<string, unknown> }) => entries.set(entry.id, entry),
    get: (id: string) => entries.get(id),
    has: (id: string) => entries.has(id),
    delete: (id: string) => entries.delete(id),
    keys: () => [...entries.keys()],
    clear: () => entries.clear(),
  },
  meta: {
    get: (key: string) => meta.get(key),
    set: (key: string, value: string) => meta.set(key, value),
    delete: (key: string) => meta.delete(key),
  },
  logger: { info: () => {}, warn: () => {} },
  parseData: async ({ data }: { data: Record<string, unknown> }) => data,
  generateDigest: (value: unknown) => String((value as RecordModel).updated),
};

const loader = publishedLoader({
  collection: 'web_products',
  filter: `isVisible = true && name ~ "${tag}"`,
  sort: 'created',
  transform: (record, warn) => {
    if (String(record.name).includes('Throws')) throw new RangeError('Maximum call stack size exceeded');
    if (String(record.name).includes('Warns')) warn('a gallery entry names a missing file, which was left out');
    return { name: String(record.name) };
  },
});

/** One load, as a build runs it; returns the records it reported. */
async function load(): Promise<BuildIssue[]> {
  writeFileSync(reportFile, '');
  const saved = { ...process.env };
  Object.assign(process.env, {
    SITE_BUILD_REPORT: reportFile,
    PB_URL: backend.url,
    SHOP_SERVICE_EMAIL: backend.service.email,
    SHOP_SERVICE_PASSWORD: backend.service.password,
  });
  try {
    await loader.load(context as never);
  } finally {
    for (const key of ['SITE_BUILD_REPORT', 'PB_URL', 'SHOP_SERVICE_EMAIL', 'SHOP_SERVICE_PASSWORD'])
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  }
  return readFileSync(reportFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BuildIssue);
}
const named = (issues: BuildIssue[]) => issues.map((i) => `${i.title}: ${i.outcome}`).sort();

beforeAll(async () => {
  // Its own PocketBase whose hooks lack the JSON limits (pocketbase/pb_hooks/json-fields.pb.js), as an older
  // installation or a direct database write could hold such values; the shared stack's hook refuses them
  // (tests/integration/hardening/dashboard-mistakes.test.ts).
  const hooks = join(dir, 'pb_hooks');
  cpSync(hooksDir, hooks, { recursive: true });
  rmSync(join(hooks, 'json-fields.pb.js'), { force: true });
  backend = await prepareBackend({
    dataDir: join(dir, 'pb_data'),
    port: await freePort(),
    automigrate: false,
    hooks,
  });
  admin = backend.adminPb;
  const product = (name: string) =>
    admin.collection('web_products').create({ name, slug: `${tag}-${made.length}`, price: 100, isVisible: true });
  for (const name of ['Good', 'Deep', 'Throws', 'Warns']) made.push(await product(`${name} ${tag}`));
  // Raw JSON: Node's JSON.stringify cannot even write 5,000 levels.
  const deep = await fetch(`${backend.url}/api/collections/web_products/records/${made[1]!.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: admin.authStore.token },
    body: `{"faqs": ${'['.repeat(5000)}"x"${']'.repeat(5000)}}`,
  });
  expect(deep.status, await deep.text()).toBe(200);
}, 180_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the content loader', () => {
  it('leaves out a record nested 5,000 levels deep and one whose parsing throws, names them, and loads the rest', async () => {
    const issues = await load();
    expect(named(issues)).toEqual([`Deep ${tag}: left out`, `Throws ${tag}: left out`, `Warns ${tag}: published`]);
    expect(issues.find((i) => i.title === `Deep ${tag}`)?.reason).toMatch(
      /^its field "faqs" is nested more than 8 levels deep, so it cannot be read/,
    );
    expect(issues.find((i) => i.title === `Throws ${tag}`)?.reason).toBe(
      'it could not be read (Maximum call stack size exceeded)',
    );
    expect([...entries.values()].map((e) => e.data.name).sort()).toEqual([`Good ${tag}`, `Warns ${tag}`]);
  });

  it('reports every record still with a problem on the next load, fetched again or not, until it is fixed', async () => {
    // Nothing changed: the published record with a problem is not fetched again, yet still reported.
    expect(named(await load())).toEqual([
      `Deep ${tag}: left out`,
      `Throws ${tag}: left out`,
      `Warns ${tag}: published`,
    ]);
    // Fixed records drop out of the report; a hidden one too (it is no longer on the site at all).
    await admin.collection('web_products').update(made[3]!.id, { name: `Fixed ${tag}` });
    await admin.collection('web_products').update(made[2]!.id, { isVisible: false });
    expect(named(await load())).toEqual([`Deep ${tag}: left out`]);
    await admin.collection('web_products').update(made[1]!.id, { faqs: [{ question: 'Q?', answer: 'A.' }] });
    expect(named(await load())).toEqual([]);
    expect([...entries.values()].map((e) => e.data.name).sort()).toEqual([
      `Deep ${tag}`,
      `Fixed ${tag}`,
      `Good ${tag}`,
    ]);
  });
});
