// `npm run rebuild`: one build now, into a fresh folder; it goes live only if
// it succeeds (a running server follows `.builds/current` by itself).
import { attachedConfig } from './lib/runtime-config.mjs';
import { publisherClient } from './publish/live.mjs';
import { Publisher } from './publish/publisher.mjs';
import { log } from './lib/paths.mjs';

const { pbUrl, service, env } = attachedConfig();
const publisher = new Publisher({ pb: await publisherClient(pbUrl, service), buildEnv: env, deployCommand: process.env.SITE_DEPLOY_CMD });
const result = await publisher.request('cli');
if (result.ok) log(`Live: ${result.buildId} (${result.pagesBuilt} pages in ${(result.durationMs / 1000).toFixed(1)} s)`);
else console.error(`[shop] Build failed; the previous site keeps serving.\n${result.error}`);
process.exit(result.ok ? 0 : 1);
