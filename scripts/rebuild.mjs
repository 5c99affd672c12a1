// `npm run rebuild`: one build now, into a fresh folder; it goes live only if
// it builds and SITE_DEPLOY_CMD (when set) succeeds; a running server follows
// `.builds/current` by itself. Exits non-zero when the build is not live.
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
const result = await publisher.request('command line');
if (result.ok) log(`Live: ${result.buildId} (${result.summary}; ${(result.durationMs / 1000).toFixed(1)} s)`);
else console.error(`[shop] Build failed; the previous site keeps serving.\n${result.error}`);
process.exit(result.ok ? 0 : 1);
