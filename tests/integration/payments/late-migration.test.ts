// The migration that marks late payments (pb_migrations/1732004840_payments_late.js) on a copy of a shop that already
// took them: a payment still waiting for its refund is marked from its state, one already refunded from the order's
// history that recorded it as paid twice or after cancelling; the order's own payments, refunded or not, are not.
// Runs PocketBase's own CLI on a temp data folder (nothing else has it open). The rows are written with SQL, as the
// wallets' hooks left them; a last migration reads the result back and fails the run if it is not what is expected.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyMigrations, migrateUp } from '@tests/harness/migration-hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../../server/paths.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-late-migration-'));
const migrations = join(root, 'migrations');
const dataDir = join(root, 'pb_data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const MIGRATION = '1732004840_payments_late.js';

/** attempt → [its state, the history event that settled it (if any)], and whether it must be marked late. */
const PAYMENTS: Record<string, [state: string, event: string, late: boolean]> = {
  'own-paid-1': ['success', 'paid', false],
  'own-refunded-1': ['refunded', 'paid', false],
  'own-part-1': ['partially_refunded', 'paid', false],
  'second-waiting-1': ['late', 'paid_twice', true],
  'second-back-1': ['refunded', 'paid_twice', true],
  'after-cancel-back-1': ['partially_refunded', 'paid_after_cancel', true],
  'never-paid-1': ['failed', 'payment_failed', false],
};

describe('marking late payments', () => {
  it('marks the payments that came late, from their state or the history, and no order’s own payment', async () => {
    mkdirSync(migrations);
    copyMigrations(migrations, MIGRATION);
    writeFileSync(
      join(migrations, '1732004839_payments_taken.js'),
      `migrate((app) => {
        Object.entries(${JSON.stringify(PAYMENTS)}).forEach(([attempt, [state, event]], i) => {
          app.db().newQuery("INSERT INTO payments (id, \`order\`, wallet, attempt, amount, state) VALUES ({:id}, 'o00000000000001', 'esewa', {:attempt}, 1000, {:state})")
            .bind({ id: ('pay' + i + '000000000000').slice(0, 15), attempt: attempt, state: state }).execute();
          app.db().newQuery("INSERT INTO order_history (id, \`order\`, kind, status, reason, actor, details) VALUES ({:id}, 'o00000000000001', 'payment', 'Confirmed', {:event}, 'shop', {:details})")
            .bind({ id: ('his' + i + '000000000000').slice(0, 15), event: event, details: JSON.stringify({ wallet: 'esewa', attempt: attempt, amount: 1000 }) }).execute();
        });
      }, () => {});`,
    );
    expect(await migrateUp(dataDir, migrations)).toContain('Applied 1732004839_payments_taken.js');

    copyFileSync(join(migrationsDir, MIGRATION), join(migrations, MIGRATION));
    // Read back inside PocketBase (nothing else may open its data folder): any difference fails this run.
    writeFileSync(
      join(migrations, '1732004841_payments_checked.js'),
      `migrate((app) => {
        const wanted = ${JSON.stringify(PAYMENTS)};
        const wrong = app.findAllRecords('payments')
          .filter((r) => r.getBool('late') !== wanted[r.getString('attempt')][2])
          .map((r) => r.getString('attempt') + ' late=' + r.getBool('late'));
        if (app.findAllRecords('payments').length !== ${Object.keys(PAYMENTS).length}) throw new Error('payments lost');
        if (wrong.length) throw new Error('wrongly marked: ' + wrong.join(', '));
      }, () => {});`,
    );
    const out = await migrateUp(dataDir, migrations);
    expect(out).toContain(`Applied ${MIGRATION}`);
    expect(out).toContain('Applied 1732004841_payments_checked.js');
    expect(out).not.toContain('wrongly marked');
  }, 120_000);
});
