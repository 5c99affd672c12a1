// The shop's server for one build, in its own process, so the benchmark's
// load generator and Lighthouse never share an event loop with the server
// they measure (as in production, where the server runs alone).
//   node scripts/bench/serve-build.mjs <buildDir> <port>   (PB_URL and the service account in the environment)
import { startShopServer } from '../lib/shop-server.mjs';

const [buildDir, port] = process.argv.slice(2);
const server = await startShopServer({ buildDir, port: Number(port) });
process.send?.({ listening: server.url });

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
// The benchmark holds an IPC channel: if it dies, this server goes too.
process.on('disconnect', stop);
