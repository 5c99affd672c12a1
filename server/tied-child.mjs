// @ts-check
// Child processes that die with the Node process that started them, even when
// it is killed with SIGKILL and cannot stop them (`kill -9` on `npm start` used
// to leave PocketBase running, holding its port and its data folder).
//
// Linux delivers a signal to a process when its parent dies if the process asked
// for it (prctl PR_SET_PDEATHSIG). Node cannot make that call, so the child is
// started through util-linux's `setpriv --pdeathsig TERM`, which sets it and then
// replaces itself with the real program: same pid, same command line, exit codes
// and signals seen as before. SIGTERM lets PocketBase close its database cleanly.
// Where setpriv is missing (not Linux), the child is started as is and the next
// start recognises a PocketBase its ended parent left behind
// (server/pocketbase-process.mjs, `takeOverOrphan`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path)) ?? null;

/** True when children are tied to this process (Linux with util-linux's setpriv). */
export const tiedToParent = SETPRIV !== null;

/**
 * `spawn(command, args, options)`, with the child sent SIGTERM when this process ends in any way.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function spawnTied(command, args, options) {
  if (!SETPRIV) return spawn(command, args, options);
  return spawn(SETPRIV, ['--pdeathsig', 'TERM', '--', command, ...args], options);
}
