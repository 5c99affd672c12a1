// The event a page dispatches on `document` to hydrate its `client:interaction={{ whenAsked: true }}` islands at once
// (src/lib/hydrate-on-interaction.ts). A module of its own so a page script can name it without bundling the directive.
export const HYDRATE_NOW_EVENT = 'shop:hydrate-now';

/** Hydrates the page's `whenAsked` islands now. */
export function hydrateNow(): void {
  document.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
}
