// docs/rules.md §5 Stock allocation: the threshold of "Only N left". A module of its own (re-exported by rules.ts) so
// the catalogue's live check (src/features/catalog/live-check.ts) can use it without the cart's code: astro.config.mjs
// puts it in the small `live` chunk, not in the shell with React.

/** "Only N left" shows below this many units. */
export const ONLY_LEFT_BELOW = 10;
