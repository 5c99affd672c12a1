// @ts-check
// `npm run sender`: the message sender (server/notify/sender.ts) next to a running PocketBase (PB_URL), signed in as
// its own account (message_senders: server/credentials.ts senderCredentials, made by `npm start`): SMS through SMS_PROVIDER when it is set, and email through PocketBase's mail settings
// (emails are queued only while those are on). `npm start` runs this same script as a supervised child.
import '../server/check-settings.ts';
import PocketBase from 'pocketbase';
import { senderCredentials, senderCredentialsFile } from '../server/credentials.ts';
import { emailTransportFromPocketBase } from '../server/notify/email.ts';
import { smsTransport } from '../server/notify/sms.ts';
import { Sender } from '../server/notify/sender.ts';
import { log } from '../server/paths.ts';
import { refreshSenderToken, signInAsSender } from '../server/data/message-senders.ts';
import { setting } from '../src/lib/settings.mjs';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

const sms = smsTransport();
if (!sms) log('Sender: SMS_PROVIDER=off, so SMS are written and not sent; emails go while the mail settings are on.');
const pbUrl = setting('PB_URL');
const dataRoot = dirname(setting('PB_DATA_DIR'));
// Made by `npm start` with the account itself (server/backend.ts): one made here would match no account.
if (!existsSync(senderCredentialsFile(dataRoot))) {
  log(
    `Sender: no ${senderCredentialsFile(dataRoot)}: start the shop once with \`npm start\`, which makes the sender's account.`,
  );
  process.exit(1);
}
const account = senderCredentials(dataRoot);
const pb = new PocketBase(pbUrl);
pb.autoCancellation(false);
// PocketBase may still be starting (or restarting under `npm start`): sign in as soon as it answers.
for (let tries = 0; ; tries++) {
  try {
    await signInAsSender(pb, account.email, account.password);
    break;
  } catch (err) {
    if (tries === 60) {
      log(`Sender: cannot sign in to ${pbUrl} (${err instanceof Error ? err.message : err}).`);
      process.exit(1);
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
}
setInterval(
  () => refreshSenderToken(pb).catch(() => signInAsSender(pb, account.email, account.password).catch(() => null)),
  6 * 3600_000,
).unref();

const senders = [sms, emailTransportFromPocketBase(pb)]
  .filter((transport) => transport !== null)
  .map(
    (transport) =>
      new Sender({
        pb,
        transport,
        log,
        graceMs: setting('SMS_SENDING_GRACE_MS'),
        firstRetryMs: setting('SMS_RETRY_MS'),
      }),
  );
for (const sender of senders) sender.start();
const stop = () => Promise.all(senders.map((sender) => sender.stop())).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
