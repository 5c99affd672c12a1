// The shop's server for one build, in a process of its own: the benchmark's
// load generator and Lighthouse never share an event loop with the server they
// measure, and tests can run a server with other settings (rate limits on) or
// kill it outright.
//   node server/serve-build.ts <buildDir> [port]   (PB_URL, the service account and settings in the environment)
import { startShopServer } from './shop-server.ts';

const [buildDir, port = '0'] = process.argv.slice(2);
const server = await startShopServer({ buildDir, port: Number(port) });
process.send?.({ listening: server.url });
// `{ swap: buildDir }` over IPC switches builds as the publisher does (tests/integration/faults/swap-load.test.ts).
process.on('message', (message) => {
  const swap = message && typeof message === 'object' && 'swap' in message ? message.swap : undefined;
  if (typeof swap !== 'string') return;
  server.swap(swap).then(
    () => process.send?.({ swapped: swap }),
    (err) => process.send?.({ swapFailed: swap, error: String(err) }),
  );
});

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
// The parent holds an IPC channel: if it dies, this server goes too.
process.on('disconnect', stop);
