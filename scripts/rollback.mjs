// `npm run rollback [build-id]`: makes the build before the live one (or the
// named one) live again. Like a build it is deployed first (SITE_DEPLOY_CMD)
// and recorded in site_builds; the next catalogue edit or scheduled build
// publishes current data again. Operators can do the same from the dashboard
// (a site_builds record with trigger "rollback", see docs/publishing.md).
import '../server/check-settings.ts';
import { attachedConfig } from '../server/runtime-config.ts';
import { publisherClient } from '../server/publish/live.ts';
import { Publisher } from '../server/publish/publisher.ts';
import { log } from '../server/paths.ts';
import { setting } from '../src/lib/settings.mjs';

const { pbUrl, service, env } = attachedConfig();
const publisher = new Publisher({
  pb: await publisherClient(pbUrl, service),
  buildEnv: env,
  deployCommand: setting('SITE_DEPLOY_CMD'),
});
const result = await publisher.requestRollback(process.argv[2] ?? '');
if (result.ok) log(`Rolled back: ${result.buildId} is live. ${result.holds}`);
else console.error(`[shop] Not rolled back: ${result.error}`);
process.exit(result.ok ? 0 : 1);
