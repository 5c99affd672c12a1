import { defineConfig } from 'vitest/config';

// Unit tests need nothing; integration tests use the stack that `npm test`
// starts (or start their own through tests/integration/global-setup.ts).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
