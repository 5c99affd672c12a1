import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { execFileSync } from 'node:child_process';
import { publicSettings } from './src/lib/settings.mjs';

// Three projects: `unit` runs the pure rules with nothing started (seconds); `tooling` tests the repository's own
// scripts, build, bundles and import rules, also with nothing started but slower (they spawn Node, compile, scan the
// tree); `integration` talks to the real stack that `npm test` starts (or starts its own through
// tests/integration/global-setup.ts).
// The interface's messages, compiled afresh before any test imports them, as the build compiles them
// (src/lib/i18n-compile.mjs).
execFileSync(process.execPath, [fileURLToPath(new URL('./scripts/compile-messages.mjs', import.meta.url))], {
  stdio: 'inherit',
});

// astro:env's two modules as Astro serves them to the build and the node adapter's server: `getSecret` reads the
// environment when called (through Astro's own runtime, as in a build), public settings are values
// (src/lib/settings.mjs, astroEnvSchema). Not Astro's getViteConfig: it would load astro.config.mjs and its Vite
// plugins into every test, and outside a build Astro writes the environment into the module once, so a test's
// vi.stubEnv would never reach `getSecret`.
const astroEnvModules: Plugin = {
  name: 'shop:astro-env-for-tests',
  resolveId: (id) => (id === 'astro:env/server' || id === 'astro:env/client' ? `\0${id}` : undefined),
  load(id) {
    if (id === '\0astro:env/server') {
      return "import { getEnv } from 'astro/env/runtime'; export const getSecret = (key) => getEnv(key);";
    }
    if (id === '\0astro:env/client') {
      return Object.entries(publicSettings())
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    }
  },
};

// The tooling's tests, kept under tests/unit/ where the repository's comments and documents cite them.
const TOOLING_TESTS = [
  'tests/unit/repo/**/*.test.ts',
  'tests/unit/scripts/*.test.ts',
  'tests/unit/bench/**/*.test.ts',
  'tests/unit/bundle/**/*.test.ts',
  'tests/unit/i18n/message-compile.test.ts',
];

export default defineConfig({
  plugins: [astroEnvModules],
  // The same aliases as tsconfig.json's paths: tests import src/ through `@/` and the shared test helpers
  // (tests/harness/) through `@tests/`.
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@tests/': fileURLToPath(new URL('./tests/', import.meta.url)),
    },
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TOOLING_TESTS],
          sequence: { groupOrder: 0 },
          // The files of a worker share its loaded modules: most of a unit file's time was importing the same
          // modules again (48 s → 16 s for the 129 files). Safe because the rules are pure: no test leaves a stub
          // behind (each unstubs its environment), and the files pass in any order
          // (`--sequence.shuffle.files --sequence.seed=N`).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          include: TOOLING_TESTS,
          sequence: { groupOrder: 0 },
          // As the unit project: these files pass in any order and unstub what they stub.
          isolate: false,
        },
      },
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
