// `npm start`: PocketBase (obtained, migrated, seeded when empty), Litestream
// replicating its database continuously (REPLICA_URL), the site built into
// .builds/ and served, and the publisher that rebuilds it on a schedule, after
// catalogue edits and on request. Ctrl-C stops everything; PocketBase,
// Litestream and a build in progress also end when this process is killed
// outright, and everything stops when npm's own process is killed
// (server/tied-child.ts).
import '../server/check-settings.ts';
import { dirname } from 'node:path';
import { prepareBackend, shopEnv } from '../server/backend.ts';
import { startPocketBase } from '../server/pocketbase-process.ts';
import { ensureLitestreamBinary } from '../server/litestream-binary.ts';
import { describeReplica, replicaFromSettings, startReplication } from '../server/replication.ts';
import { replicaHealthRecorder, watchImageCache, watchWallets } from '../server/shop-health.ts';
import { reportRestore } from '../server/restore-report.ts';
import { supervise } from '../server/supervise.ts';
import { packageManagerLaunchers, watchLaunchers } from '../server/tied-child.ts';
import { buildToken } from '../server/credentials.ts';
import { startShopServer } from '../server/shop-server.ts';
import { log } from '../server/paths.ts';
import { seedAll } from './seed/seed.mjs';
import { setting } from '../src/lib/settings.mjs';
import { buildStore } from '../server/publish/builds.ts';
import { followLiveBuild, publisherClient } from '../server/publish/live.ts';
import { Publisher } from '../server/publish/publisher.ts';
import { startSenderProcess } from '../server/notify/sender-process.ts';

const pbPort = setting('PB_PORT');
const shopPort = setting('PORT');
const shopHost = setting('HOST');
const dataDir = setting('PB_DATA_DIR');
// Under `npm start`, npm and the shell it runs this through: read now, while they are there.
const launchers = packageManagerLaunchers();

/** The message sender (SMS and email), supervised. */
let sender = null;

// What start-up has started so far, stopped again when a later step fails: a failed start leaves no process
// behind (no PocketBase holding its port).
const stopOnFailure = [];
async function failStart(message) {
  console.error(message);
  for (const stop of stopOnFailure.reverse()) await stop().catch(() => {});
  console.error('[shop] Nothing is running.');
  process.exit(1);
}

// npm's own process killed (`kill -9`) leaves this one with nobody waiting for it: it stops everything it runs,
// rather than leave the shop running detached and the next `npm start` refused. A build in progress gets a few
// seconds; its record says it was stopped (server/publish/publisher.ts).
let running = false;
watchLaunchers(launchers, (gone) => {
  const message = `The \`npm start\` that started this process (process ${gone}) has ended`;
  if (running) {
    log(`${message}: stopping.`);
    shutdown({ buildWaitMs: 3000 });
  } else failStart(`[shop] ${message} during start-up.`);
});

async function step(name, hint, run) {
  log(`${name}...`);
  try {
    return await run();
  } catch (err) {
    return failStart(
      `\n[shop] FAILED: ${name}\n${err instanceof Error ? err.message : err}\n[shop] How to fix: ${hint}`,
    );
  }
}

const backend = await step(
  'Starting PocketBase',
  `make sure port ${pbPort} is free (or set PB_PORT), and that Go >= 1.25 or network access is available (or set POCKETBASE_BIN).`,
  () => prepareBackend({ dataDir, port: pbPort, seed: { when: 'if-empty', run: seedAll } }),
);
if (backend.admin.generated) {
  log(`Created the operator login (saved in ${dirname(dataDir)}/admin-credentials.json):`);
  log(`  email ${backend.admin.email}  password ${backend.admin.password}`);
}
// If PocketBase dies, it is started again (with back-off, saying so); the shop server and the publisher reconnect
// by themselves (every request signs in again when its token is refused).
const pocketbase = supervise({
  name: 'PocketBase',
  first: backend,
  start: () => startPocketBase({ binary: backend.binary, dataDir, port: pbPort, admin: backend.admin }),
  log,
});
stopOnFailure.push(() => pocketbase.stop());
// The first start after `npm run restore` says from when the data dates, here and in the dashboard.
await reportRestore({ dataDir, adminPb: backend.adminPb, log });

// Every committed change of the database is copied to the replica within about a second (docs/hosting.md, "Backups and
// restore"); supervised like PocketBase.
const replica = replicaFromSettings();
let replication = null;
if (replica.kind === 'off') {
  log('Replication is OFF (REPLICA_URL=off): a lost disk loses every order since the last nightly backup.');
} else {
  const litestream = await step(
    `Starting replication to ${describeReplica(replica)}`,
    'read the message above; set LITESTREAM_BIN or REPLICA_URL (docs/hosting.md, "Backups and restore").',
    async () => {
      const binary = ensureLitestreamBinary();
      const report = replicaHealthRecorder(backend.adminPb, log);
      const start = () =>
        startReplication({
          binary,
          dataDir,
          replica,
          onOutput: (line) => /level=(WARN|ERROR)/.test(line) && log(`Litestream: ${line}`),
          // Operators see the replica's state in the dashboard (shop_health), not only in this log.
          report,
        });
      return { first: await start(), start };
    },
  );
  replication = supervise({ name: 'Litestream', first: litestream.first, start: litestream.start, log });
  stopOnFailure.push(() => replication.stop());
}
// Whatever ends this process (a failure no step caught included), PocketBase and Litestream do not outlive it.
process.on('exit', () => {
  for (const child of [pocketbase.current.child, replication?.current.child, sender?.current.child]) {
    if (child?.exitCode === null) child.kill('SIGTERM');
  }
});
const token = buildToken(dirname(dataDir));
const env = { ...shopEnv(backend.url, backend.service), SITE_BUILD_TOKEN: token.token };
// Handed on to this process's own readers (the shop server and the publisher read them as settings).
Object.assign(process.env, env);

const store = buildStore();
const publisher = new Publisher({
  pb: await publisherClient(backend.url, backend.service),
  buildEnv: env,
  quietMs: setting('PUBLISH_QUIET_MS'),
  schedule: setting('PUBLISH_SCHEDULE'),
  deployCommand: setting('SITE_DEPLOY_CMD'),
});
// Build records a killed `npm start` left "running" are marked failed while the start-up build runs.
publisher.watchAbandoned();

// A previous build serves at once; the first start builds before serving.
if (!store.currentBuild()) {
  const first = await step(
    'Building the site from PocketBase',
    'read the build output above; `npm run build` reproduces it.',
    () => publisher.request('startup'),
  );
  if (!first.ok) await failStart(`[shop] FAILED: the first build (there is no earlier build to serve)\n${first.error}`);
} else {
  const earlier = store.currentBuild();
  log(`Serving the earlier build ${earlier} while the site is rebuilt from the current code and catalogue.`);
  publisher
    .request('startup')
    .then((result) => {
      if (result && !result.ok) {
        log(`WARNING: the start-up build FAILED. The shop is serving the EARLIER build ${earlier},`);
        log('  not the current code and catalogue. Fix the error above, then `npm run rebuild` (or restart).');
      }
    })
    .catch(() => null);
}
const server = await step('Starting the shop server', `make sure port ${shopPort} is free (or set PORT).`, () =>
  startShopServer({ buildDir: store.currentBuild(), port: shopPort, host: shopHost }),
);
publisher.onLive = (dir) => server.swap(dir);
// Messages to shoppers: the sender delivers the outbox (docs/notifications.md), SMS when SMS_PROVIDER is set and
// email while PocketBase's mail settings are on, in a process of its own, started again when it stops (it settles
// what it was handing over).
// process.env holds PB_URL by now (shopEnv above); the sender signs in with its own account (server/credentials.ts
// senderCredentials), so the service account's password and the build token are not handed to it.
const senderEnv = { ...process.env };
for (const name of ['SHOP_SERVICE_EMAIL', 'SHOP_SERVICE_PASSWORD', 'SITE_BUILD_TOKEN']) delete senderEnv[name];
sender = supervise({
  name: 'The message sender',
  first: await startSenderProcess(senderEnv),
  start: () => startSenderProcess(senderEnv),
  log,
});
if (setting('SMS_PROVIDER') === 'off') log('Messages to shoppers by SMS are written, not sent (SMS_PROVIDER=off).');
followLiveBuild(server, store, { log });
// The image endpoint's cache folder, its size against its bound, in the log and the dashboard (shop_health).
watchImageCache(backend.adminPb, log);
// A wallet turned on in the site settings without its keys, in the dashboard (shop_health) and the log.
watchWallets(backend.adminPb, log);
publisher.start();
// The publisher runs in this process: a failure in it is reported and it carries on; it never ends `npm start`.
process.on('unhandledRejection', (err) =>
  log(`Unexpected failure, carrying on: ${err instanceof Error ? err.message : err}`),
);

log(`Shop:      http://localhost:${shopPort}/`);
log(`Dashboard: ${backend.url}/_/  (operator: ${backend.admin.email})`);
if (replication)
  log(`Replica:   ${describeReplica(replica)} (every change within about 1 s; \`npm run restore\` restores it)`);
log(
  `Rebuilds: ${publisher.schedule.describe}, ${publisher.quietMs / 1000} s after catalogue edits, or create a site_builds record in the dashboard.`,
);
log('Press Ctrl-C to stop.');

let stopping = false;
/** @param {{ buildWaitMs?: number }} [options] how long a build in progress may take to finish (all of it by default) */
async function shutdown({ buildWaitMs } = {}) {
  if (stopping) return;
  stopping = true;
  log('Stopping...');
  await publisher.stop({ waitMs: buildWaitMs });
  await sender?.stop();
  await server.close();
  // PocketBase first: Litestream copies its last changes, then stops.
  await pocketbase.stop();
  await replication?.stop();
  process.exit(0);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());
running = true;
