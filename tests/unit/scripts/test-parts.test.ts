// `npm test -- <part>` (scripts/test.mjs) runs only the parts named, starts the stack only for the parts that need
// it, and refuses a part it does not know instead of running nothing and passing.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TEST_PARTS, testPlan } from '../../../scripts/lib/test-parts.mjs';

describe('testPlan', () => {
  it('runs every part, in order, when none is named', () => {
    expect(testPlan([])).toEqual({
      parts: ['lint', 'types', 'unit', 'tooling', 'integration', 'e2e'],
      stack: 'full',
      needsChromium: true,
      vitestProjects: ['unit', 'tooling', 'integration'],
    });
  });

  it('tooling runs the tooling project only, with nothing started', () => {
    expect(testPlan(['tooling'])).toEqual({
      parts: ['tooling'],
      stack: 'none',
      needsChromium: false,
      vitestProjects: ['tooling'],
    });
    expect(testPlan(['unit', 'tooling']).vitestProjects).toEqual(['unit', 'tooling']);
  });

  it('unit runs the unit project only, with nothing started', () => {
    expect(testPlan(['unit'])).toEqual({
      parts: ['unit'],
      stack: 'none',
      needsChromium: false,
      vitestProjects: ['unit'],
    });
  });

  it('types starts PocketBase alone (Astro reads the content collections from it), lint starts nothing', () => {
    expect(testPlan(['types'])).toMatchObject({ parts: ['types'], stack: 'pocketbase', vitestProjects: [] });
    expect(testPlan(['lint'])).toMatchObject({ parts: ['lint'], stack: 'none', vitestProjects: [] });
    expect(testPlan(['types', 'e2e']).stack).toBe('full');
  });

  it('integration runs the integration project only, against a stack, without Chromium', () => {
    expect(testPlan(['integration'])).toEqual({
      parts: ['integration'],
      stack: 'full',
      needsChromium: false,
      vitestProjects: ['integration'],
    });
  });

  it('e2e runs Playwright only', () => {
    expect(testPlan(['e2e'])).toEqual({ parts: ['e2e'], stack: 'full', needsChromium: true, vitestProjects: [] });
  });

  it('several parts run in the usual order, whatever order they are named in', () => {
    expect(testPlan(['e2e', 'unit']).parts).toEqual(['unit', 'e2e']);
  });

  it('an unknown part is refused with a message naming it and the known ones', () => {
    expect(() => testPlan(['units'])).toThrow(/Unknown test part: units\..*\n(.*\n)*\s+integration\s/);
    expect(() => testPlan(['unit', 'browser'])).toThrow(/Unknown test part: browser/);
    for (const part of Object.keys(TEST_PARTS)) expect(() => testPlan([part])).not.toThrow();
  });
});

describe('npm test -- <unknown part>', () => {
  it('exits non-zero with the message, having started nothing', () => {
    const run = spawnSync(process.execPath, ['scripts/test.mjs', 'nosuchpart'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Unknown test part: nosuchpart/);
    expect(run.stdout).not.toMatch(/Starting the test stack/);
  });
});
