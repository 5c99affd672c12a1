// Polling for tests that wait on something the shop does in the background (a build, a publish, a page changing).

/** Calls `probe` every 500 ms until it gives a value, and returns that value; throws once `timeoutMs` has passed. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
