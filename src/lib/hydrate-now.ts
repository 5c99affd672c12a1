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

/** Runs `run` once the page has loaded and the browser is idle: the page's main image comes first. */
export function afterLoadWhenIdle(run: () => void): void {
  if (document.readyState === 'complete') whenIdle(run);
  else window.addEventListener('load', () => whenIdle(run), { once: true });
}
