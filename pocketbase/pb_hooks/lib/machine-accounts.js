// The shop's machine accounts: auth collections whose one record is a program, never a person.
// shop_service: the shop's server and publisher (server/data/shop-service.ts); message_senders: the SMS and email
// sender (server/data/message-senders.ts). Their passwords come from the shop's own start
// (server/pocketbase-process.ts), so PocketBase's mails to them are closed (pocketbase/pb_hooks/accounts.pb.js).
// Two copies cannot read this file and keep their own, checked against it by tests/unit/repo/machine-accounts.test.ts:
// the dashboard's extension (browser code, pocketbase/pb_hooks/dashboard/main.js) and the migration that turned
// their login mail off (a migration is frozen once it ran).
const MACHINE_ACCOUNTS = ['shop_service', 'message_senders'];

module.exports = { MACHINE_ACCOUNTS };
