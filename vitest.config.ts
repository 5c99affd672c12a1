import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { execFileSync } from 'node:child_process';
import { publicDefines } from './src/lib/settings.mjs';

// Two projects: `unit` runs the pure rules with nothing started (seconds);
// `integration` talks to the real stack that `npm test` starts (or starts its
// own through tests/integration/global-setup.ts).
// The interface's messages, compiled afresh before any test imports them, as the build compiles them
// (src/lib/i18n-compile.mjs).
execFileSync(process.execPath, [fileURLToPath(new URL('./scripts/compile-messages.mjs', import.meta.url))], {
  stdio: 'inherit',
});

export default defineConfig({
  // The same aliases as tsconfig.json's paths: tests import src/ through `@/` and the shared test helpers
  // (tests/harness/) through `@tests/`.
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@tests/': fileURLToPath(new URL('./tests/', import.meta.url)),
    },
  },
  // import.meta.env.PUBLIC_* as the build writes them (astro.config.mjs).
  define: publicDefines(),
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: 'integration',
          // After the unit tests, so their CPU never competes with the stack's timing-sensitive tests.
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // One shared stack: files run one at a time so their writes and rate limits do not interfere.
          fileParallelism: false,
          // In CI (.ci/run sets CI), a failed integration test runs once more: these tests start processes, kill
          // them and race real timers on a shared machine. `npm test` lists every test that passed only on its
          // retry, with its first error, so a flaky test is reported, never hidden.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
