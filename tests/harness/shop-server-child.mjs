// One shop server for an existing build, in a process of its own, so a test can run it with settings the shared
// stack's server does not have (e.g. rate limits on). Started by tests/harness/limited-shop.ts:
//   node tests/harness/shop-server-child.mjs <buildDir>   (PB_URL, the service account and settings in the environment)
import { startShopServer } from '../../scripts/lib/shop-server.mjs';

const [buildDir] = process.argv.slice(2);
const server = await startShopServer({ buildDir, port: 0 });
process.send?.({ listening: server.url });

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
// The test holds an IPC channel: if it dies, this server goes too.
process.on('disconnect', stop);
