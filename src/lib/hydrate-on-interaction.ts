// Astro client directive `client:interaction` (registered in src/lib/interaction-directive.mjs): the island's
// JavaScript is not downloaded or run at load, so a first view on a phone spends neither bandwidth nor main-thread
// time on it. The island hydrates at the shopper's first interaction with the page (a touch, a pointer press, a key,
// a focus, a click), or when another tab changes the stored cart. Whatever opens the cart drawer or shows a toast
// follows an interaction, so those islands are on their way by then; they show what the stores hold once mounted.
//
// A click on the island before its code has run is held and given again to the same element once the island can
// handle it, so the first tap works: the cart button opens the cart, the search button opens the search.
//
// Options (the directive's value):
// - `stored`: a localStorage key; when it holds something (a cart), the island hydrates when the browser is idle,
//   as `client:idle` would, so what it shows from storage (the cart badge) appears without an interaction;
// - `historyMark`: a key of the history entry's state; when the page is shown on an entry that holds it, the island
//   hydrates when the browser is idle: the cart button, on the drawer's entry after a reload with the drawer open,
//   so Back from there leaves the page in one press even with an empty cart (src/features/cart/drawer-history.ts);
// - `media`: a media query; when it matches at load, the island hydrates when the browser is idle (the header's
//   inline search box on large screens);
// - `afterLoad`: the island also hydrates, without an interaction, once the page has loaded and the browser is idle
//   (a product's gallery of more than one picture, which advances by itself). `client:idle` could start downloading the island
//   while the page's main image was still on its way, and on a slow network the two shared it: the list's LCP was
//   8% later than without scripts (bench/README.md, "LCP against the no-JS copy");
// - `whenAsked`: the island also hydrates, without an interaction, when the page dispatches HYDRATE_NOW_EVENT on the
//   document: the catalogue's live check (src/features/catalog/live-check.ts) does when a product on the page
//   changed since the build, so the island can show it. Otherwise its JavaScript waits for the first interaction,
//   and a first view of the list or a product page loads no React (bench/README.md, "First view without React");
// - `scroll`: the island also hydrates when the page first scrolls, whatever scrolls it (a finger, a mouse wheel, a
//   scroll bar): the product page's buy box, whose bottom bar appears once the shopper has scrolled past it.
import type { ClientDirective } from 'astro';
import { afterLoadWhenIdle, HYDRATE_NOW_EVENT, whenIdle } from './hydrate-now';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | InteractionOptions;
  }
}

interface InteractionOptions {
  stored?: string;
  historyMark?: string;
  media?: string;
  afterLoad?: boolean;
  whenAsked?: boolean;
  scroll?: boolean;
}

// `click` too: assistive technology can click without a pointer press or a key.
const TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
/** How long a held click waits for the island to handle it; then it is given to whatever is there. */
const REPLAY_WAIT_MS = 3000;

/** Start functions of the islands on this page still waiting for their first interaction. */
const waiting = new Set<() => void>();
let listening = false;

function startAll(): void {
  for (const start of [...waiting]) start();
}

function listen(): void {
  if (listening) return;
  listening = true;
  // Kept for the page's life: an island parsed after an early interaction still needs the next one.
  const options = { capture: true, passive: true };
  for (const type of TRIGGERS) document.addEventListener(type, startAll, options);
  window.addEventListener('storage', startAll);
}

/** A localStorage entry that holds something other than an empty list. */
function storedSomething(key: string): boolean {
  try {
    const value = window.localStorage.getItem(key);
    return value !== null && value !== '' && value !== '[]';
  } catch {
    return false;
  }
}

/** True when the current history entry's state holds `key`. */
function historyHolds(key: string): boolean {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && key in state;
}

/** Child indices from `root` down to `node`, so the same place can be found after hydration re-renders it. */
function pathOf(node: EventTarget | null, root: Element): number[] {
  const path: number[] = [];
  let el = node instanceof Element ? node : null;
  while (el && el !== root && el.parentElement) {
    path.unshift([...el.parentElement.children].indexOf(el));
    el = el.parentElement;
  }
  return el === root ? path : [];
}

function at(root: Element, path: number[]): Element | null {
  let el: Element | undefined = root;
  for (const index of path) el = el?.children[index];
  return el ?? null;
}

/** True once React has attached a click handler to `el` or an ancestor inside `root`. */
function handlesClicks(el: Element, root: Element): boolean {
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    const key = Object.keys(node).find((k) => k.startsWith('__reactProps$'));
    if (key && typeof (node as unknown as Record<string, { onClick?: unknown }>)[key]?.onClick === 'function') {
      return true;
    }
  }
  return false;
}

/**
 * Resolves once some element of the island handles clicks (React has committed it and run its first effects), or
 * after REPLAY_WAIT_MS. An island's first render can still be its server markup: the search button is a link to the
 * list until the island has mounted, so "hydrated" alone does not mean a tap would reach the island.
 */
function untilHandlingClicks(root: Element): Promise<void> {
  const until = performance.now() + REPLAY_WAIT_MS;
  return new Promise((done) => {
    const attempt = () => {
      if (performance.now() > until || [...root.querySelectorAll('*')].some((node) => handlesClicks(node, root)))
        done();
      else requestAnimationFrame(attempt);
    };
    attempt();
  });
}

/** Clicks the element at `path` once the island handles clicks there (or after REPLAY_WAIT_MS). */
function replay(root: Element, path: number[]): void {
  const until = performance.now() + REPLAY_WAIT_MS;
  const attempt = () => {
    const target = at(root, path);
    if (target && (handlesClicks(target, root) || performance.now() > until)) {
      // A click event rather than click(): the target may be an SVG element inside the button.
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      return;
    }
    if (performance.now() <= until) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

const interaction: ClientDirective = (load, options, el) => {
  const value = typeof options.value === 'object' && options.value ? (options.value as InteractionOptions) : {};
  let released = false;
  const held: number[][] = [];

  const holdClick = (event: Event) => {
    if (released) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(pathOf(event.target, el));
    start();
  };
  el.addEventListener('click', holdClick, { capture: true });

  let started = false;
  function start() {
    if (started) return;
    started = true;
    waiting.delete(start);
    void (async () => {
      const hydrate = await load();
      await hydrate();
      // Clicks are held until the island handles them: a tap that lands between hydration and the island's first
      // effects would otherwise reach its server markup (the search link) and leave the page.
      await untilHandlingClicks(el);
      released = true;
      el.removeEventListener('click', holdClick, { capture: true });
      for (const path of held.splice(0)) replay(el, path);
    })();
  }

  waiting.add(start);
  listen();
  if (
    (value.stored && storedSomething(value.stored)) ||
    (value.historyMark && historyHolds(value.historyMark)) ||
    (value.media && window.matchMedia(value.media).matches)
  ) {
    whenIdle(start);
  } else if (value.afterLoad) {
    afterLoadWhenIdle(start);
  }
  if (value.whenAsked) document.addEventListener(HYDRATE_NOW_EVENT, start, { once: true });
  if (value.scroll) window.addEventListener('scroll', start, { once: true, passive: true });
};

export default interaction;
