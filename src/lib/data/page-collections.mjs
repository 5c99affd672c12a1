// The collections whose records the pages print: anonymous clients may read them (their list and view rules are
// open, pocketbase/pb_migrations), and a change to any of them is a reason to rebuild the site. One list, in plain
// JS so that the publisher (server/publish/publisher.ts) imports it as Node runs it, for the home page's content
// loader (src/features/home/content.server.ts), the publisher's change watch and the tests of what anonymous
// clients can reach (tests/harness/public-collections.ts).

/** Operators' home and page texts (docs/operators.md, "Site settings"), read together by the home page. */
export const CONTENT_COLLECTIONS = /** @type {const} */ ([
  'home_faq',
  'press_outlets',
  'home_categories',
  'home_benefits',
  'delivery_steps',
  'page_texts',
]);

/** Every collection whose records show on pages. */
export const PAGE_COLLECTIONS = /** @type {const} */ ([
  'web_products',
  'posts',
  'farmers',
  'banners',
  'districts',
  'delivery_branch',
  'lots',
  // Categories, named in Nepali on the Nepali pages (docs/operators.md, "Nepali texts").
  'categories',
  // Site settings and home/page texts (docs/operators.md, "Site settings"): printed on every page.
  'site_settings',
  ...CONTENT_COLLECTIONS,
  // Search synonyms (docs/operators.md, "Search synonyms"): printed in the search index.
  'search_synonyms',
]);
