/// <reference path="../types.d.ts" />
// The operator's superuser login comes from the environment of the PocketBase
// process itself (PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD), set here at every start:
// created when missing, its password changed when it differs. So no other
// process ever opens the live database to write an account (a second process
// that opens data.db and closes it again can remove the WAL files PocketBase
// still writes into, losing every order since), and no password is ever put on
// a command line (`pocketbase superuser upsert EMAIL PASSWORD` showed it in
// the process list). The shop's service account is then set through the API
// with this login (server/pocketbase-process.ts).
onBootstrap((e) => {
  e.next();
  const email = $os.getenv('PB_ADMIN_EMAIL');
  const password = $os.getenv('PB_ADMIN_PASSWORD');
  if (!email || !password) return;
  let record;
  try {
    record = e.app.findAuthRecordByEmail('_superusers', email);
  } catch (_) {
    record = new Record(e.app.findCollectionByNameOrId('_superusers'));
    record.setEmail(email);
  }
  if (record.isNew() || !record.validatePassword(password)) {
    record.setPassword(password);
    e.app.save(record);
  }
});

// The shop's machine accounts (lib/machine-accounts.js: shop_service, the Node server; message_senders, the SMS and
// email sender) get their passwords from the shop's own start (server/pocketbase-process.ts), never by mail.
// PocketBase would still mail a password-reset or verification link to their address to anyone who asks for it: a
// message nobody reads, sent at a stranger's will. Nothing is sent, and the answer is PocketBase's own 204, the same as for an address it does not
// know, so the ask tells nobody whether the address is an account. (Staff have PocketBase's password sign-in
// closed, which closes its reset too; the operator's superuser keeps the dashboard's own "Forgotten password".)
const MACHINE_ACCOUNTS = require(`${__hooks}/lib/machine-accounts.js`).MACHINE_ACCOUNTS;
onRecordRequestPasswordResetRequest(
  (e) => {
    e.noContent(204);
  },
  ...MACHINE_ACCOUNTS,
);
onRecordRequestVerificationRequest(
  (e) => {
    e.noContent(204);
  },
  ...MACHINE_ACCOUNTS,
);
