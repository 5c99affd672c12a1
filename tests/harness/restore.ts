// The real `npm run restore` (scripts/restore.mjs), as an operator runs it: settings in its environment, arguments
// after `--`. Answers its exit code and everything it printed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../server/paths.ts';

export function runRestoreScript(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(projectRoot, 'scripts', 'restore.mjs'), ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}
