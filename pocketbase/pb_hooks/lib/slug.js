// The slug rule, written once: the last part of a product's or a post's web address (/products/{slug},
// /blog/{slug}). Plain CommonJS without require() of its own, so PocketBase's save hook (operators.js), Node and the
// shop's bundler all load it as it is; the shop's code and the seed import it through src/lib/slug.mjs.
// The slug fields' pattern in pocketbase/pb_migrations/1732001000_operator_schema.js is frozen history (a migration
// runs once) and stays literal; tests/unit/lib/slug.test.ts fails when it differs from this one, and
// tests/unit/repo/slug-rule.test.ts keeps the rule from being spelled out anywhere else.

/**
 * A slug is lowercase letters a-z and digits, in words joined by single hyphens ("jumla-apple"). The string is the
 * pattern as PocketBase's slug fields hold it.
 */
const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The longest slug the slug fields take (pocketbase/pb_migrations/1732000000_shop_schema.js, max 200). */
const SLUG_MAX_LENGTH = 200;

const SLUG = new RegExp(SLUG_PATTERN);
const SLUG_CHARACTER = /[a-z0-9-]/;

/**
 * Whether PocketBase would store this slug. A PocketBase record id ([a-z0-9]{15}) has the same shape, so a web
 * address that ends in either passes.
 * @param {unknown} value
 * @returns {boolean}
 */
function isSlug(value) {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

/**
 * The characters of `value` that no slug holds (capitals, spaces, "/", "_", Nepali letters, ...), each once, in the
 * order they first appear. Empty when only the hyphens or the length break the rule.
 * @param {string} value
 * @returns {string[]}
 */
function charactersOutsideSlug(value) {
  return [...new Set([...value].filter((character) => !SLUG_CHARACTER.test(character)))];
}

/**
 * A slug made of a name or a mistyped slug, as the migration rewrote older slugs: lowercase, every run of other
 * characters (spaces, punctuation, Nepali letters) one hyphen, none at either end, at most SLUG_MAX_LENGTH long.
 * "Jumla Apple " → "jumla-apple", "Fruits/Mango" → "fruits-mango"; a slug comes back as it is. Empty when nothing
 * of a-z or 0-9 is left (a name in Nepali only): the caller chooses what to use instead.
 * @param {unknown} text
 * @returns {string}
 */
function toSlug(text) {
  return String(text === null || text === undefined ? '' : text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

module.exports = { SLUG_PATTERN, SLUG_MAX_LENGTH, isSlug, charactersOutsideSlug, toSlug };
