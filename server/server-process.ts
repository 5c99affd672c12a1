// Starts the shop's server for one build as a child process (server/serve-build.ts) and waits until it
// listens. Used by the benchmark (so the load never shares an event loop with the server) and by tests that need a
// server of their own (other settings, or one they can kill).
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from './paths.ts';
import { stopChild } from './pocketbase-process.ts';
import type { ChildProcess } from 'node:child_process';

const ENTRY = join(projectRoot, 'server', 'serve-build.ts');

/**
 * `env` replaces the parent's environment when given in full (pass { ...process.env, ... } to extend it);
 * `onOutput` receives the server's stdout and stderr (without it, stderr is inherited and stdout dropped).
 */
export async function startServerProcess({
  buildDir,
  port = 0,
  env = process.env,
  onOutput,
  timeoutMs = 60_000,
}: {
  buildDir: string;
  port?: number;
  env?: Record<string, string | undefined>;
  onOutput?: (chunk: Buffer) => void;
  timeoutMs?: number;
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = fork(ENTRY, [buildDir, String(port)], {
    cwd: projectRoot,
    env,
    stdio: onOutput ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (onOutput) {
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
  }
  const listening: Promise<string> = new Promise((resolveUrl, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the shop server did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once('message', (message) => {
      clearTimeout(timer);
      const url = message && typeof message === 'object' && 'listening' in message ? message.listening : undefined;
      if (typeof url === 'string' && url) resolveUrl(url);
      else reject(new Error(`unexpected message from the shop server: ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the shop server exited (code ${code}) before listening`));
    });
  });
  try {
    const url = await listening;
    return { url, child, stop: () => stopChild(child) };
  } catch (err) {
    child.kill('SIGKILL'); // never leave a half-started server behind
    throw err;
  }
}
