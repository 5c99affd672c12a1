// Polling for tests that wait on something the shop does in the background (a build, a publish, a page changing).
import { vi } from 'vitest';

/**
 * Calls `probe` every 500 ms until it gives a value, and returns that value; throws once `timeoutMs` has passed, or
 * at once when `probe` throws (vitest's vi.waitUntil, named for the message).
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  return (await vi.waitUntil(probe, {
    timeout: timeoutMs,
    interval: 500,
    message: `Timed out waiting for ${what}`,
  })) as T;
}
