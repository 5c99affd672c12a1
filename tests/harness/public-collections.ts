// The collections anonymous clients may read (their list and view rules are open): the catalogue, the blog and
// what every page prints anyway. One list for every test that checks what anonymous clients can reach.
export const PUBLIC_COLLECTIONS: readonly string[] = [
  'banners',
  'categories',
  'delivery_branch',
  'districts',
  'farmers',
  'lots',
  'posts',
  'web_products',
  // Site settings and home/page texts (docs/operators.md): printed on every page anyway.
  'site_settings',
  'home_faq',
  'press_outlets',
  'home_categories',
  'home_benefits',
  'delivery_steps',
  'page_texts',
  // Search synonyms (docs/operators.md): printed in the search index anyway.
  'search_synonyms',
];
