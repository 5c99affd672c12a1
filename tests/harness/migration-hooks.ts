// For `pocketbase migrate` runs in tests on a copy of a shop as it was before some migration.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePocketBaseBinary } from '../../server/pocketbase-binary.ts';
import { hooksDir, migrationsDir } from '../../server/paths.ts';

/**
 * A hooks folder with only pocketbase/pb_hooks/lib (which some migrations require, e.g. 1732002120_units.js), and no
 * *.pb.js file, so no hook fires while a migration saves records.
 */
export function libOnlyHooksDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-migration-hooks-'));
  symlinkSync(join(hooksDir, 'lib'), join(dir, 'lib'));
  return dir;
}

/**
 * Copies the shop's migrations whose file names sort before `before` (or from `before` on, with `from: true`) into
 * `into`; returns the names copied, in order.
 */
export function copyMigrations(into: string, before: string, from = false): string[] {
  const names = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.js') && name < before !== from)
    .sort();
  for (const name of names) copyFileSync(join(migrationsDir, name), join(into, name));
  return names;
}

/**
 * Applies the migrations in `migrations` not yet applied to the data folder `dataDir` with PocketBase's own CLI (no
 * other process has that folder open), hooks apart (libOnlyHooksDir); returns what it printed, starting with
 * "exit N: " when it failed. A test reads the result back in a migration of its own, which throws when it is wrong.
 */
export async function migrateUp(dataDir: string, migrations: string): Promise<string> {
  const out = spawnSync(
    await ensurePocketBaseBinary(),
    // --dev=false: a binary under the temp folder (a clone there) starts in dev mode, which prints every SQL statement.
    ['migrate', 'up', '--dev=false', '--dir', dataDir, '--migrationsDir', migrations, '--hooksDir', libOnlyHooksDir()],
    { input: 'y\n', encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return `${out.status === 0 ? '' : `exit ${out.status}: `}${out.stdout}${out.stderr}`;
}
