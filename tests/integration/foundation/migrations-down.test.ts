// Every migration can be undone: all of them applied to an empty data folder,
// reverted in one go, and applied again, with PocketBase's own CLI (never on a
// live data folder: nothing else has this temp folder open).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePocketBaseBinary } from '../../../server/pocketbase-binary.ts';
import { migrationsDir } from '../../../server/paths.ts';
import { libOnlyHooksDir } from '@tests/harness/migration-hooks';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
const hooks = libOnlyHooksDir();
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(hooks, { recursive: true, force: true });
});

async function migrate(...args: string[]) {
  const binary = await ensurePocketBaseBinary();
  // `migrate down` asks for confirmation on stdin.
  const out = spawnSync(
    binary,
    ['migrate', ...args, '--dir', dataDir, '--migrationsDir', migrationsDir, '--hooksDir', hooks],
    // PocketBase logs every statement of a migration; with all the shop's migrations that passes spawnSync's 1 MB
    // default, and the cut output lost the last lines this test reads.
    { input: 'y\n', encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  return { status: out.status, output: `${out.stdout}${out.stderr}` };
}

describe('migrations', () => {
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.js'));

  it('each one has a down step', () => {
    for (const name of files) {
      // Run the file's top level with a stand-in for PocketBase's migrate(up, down) to see what it registers.
      const registered: unknown[][] = [];
      runInNewContext(readFileSync(join(migrationsDir, name), 'utf8'), {
        migrate: (...steps: unknown[]) => registered.push(steps),
      });
      expect(registered, name).toHaveLength(1);
      expect(typeof registered[0][1], `${name} down step`).toBe('function');
    }
  });

  it('apply, revert all, and apply again', async () => {
    const up = await migrate('up');
    expect(up.status, up.output).toBe(0);
    const down = await migrate('down', String(files.length));
    expect(down.status, down.output).toBe(0);
    for (const name of files) expect(down.output, `${name} reverted`).toContain(`Reverted ${name}`);
    const again = await migrate('up');
    expect(again.status, again.output).toBe(0);
    for (const name of files) expect(again.output, `${name} applied again`).toContain(`Applied ${name}`);
  });
});
