// The closing lines of `npm test` (scripts/lib/test-summary.mjs) name every failed test and every test that
// passed only on its retry, read from real reports: both runners run a fixture with one test of each outcome.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { firstLine, summarizeReports } from '../../../scripts/lib/test-summary.mjs';

const fixtures = join(import.meta.dirname, 'fixtures', 'test-reports');
const out = mkdtempSync(join(tmpdir(), 'test-summary-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

function runVitest() {
  const file = join(out, 'vitest.json');
  const run = spawnSync(
    bin('vitest'),
    [
      'run',
      '--root',
      fixtures,
      '--config',
      join(fixtures, 'vitest.config.mjs'),
      '--reporter=json',
      `--outputFile=${file}`,
    ],
    { encoding: 'utf8', env: { ...process.env, CI: '' } },
  );
  expect(run.status, run.stderr).toBe(1);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function runPlaywright() {
  const file = join(out, 'playwright.json');
  const run = spawnSync(
    bin('playwright'),
    ['test', '--config', join(fixtures, 'playwright.config.mjs'), '--reporter=json'],
    {
      encoding: 'utf8',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    },
  );
  expect(run.status, run.stderr).toBe(1);
  return JSON.parse(readFileSync(file, 'utf8'));
}

it('names the failed and the flaky tests of both runners, and counts a flaky test as passed', () => {
  const summary = summarizeReports({ vitest: runVitest(), playwright: runPlaywright(), root: fixtures });
  expect(summary.passed).toBe(4);
  expect(summary.failed).toBe(2);
  expect(summary.failures).toEqual([
    expect.stringMatching(
      /^vitest outcomes\.vitest\.ts › always fails: AssertionError: always: expected 'checkout' to be 'desk'/,
    ),
    expect.stringMatching(
      /^playwright \[plain\] outcomes\.playwright\.ts:\d+ › outcomes › always fails: Error: always\b/,
    ),
  ]);
  expect(summary.flaky).toEqual([
    expect.stringMatching(/^vitest outcomes\.vitest\.ts › passes on its second attempt: AssertionError: first attempt/),
    expect.stringMatching(
      /^playwright \[plain\] outcomes\.playwright\.ts:\d+ › outcomes › passes on its second attempt: Error: first attempt/,
    ),
  ]);
}, 60_000);

it('reads a report that is missing as nothing, and a message as its first non-empty line without colours', () => {
  expect(summarizeReports({ root: fixtures })).toEqual({ passed: 0, failed: 0, failures: [], flaky: [] });
  expect(firstLine('\n\u001b[31mError: refused\u001b[39m\n    at place (orders.ts:1)')).toBe('Error: refused');
  expect(firstLine(undefined)).toBe('');
});
