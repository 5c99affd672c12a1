// A hooks folder for `pocketbase migrate` runs in tests: only pocketbase/pb_hooks/lib (which some migrations require,
// e.g. 1732002120_units.js), and no *.pb.js file, so no hook fires while a migration saves records.
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hooksDir } from '../../server/paths.ts';

export function libOnlyHooksDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-migration-hooks-'));
  symlinkSync(join(hooksDir, 'lib'), join(dir, 'lib'));
  return dir;
}
