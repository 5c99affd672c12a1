// For `pocketbase migrate` runs in tests on a copy of a shop as it was before some migration.
import { copyFileSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
