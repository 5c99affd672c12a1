// The migration that puts a floor of 5 minutes under the wallet wait (pb_migrations/1732004890_wallet_wait_floor.js)
// on a copy of a shop whose operator had typed less: a wait of 1 to 4 minutes is raised to 5, an empty wait (the
// default) and a longer one are kept. Runs PocketBase's own CLI on a temp data folder (nothing else has it open); the
// rows are written with SQL, and a last migration reads them back and fails the run if they are not as expected.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyMigrations, migrateUp } from '@tests/harness/migration-hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../../server/paths.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-wallet-wait-migration-'));
const migrations = join(root, 'migrations');
const dataDir = join(root, 'pb_data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const MIGRATION = '1732004890_wallet_wait_floor.js';

/** A settings row's wait as the operator left it → as it must be after the migration. */
const WAITS: Record<string, [typed: number, kept: number]> = {
  set000000000001: [1, 5],
  set000000000004: [4, 5],
  set000000000000: [0, 0],
  set000000000005: [5, 5],
  set000000000090: [90, 90],
};

describe('the wallet wait floor', () => {
  it('raises a wait below 5 minutes to 5 and keeps an empty or a longer one', async () => {
    mkdirSync(migrations);
    copyMigrations(migrations, MIGRATION);
    writeFileSync(
      join(migrations, '1732004889_waits_typed.js'),
      `migrate((app) => {
        app.db().newQuery('DELETE FROM site_settings').execute();
        Object.entries(${JSON.stringify(WAITS)}).forEach(([id, [typed]]) => {
          app.db().newQuery('INSERT INTO site_settings (id, wallet_wait_minutes) VALUES ({:id}, {:typed})')
            .bind({ id: id, typed: typed }).execute();
        });
      }, () => {});`,
    );
    expect(await migrateUp(dataDir, migrations)).toContain('Applied 1732004889_waits_typed.js');

    copyFileSync(join(migrationsDir, MIGRATION), join(migrations, MIGRATION));
    // Read back inside PocketBase (nothing else may open its data folder): any difference fails this run.
    writeFileSync(
      join(migrations, '1732004891_waits_checked.js'),
      `migrate((app) => {
        const wanted = ${JSON.stringify(WAITS)};
        const rows = app.findAllRecords('site_settings');
        if (rows.length !== ${Object.keys(WAITS).length}) throw new Error('settings lost');
        const wrong = rows
          .filter((r) => r.getInt('wallet_wait_minutes') !== wanted[r.id][1])
          .map((r) => r.id + ' wait=' + r.getInt('wallet_wait_minutes'));
        if (wrong.length) throw new Error('wrong waits: ' + wrong.join(', '));
        const field = app.findCollectionByNameOrId('site_settings').fields.getByName('wallet_wait_minutes');
        if (Number(field.min) !== 5) throw new Error('no floor: min ' + field.min);
      }, () => {});`,
    );
    const out = await migrateUp(dataDir, migrations);
    expect(out).toContain(`Applied ${MIGRATION}`);
    expect(out).toContain('Applied 1732004891_waits_checked.js');
    expect(out).not.toContain('wrong waits');
  }, 120_000);
});
