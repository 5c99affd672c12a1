// @ts-check
// `npm run publisher`: the publisher on its own, next to a running
// PocketBase (PB_URL) — for hosts where the shop server runs elsewhere
// (`npm run serve`) or the static folder is deployed with SITE_DEPLOY_CMD.
import '../server/check-settings.ts';
import { attachedConfig } from '../server/runtime-config.ts';
import { publisherClient } from '../server/publish/live.ts';
import { Publisher } from '../server/publish/publisher.ts';
import { log } from '../server/paths.ts';
import { packageManagerLaunchers, watchLaunchers } from '../server/tied-child.ts';
import { setting } from '../src/lib/settings.mjs';

// Under `npm run publisher`, npm and the shell it runs this through: read now, while they are there.
const launchers = packageManagerLaunchers();
const { pbUrl, service, env } = attachedConfig();
const publisher = new Publisher({
  pb: await publisherClient(pbUrl, service),
  buildEnv: env,
  quietMs: setting('PUBLISH_QUIET_MS'),
  schedule: setting('PUBLISH_SCHEDULE'),
  deployCommand: setting('SITE_DEPLOY_CMD'),
});
publisher.start();
log(`Publisher watching ${pbUrl}. Ctrl-C stops it.`);
const stop = () => publisher.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// npm's own process killed (`kill -9`): this one stops too rather than publish on, detached (server/tied-child.ts).
watchLaunchers(launchers, (gone) => {
  log(`The \`npm run publisher\` that started this process (process ${gone}) has ended: stopping.`);
  publisher.stop({ waitMs: 3000 }).then(() => process.exit(0));
});
