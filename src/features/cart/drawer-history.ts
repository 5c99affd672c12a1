// Back closes the cart drawer instead of leaving the page (a phone's Back button, a swipe): while the drawer is open,
// the page has a history entry of its own, marked in its state, at the same address. Closing the drawer otherwise (its
// close button, Escape, a tap outside) steps back over that entry, and an order placed from it replaces it with the
// order's page. Written by hand: a few lines of the History API.
import { $cartOpen } from './store';

/** The key of the drawer's history entry state (also the cart button's `historyMark`, src/layouts/Layout.astro). */
export const DRAWER_HISTORY_MARK = 'cartDrawer';
/** True while an open drawer follows Back (between followBack and its cleanup). */
let following = false;
/** True from closeDrawer's own step back until the page has taken it. */
let closing = false;

/** True when the current history entry is the drawer's. */
export function onDrawerEntry(): boolean {
  const state: unknown = history.state;
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[DRAWER_HISTORY_MARK] === true
  );
}

/** The drawer opened: give it an entry (once), and close it when Back leaves that entry. Returns the cleanup. */
export function followBack(): () => void {
  if (!onDrawerEntry()) history.pushState({ ...(history.state ?? {}), [DRAWER_HISTORY_MARK]: true }, '');
  following = true;
  const onPop = () => {
    if (!onDrawerEntry()) $cartOpen.set(false);
  };
  addEventListener('popstate', onPop);
  return () => {
    following = false;
    removeEventListener('popstate', onPop);
  };
}

/** The shopper closed the drawer: step back over its entry, so Back then leaves the page as it would have. */
export function closeDrawer(): void {
  $cartOpen.set(false);
  if (onDrawerEntry()) {
    closing = true;
    // Reset by the step's own popstate (after passStaleDrawerEntry's listener, installed before any drawer opened).
    const stepped = () => {
      closing = false;
    };
    addEventListener('popstate', stepped, { once: true });
    history.back();
  }
}

/**
 * A page shown again on the drawer's entry with the drawer closed (reloaded, or come back to from a link without the
 * browser's page cache) would need one Back press just to step off that entry, and that press would seem to do
 * nothing. So a Back that steps off the entry while no drawer follows it goes on back, as the shopper meant. Installed
 * once, by the header's cart button, which hydrates without a tap on that entry even when the cart is empty (its
 * `historyMark`, src/lib/hydrate-on-interaction.ts); returns the cleanup.
 */
export function passStaleDrawerEntry(): () => void {
  let onEntry = onDrawerEntry();
  const onPop = () => {
    const stale = onEntry && !following && !closing && !onDrawerEntry();
    onEntry = onDrawerEntry();
    if (stale) history.back();
  };
  addEventListener('popstate', onPop);
  return () => removeEventListener('popstate', onPop);
}
