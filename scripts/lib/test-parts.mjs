// Which parts `npm test -- <part> [<part>...]` runs, and what they need. Pure, so a unit test checks it
// (tests/unit/scripts/test-parts.test.ts); scripts/test.mjs does the running.

/** Every part, in the order they run; with no part named, all of them. */
export const TEST_PARTS = /** @type {const} */ ({
  lint: 'Biome lint and format check',
  types: 'type check (astro check, tsc -p server, tsc -p pocketbase)',
  unit: 'vitest unit tests: the pure rules, nothing started',
  tooling: "vitest tests of the repository's scripts, build, bundles and import rules, nothing started",
  integration: 'vitest integration tests against a real PocketBase, build and server',
  e2e: 'Playwright browser tests (Chromium) against the same stack',
});

/** Parts that are a vitest project of the same name (vitest.config.ts), run together in one vitest run. */
const VITEST_PROJECTS = ['unit', 'tooling', 'integration'];

/** Parts that need the whole test stack (PocketBase, seed, build, server) started first. */
const NEEDS_STACK = ['integration', 'e2e'];

/**
 * The plan for the parts named on the command line.
 * @param {string[]} args what followed `npm test --`
 * `stack` is what is started first: 'full' (PocketBase, seed, build, server) for integration and e2e, 'pocketbase'
 * (PocketBase with the seed, no build) for the type check alone (Astro syncs the PocketBase content collections
 * before it checks, src/content.config.ts), 'none' otherwise.
 * @returns {{ parts: string[], stack: 'full' | 'pocketbase' | 'none', needsChromium: boolean, vitestProjects: string[] }}
 * @throws {Error} naming the unknown part and the known ones
 */
export function testPlan(args) {
  const known = Object.keys(TEST_PARTS);
  const unknown = args.filter((arg) => !known.includes(arg));
  if (unknown.length) {
    const list = known.map((part) => `  ${part.padEnd(12)} ${TEST_PARTS[part]}`).join('\n');
    throw new Error(
      `Unknown test part${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. ` +
        `Run \`npm test\` for all of them, or \`npm test -- <part> [<part>...]\` with:\n${list}`,
    );
  }
  const parts = args.length ? known.filter((part) => args.includes(part)) : known;
  return {
    parts,
    stack: parts.some((part) => NEEDS_STACK.includes(part)) ? 'full' : parts.includes('types') ? 'pocketbase' : 'none',
    needsChromium: parts.includes('e2e'),
    vitestProjects: parts.filter((part) => VITEST_PROJECTS.includes(part)),
  };
}
