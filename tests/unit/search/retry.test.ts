import { describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS, withRetries } from '@/features/search/retry';

/** An attempt that fails `failures` times, then succeeds with "ok". */
function flaky(failures: number) {
  let calls = 0;
  const attempt = async () => {
    calls++;
    if (calls <= failures) throw new Error(`failure ${calls}`);
    return 'ok';
  };
  return { attempt, calls: () => calls };
}

describe('withRetries (docs/rules.md §8: retried 3 times with waits of 1, 2 and 4 s)', () => {
  it('uses waits of 1, 2 and 4 s', () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);
  });

  it.each<[number, number[]]>([
    [0, []],
    [1, [1000]],
    [2, [1000, 2000]],
    [3, [1000, 2000, 4000]],
  ])('after %i failures it succeeds, having waited %j', async (failures, expectedWaits) => {
    const waits: number[] = [];
    const { attempt, calls } = flaky(failures);
    await expect(withRetries(attempt, RETRY_DELAYS_MS, async (ms) => void waits.push(ms))).resolves.toBe('ok');
    expect(waits).toEqual(expectedWaits);
    expect(calls()).toBe(failures + 1);
  });

  it('gives up after 4 tries (1 + 3 retries) with the last error', async () => {
    const waits: number[] = [];
    const { attempt, calls } = flaky(10);
    await expect(withRetries(attempt, RETRY_DELAYS_MS, async (ms) => void waits.push(ms))).rejects.toThrow('failure 4');
    expect(calls()).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });
});
