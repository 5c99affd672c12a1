// The machine accounts are listed once, in pocketbase/pb_hooks/lib/machine-accounts.js (the hooks require it). Two
// places keep their own copy because they cannot read it: the dashboard's extension runs in the operator's browser,
// and a migration is frozen once it ran. This test fails when either copy differs from the list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import machineAccounts from '../../../pocketbase/pb_hooks/lib/machine-accounts.js';

/** The string array assigned to `name` in `file`, read from its text. */
function listIn(file: string, name: string): string[] {
  const text = readFileSync(file, 'utf8');
  const list = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(text)?.[1];
  if (list === undefined) throw new Error(`${file} has no ${name} list`);
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
}

describe('the machine accounts', () => {
  const accounts = [...machineAccounts.MACHINE_ACCOUNTS].sort();

  it('are the shop_service and message_senders collections', () => {
    expect(accounts).toEqual(['message_senders', 'shop_service']);
  });

  it('are the same in the dashboard extension and in the migration that closed their login mail', () => {
    expect(listIn('pocketbase/pb_hooks/dashboard/main.js', 'INTERNAL_ACCOUNTS').sort()).toEqual(accounts);
    expect(
      listIn('pocketbase/pb_migrations/1732004830_machine_accounts_no_login_mail.js', 'MACHINE_ACCOUNTS').sort(),
    ).toEqual(accounts);
  });
});
