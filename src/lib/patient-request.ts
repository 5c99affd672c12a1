/**
 * Requests on a flaky rural link (docs/offline.md "Flaky, not just offline"): every island call gets a time limit, and
 * calls that are safe to repeat (reads) are tried again with growing waits when the network, not the server, failed.
 * Small and hand-written: Astro's action client takes no AbortSignal, so a late answer is ignored, not cancelled.
 */

/** The call took longer than its limit (the request may still reach the server: only safe for keyed or read calls). */
export class RequestTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${Math.round(ms / 1000)} s`);
    this.name = 'RequestTimeout';
  }
}

/** True when a call failed before the server answered (no connection, the connection dropped, or the time ran out). */
export function isUnreachable(err: unknown): boolean {
  return err instanceof RequestTimeout || err instanceof TypeError;
}

/** `call()`, or a RequestTimeout after `ms`. */
export function withTimeout<T>(call: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RequestTimeout(ms)), ms);
    call().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** Time limit for a read, and the waits between tries (3 tries in all, ~ 8 + 1 + 8 + 3 + 8 s at the very worst). */
export const READ_TIMEOUT_MS = 8000;
export const READ_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A read with a time limit, tried again after each delay while the network fails; a server's answer (even an error)
 * is never retried here. Rejects with the last error.
 */
export async function patientRead<T>(
  call: () => Promise<T>,
  { timeoutMs = READ_TIMEOUT_MS, delays = READ_RETRY_DELAYS_MS, wait = sleep } = {},
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await withTimeout(call, timeoutMs);
    } catch (err) {
      // The browser knows it is offline: trying again now cannot help (the outbox and `online` take over).
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (!isUnreachable(err) || offline || i >= delays.length) throw err;
      await wait(delays[i]);
    }
  }
}
