// The event a page dispatches on `document` to hydrate its `client:interaction={{ whenAsked: true }}` islands at once
// (src/lib/hydrate-on-interaction.ts), and when such work runs. A module of its own so a page script can use it
// without bundling the directive.
export const HYDRATE_NOW_EVENT = 'shop:hydrate-now';

/** Hydrates the page's `whenAsked` islands now. */
export function hydrateNow(): void {
  document.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
}

/** Runs `run` when the browser is idle (after 200 ms where it cannot say). */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run());
  else window.setTimeout(run, 200);
}

/**
 * Runs `run` once the frame being prepared has been drawn: the second animation frame starts after the first one's
 * paint. The load event can come before the main image is painted (it waits for the image, not for its paint).
 */
function afterNextPaint(run: () => void): void {
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => run()));
}

/**
 * Runs `run` once the page has loaded, the frame after it has been drawn and the browser is idle: the page's main
 * image comes first, and nothing `run` asks for shares the network with it (bench/README.md "One first view, no
 * extra requests").
 */
export function afterLoadWhenIdle(run: () => void): void {
  const start = () => afterNextPaint(() => whenIdle(run));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
