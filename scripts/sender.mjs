// @ts-check
// `npm run sender`: the message sender (server/notify/sender.ts) next to a running PocketBase (PB_URL), signed in as
// the shop's service account: SMS through SMS_PROVIDER when it is set, and email through PocketBase's mail settings
// (emails are queued only while those are on). `npm start` runs this same script as a supervised child.
import '../server/check-settings.ts';
import PocketBase from 'pocketbase';
import { serviceCredentials } from '../server/credentials.ts';
import { emailTransportFromPocketBase } from '../server/notify/email.ts';
import { smsTransport } from '../server/notify/sms.ts';
import { Sender } from '../server/notify/sender.ts';
import { log } from '../server/paths.ts';
import { refreshServiceToken } from '../server/data/shop-service.ts';
import { signInAsService } from '../src/lib/data/shop-service.mjs';
import { setting } from '../src/lib/settings.mjs';
import { dirname } from 'node:path';

const sms = smsTransport();
if (!sms) log('Sender: SMS_PROVIDER=off, so SMS are written and not sent; emails go while the mail settings are on.');
const pbUrl = setting('PB_URL');
const service = serviceCredentials(dirname(setting('PB_DATA_DIR')));
const pb = new PocketBase(pbUrl);
pb.autoCancellation(false);
// PocketBase may still be starting (or restarting under `npm start`): sign in as soon as it answers.
for (let tries = 0; ; tries++) {
  try {
    await signInAsService(pb, service.email, service.password);
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
  () => refreshServiceToken(pb).catch(() => signInAsService(pb, service.email, service.password).catch(() => null)),
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
