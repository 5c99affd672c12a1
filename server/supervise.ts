// Keeps a child process running under `npm start`: when it exits without being
// asked to, it is started again after a back-off (1 s, 2 s, 5 s, 10 s, then
// every 30 s), and every step is printed. A process that then stays up for a
// minute starts the back-off from the beginning the next time it fails.

import type { ChildProcess } from 'node:child_process';

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];
const HEALTHY_AFTER_MS = 60_000;

/**
 * `first` is the running process; `start()` starts a new one and resolves once it is ready.
 */
export function supervise<T extends { child: ChildProcess; stop: () => Promise<unknown> }>({
  name,
  first,
  start,
  log,
  onRestart,
  backoffMs = BACKOFF_MS,
}: {
  name: string;
  first: T;
  start: () => Promise<T>;
  log: (message: string) => void;
  onRestart?: (next: T) => void;
  backoffMs?: number[];
}): { readonly current: T; stop: () => Promise<void> } {
  let current = first;
  let stopping = false;
  let failures = 0;
  let startedAt = Date.now();
  let timer: NodeJS.Timeout | null = null;

  const watch = (proc: T) => {
    proc.child.once('exit', (code, signal) => {
      if (stopping || proc !== current) return;
      if (Date.now() - startedAt >= HEALTHY_AFTER_MS) failures = 0;
      log(`${name} stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}).`);
      retry();
    });
  };

  const retry = () => {
    const wait = backoffMs[Math.min(failures, backoffMs.length - 1)];
    failures++;
    log(`Restarting ${name} in ${wait / 1000} s (attempt ${failures})...`);
    timer = setTimeout(async () => {
      timer = null;
      if (stopping) return;
      try {
        const next = await start();
        if (stopping) return void (await next.stop());
        current = next;
        startedAt = Date.now();
        watch(next);
        log(`${name} is running again.`);
        onRestart?.(next);
      } catch (err) {
        log(`${name} did not start: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
        retry();
      }
    }, wait);
  };

  watch(first);
  return {
    get current() {
      return current;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current.stop();
    },
  };
}
