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
