// Accessibility checks for the browser tests (tests/e2e/a11y-*.spec.ts): axe-core, a checker no one here wrote, run
// on the page as it stands (a state: an open sheet, a dialog, an error) with the WCAG 2.2 A and AA rules plus axe's
// best practices (heading order, landmarks), which is where the heading and landmark findings come from.
//
// A serious or critical violation fails the test. A moderate one fails too unless it is listed in
// ACCEPTED_MODERATE below with the reason it stays. Minor ones are reported only.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Result } from 'axe-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Moderate findings that stay, by axe rule id, with why. Each is a best-practice rule (not a WCAG criterion) whose
 * advice does not fit this page type; nothing WCAG-tagged may be listed here.
 */
export const ACCEPTED_MODERATE: Record<string, string> = {};

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

function findings(violations: Result[]): AxeFinding[] {
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/**
 * Waits until the page's running animations (a toast fading in, a sheet sliding open) have ended, at most
 * `timeoutMs`: axe measures colours as they are drawn at that moment, and a toast half faded in fails the contrast
 * rule although it is readable a moment later. Endless animations (a spinner) are not waited for.
 */
async function animationsEnded(page: Page, timeoutMs = 2_000): Promise<void> {
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((done) => setTimeout(done, limit)),
      ]),
    timeoutMs,
  );
}

/**
 * Runs axe on the page and fails on serious/critical findings and on moderate ones not accepted above. The findings
 * (all impacts) are attached to the test's report as `axe-<state>.json`.
 */
export async function expectNoAxeViolations(page: Page, state: string, testInfo: TestInfo): Promise<AxeFinding[]> {
  await animationsEnded(page);
  const results = await new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'best-practice']).analyze();
  const all = findings(results.violations);
  await testInfo.attach(`axe-${state}.json`, { body: JSON.stringify(all, null, 2), contentType: 'application/json' });
  const failing = all.filter(
    (f) => f.impact === 'serious' || f.impact === 'critical' || (f.impact === 'moderate' && !ACCEPTED_MODERATE[f.rule]),
  );
  expect(failing, `axe findings on ${state} (${page.url()})`).toEqual([]);
  return all;
}
