// Command line of `npm run bench` (pure, unit-tested):
//   npm run bench -- [sections...] [--quick] [--runs=N] [--preset=NAME] [--pages=a,b] [--sizes=500,5000]
//   [--no-rate-limits]

export const SECTIONS = [
  'weight',
  'lighthouse',
  'offline',
  'static',
  'checkout',
  'messages',
  'photos',
  'build',
  'search',
];
/** Lighthouse's throttling presets the lighthouse section runs (lighthouse.mjs PRESETS), by their names in slugs. */
export const LIGHTHOUSE_PRESETS = ['slow-4g', 'regular-3g'];
/** The pages the page sections measure, each with its Nepali twin (targets.mjs, benchPages). */
export const BENCH_PAGE_NAMES = ['home', 'products', 'product', 'blog', 'article'];

export const USAGE = `Usage: npm run bench -- [${SECTIONS.join('|')} ...] [options]
  (no section: all of them)
  --quick            small smoke run: 1 Lighthouse run, 500-product build only, 5 s load tests (one round,
                     not three, at 50 checkout connections),
                     photos on 4 products and 12 product pages browsed
  --runs=N           Lighthouse runs per page and preset (median is reported; default 3, --quick 1)
  --preset=NAME      Lighthouse with one throttling preset only (${LIGHTHOUSE_PRESETS.join(' or ')}; default both)
  --pages=A,B        page sections on these pages (and their Nepali twins) only: ${BENCH_PAGE_NAMES.join(', ')}
                     (default all; a run for finding a cause, not for the figures of record)
  --sizes=A,B        synthetic catalogue sizes for the build section (default 500,5000; --quick 500)
  --messages=N       messages section: how many messages the sender drains (default 10000, --quick 1000)
  --no-rate-limits   build section: lift PocketBase's guest rate limits on the temporary instance
                     (the build fetches every product image anonymously; see bench/README.md)
  --help             this text`;

/**
 * Parses argv (without node and the script); throws an Error with a message on bad input.
 * @param {string[]} argv
 */
export function parseOptions(argv) {
  /** @type {string[]} */
  const chosen = [];
  let quick = false;
  /** @type {number | null} */
  let runs = null;
  /** @type {number[] | null} */
  let sizes = null;
  let rateLimits = true;
  /** @type {number | null} */
  let messages = null;
  let help = false;
  let presets = [...LIGHTHOUSE_PRESETS];
  /** @type {string[] | null} */
  let pages = null;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--no-rate-limits') rateLimits = false;
    else if (arg.startsWith('--runs=')) {
      runs = Number(arg.slice('--runs='.length));
      if (!Number.isInteger(runs) || runs < 1 || runs > 15)
        throw new Error(`--runs must be a whole number from 1 to 15, got "${arg}"`);
    } else if (arg.startsWith('--preset=')) {
      const name = arg.slice('--preset='.length);
      if (!LIGHTHOUSE_PRESETS.includes(name))
        throw new Error(`--preset takes ${LIGHTHOUSE_PRESETS.join(' or ')}, got "${arg}"`);
      presets = [name];
    } else if (arg.startsWith('--pages=')) {
      pages = arg.slice('--pages='.length).split(',');
      if (!pages.length || pages.some((name) => !BENCH_PAGE_NAMES.includes(name)))
        throw new Error(`--pages takes comma-separated names from ${BENCH_PAGE_NAMES.join(', ')}, got "${arg}"`);
    } else if (arg.startsWith('--messages=')) {
      messages = Number(arg.slice('--messages='.length).replace(/_/g, ''));
      if (!Number.isInteger(messages) || messages < 1 || messages > 100_000)
        throw new Error(`--messages must be a whole number from 1 to 100000, got "${arg}"`);
    } else if (arg.startsWith('--sizes=')) {
      sizes = arg
        .slice('--sizes='.length)
        .split(',')
        .map((s) => Number(s.replace(/_/g, '')));
      if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 20_000)) {
        throw new Error(`--sizes takes comma-separated product counts from 1 to 20000, got "${arg}"`);
      }
    } else if (SECTIONS.includes(arg)) {
      if (!chosen.includes(arg)) chosen.push(arg);
    } else throw new Error(`Unknown argument "${arg}"`);
  }
  return {
    help,
    quick,
    // Always in the fixed order above, whatever order they were given in.
    sections: chosen.length ? SECTIONS.filter((s) => chosen.includes(s)) : [...SECTIONS],
    lighthouseRuns: runs ?? (quick ? 1 : 3),
    lighthousePresets: presets,
    pages,
    buildSizes: sizes ?? (quick ? [500] : [500, 5000]),
    buildPosts: 50,
    loadSeconds: quick ? 5 : 10,
    checkoutConnections: [1, 10, 50],
    // Rounds at the budget's 50 connections; their medians are reported (checkout.mjs).
    checkoutBudgetRounds: quick ? 1 : 3,
    rateLimits,
    messageCount: messages ?? (quick ? 1000 : 10_000),
  };
}
