/** docs/rules.md §8/§9 search load failure: retried 3 times with waits of 1, 2 and 4 s (doubling from 1 s). */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt`; when it throws, waits the next delay and tries again, once per delay (so 1 + delays.length tries
 * in all). Resolves with the first success; rejects with the last error. `wait` is injectable for tests.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (i >= delays.length) throw err;
      await wait(delays[i]);
    }
  }
}
