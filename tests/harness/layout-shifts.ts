// Layout shifts as the browser reports them (the Layout Instability API, the one Lighthouse's CLS sums), recorded from
// the page's first paint: each with when it began and whether anything matching a selector was among what moved.
import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /** performance.now() when it began. */
  at: number;
  /** Whether a node inside `selector` moved. */
  inside: boolean;
}

/** Starts recording before `page` loads; read with layoutShifts(). */
export async function recordShifts(page: Page, selector: string): Promise<void> {
  await page.addInitScript((within: string) => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { __shifts: LayoutShift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        const inside = (entry.sources ?? []).some((s) => {
          const el = s.node instanceof Element ? s.node : (s.node?.parentElement ?? null);
          return Boolean(el?.closest(within));
        });
        shifts.push({ value: entry.value, at: entry.startTime, inside });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, selector);
}

/** The shifts recorded so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
}

/** The summed score of the shifts that moved something inside the selector, from `since` (performance.now()) on. */
export const shiftScore = (shifts: LayoutShift[], since = 0): number =>
  shifts.filter((s) => s.inside && s.at >= since).reduce((sum, s) => sum + s.value, 0);
