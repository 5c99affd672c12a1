// Shared by the vitest and Playwright global setups: reuse the stack that
// `npm test` started, or start one for a direct `vitest`/`playwright` run.
import { startTestStack } from '../../scripts/lib/test-stack.mjs';

export async function ensureStack(): Promise<() => Promise<void>> {
  if (process.env.SHOP_TEST_STACK) return async () => {};
  const stack = await startTestStack();
  const { stop, ...info } = stack;
  process.env.SHOP_TEST_STACK = JSON.stringify(info);
  process.env.PB_URL = info.pbUrl;
  return stop;
}
