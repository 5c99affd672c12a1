// The sender as a child process of `npm start` (scripts/start.mjs): scripts/sender.mjs, tied to this process (it ends
// when `npm start` ends, even on SIGKILL: server/tied-child.ts) and supervised (server/supervise.ts), so a crashed
// sender is started again and settles what it left `sending` (server/notify/sender.ts).
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../pocketbase-process.ts';
import { spawnTied } from '../tied-child.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/sender.mjs', import.meta.url));

export type SenderProcess = { child: ChildProcess; stop: () => Promise<void> };

/** Starts scripts/sender.mjs with `env` (PB_URL and the service account's credentials among them). */
export async function startSenderProcess(env: NodeJS.ProcessEnv): Promise<SenderProcess> {
  const child = spawnTied(process.execPath, [SCRIPT], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  await new Promise<void>((done, fail) => {
    child.once('spawn', () => done());
    child.once('error', fail);
  });
  return { child, stop: () => stopChild(child) };
}
