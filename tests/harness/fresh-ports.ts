// Starting a test gateway on ports picked just before it binds them (server/pocketbase-process.ts, freePort): on a
// busy machine another process can take one in between, so a start that fails is ended and tried again.

/** Tries `startOnce` up to three times (each picks fresh ports); the error lists every attempt's failure. */
export async function startOnFreshPorts<T>(name: string, startOnce: () => Promise<T>): Promise<T> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await startOnce();
    } catch (err) {
      failures.push(`attempt ${attempt}: ${(err as Error).message}`);
    }
  }
  throw new Error(`${name} did not start:\n${failures.join('\n')}`);
}
