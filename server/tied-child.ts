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
// (server/pocketbase-process.ts, `takeOverOrphan`).
//
// `npm start` is more than this process: npm runs a shell (`sh -c "node
// scripts/check-node.cjs && node scripts/start.mjs"`), which runs it. Killing
// npm's own process leaves the shell and this process running, with nobody
// waiting for them; `watchLaunchers` notices (the shell is handed to another
// parent) so scripts/start.mjs stops everything it runs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { SpawnOptions } from 'node:child_process';

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path)) ?? null;

/** True when children are tied to this process (Linux with util-linux's setpriv). */
export const tiedToParent = SETPRIV !== null;

/**
 * `spawn(command, args, options)`, with the child sent SIGTERM when this process ends in any way.
 */
export function spawnTied(command: string, args: string[], options: SpawnOptions) {
  if (!SETPRIV) return spawn(command, args, options);
  return spawn(SETPRIV, ['--pdeathsig', 'TERM', '--', command, ...args], options);
}

/**
 * What /proc tells about a process: its command line and its parent's pid (null where there is no /proc, or when
 * the process is gone).
 */
export function processInfo(pid: number): { args: string[]; ppid: number } | null {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { args, ppid };
  } catch {
    return null;
  }
}

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'ksh']);

/**
 * The processes that launched this one through a package manager's script (npm, pnpm, yarn: they set
 * npm_lifecycle_event): the shells running the script, then the package manager itself. Empty when this process was
 * started directly (`node scripts/start.mjs`: it is the supervisor itself), or without /proc.
 * @returns parent first
 */
export function packageManagerLaunchers(): number[] {
  if (!process.env.npm_lifecycle_event) return [];
  const chain: number[] = [];
  let pid = processInfo(process.pid)?.ppid ?? 0;
  for (let depth = 0; depth < 4 && pid > 1; depth++) {
    const info = processInfo(pid);
    if (!info) return [];
    const shell = SHELLS.has(basename(info.args[0] ?? '')) && info.args.includes('-c');
    chain.push(pid);
    if (!shell) break;
    pid = info.ppid;
  }
  if (chain.length >= 2) return chain;
  // No shell in between: the package manager itself (a shell that replaced itself with this process), or not a
  // package manager's script at all (a test runner started under `npm test`, say).
  const parent = chain.length === 1 ? processInfo(chain[0]) : null;
  return parent && isPackageManager(parent.args) ? chain : [];
}

/**
 * npm, pnpm or yarn by their command line (npm names itself "npm start"; others show the script node runs).
 */
function isPackageManager(args: string[]) {
  const [program = '', script = ''] = args;
  return (
    /^(npm|pnpm|yarn)(\s|$)/.test(basename(program)) ||
    (/(^|\/)node(js)?$/.test(program) && /(^|\/)(npm-cli|pnpm|yarn)\.c?js$/.test(script))
  );
}

/**
 * Calls `onGone` once when a process of `launchers` (packageManagerLaunchers()) has ended: each still has the same
 * parent as at the start, or it was handed to another one (its parent died) or is gone itself. Checking parents, not
 * pids, cannot be fooled by a pid used again. Returns a function that stops watching.
 * @param onGone  receives the pid of the launcher that ended
 */
export function watchLaunchers(launchers: number[], onGone: (gone: number) => void, everyMs: number = 500) {
  if (launchers.length === 0) return () => undefined;
  const links = [process.pid, ...launchers.slice(0, -1)].map((pid, i) => ({ pid, parent: launchers[i] }));
  const timer = setInterval(() => {
    const broken = links.find(({ pid, parent }) => processInfo(pid)?.ppid !== parent);
    if (!broken) return;
    clearInterval(timer);
    onGone(broken.parent);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
