/// <reference path="../pb_data/types.d.ts" />
// The shop's machine accounts (shop_service: the shop's server and publisher; message_senders: the SMS and email
// sender) sign in with their passwords from every new server and process. PocketBase's "Login from a new location"
// mail went, once the operator turned mail on for the shopper's emails, to their internal addresses at each of those
// sign-ins: mail nobody reads, bounced by the mail server. It is off for them; the operator's superuser keeps it.
// (Their password-reset and verification mails: pocketbase/pb_hooks/accounts.pb.js.)
const MACHINE_ACCOUNTS = ['shop_service', 'message_senders'];

function loginMail(app, enabled) {
  for (const name of MACHINE_ACCOUNTS) {
    const collection = app.findCollectionByNameOrId(name);
    collection.authAlert.enabled = enabled;
    app.save(collection);
  }
}

migrate(
  (app) => loginMail(app, false),
  (app) => loginMail(app, true),
);
