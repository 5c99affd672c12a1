// The closing lines of `npm test` (scripts/test.mjs), read from the two runners' JSON reports: the counts, then the
// name and first error line of every failed test and of every test that passed only on its retry. A CI log is often
// read from its tail only, and the runners' own reports are far above it. Pure: the caller reads the files.
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first non-empty line of an error message, without terminal colours, at most 300 characters. */
export function firstLine(message) {
  return (
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/**
 * @param {{ vitest?: any, playwright?: any, root: string }} reports Vitest's `--reporter=json` output and Playwright's
 *   `json` reporter output (either may be missing), and the folder test file names are shown relative to.
 * @returns {{ passed: number, failed: number, failures: string[], flaky: string[] }}
 */
export function summarizeReports({ vitest, playwright, root }) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  const flaky = [];
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    for (const file of vitest.testResults ?? []) {
      const name = relative(root, file.name ?? '');
      const tests = file.assertionResults ?? [];
      for (const test of tests) {
        const where = `vitest ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`;
        if (test.status === 'failed') failures.push(where);
        // Vitest keeps a retried test's earlier errors: a passed test with errors passed only on its retry.
        else if (test.status === 'passed' && test.failureMessages?.length) flaky.push(where);
      }
      // A file that failed outside any test (its setup or an import) has no failed test to name.
      if (file.status === 'failed' && !tests.some((test) => test.status === 'failed'))
        failures.push(`vitest ${name}: ${firstLine(file.message)}`);
    }
  }
  if (playwright) {
    const { stats } = playwright;
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
    const walk = (suite, titles) => {
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          // A flaky test's first run is the one that failed; an unexpected one's last run is.
          const run = test.status === 'flaky' ? test.results?.[0] : test.results?.at(-1);
          const title = [...titles, spec.title].filter(Boolean).join(' › ');
          const where = `playwright [${test.projectName}] ${spec.file}:${spec.line} › ${title}: ${firstLine(run?.error?.message)}`;
          (test.status === 'flaky' ? flaky : failures).push(where);
        }
    };
    for (const suite of playwright.suites ?? []) walk(suite, []);
  }
  return { passed, failed, failures, flaky };
}
