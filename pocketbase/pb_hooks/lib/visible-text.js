// The visible-letter rule, written once: a shopper's name, a landmark, a feedback comment or a lead's name must hold at
// least one letter or digit that a person can see. Zero-width spaces and joiners, word joiners, soft hyphens,
// combining marks alone, the Braille blank and the like are not letters or digits; the Hangul fillers are letters
// (category Lo) that draw nothing, so they are left out by name. The shop's checks (src/lib/visible-text.ts) and the
// order hook (orders.js, checkPlacement) both call hasVisibleLetter. Plain CommonJS without require() of its own, so
// PocketBase, Node's tests and the shop's bundler all load it as it is.

/**
 * A letter (other than the Hangul fillers U+115F, U+1160, U+3164, U+FFA0) or a digit of any script. Its fillers are
 * the characters themselves, not escapes, and its classes are \p{..} ones: the pattern reads the same to JavaScript's
 * regular expressions (with the `u` flag) and to Go's (RE2), which PocketBase runs it with (below).
 */
const VISIBLE_LETTER_PATTERN = '[^\\P{L}\u115F\u1160\u3164\uFFA0]|\\p{N}';

const VISIBLE_LETTER = new RegExp(VISIBLE_LETTER_PATTERN, 'u');

/**
 * PocketBase's JavaScript engine (goja) reads `\p{L}` as the three characters "p{L}", without an error, so there the
 * pattern is run by Go's regexp through a text field's own pattern check: the same pattern, the same answer.
 * @param {string} value
 * @returns {boolean}
 */
function matchedByGo(value) {
  /** @type {any} */
  const TextFieldOfPocketBase = /** @type {any} */ (globalThis).TextField;
  if (typeof TextFieldOfPocketBase !== 'function') throw new Error('Unicode property escapes are not supported here');
  const field = new TextFieldOfPocketBase({ name: 'text', pattern: VISIBLE_LETTER_PATTERN, max: value.length });
  try {
    field.validatePlainValue(value);
    return true;
  } catch (_) {
    return false;
  }
}

/** True where this engine's regular expressions understand Unicode property escapes (Node and browsers). */
const PROPERTY_ESCAPES = /\p{L}/u.test('a');

/**
 * Whether the text holds at least one visible letter or digit ("राम", "क्‍ष", "Sita 2"); false for anything that is
 * not a non-empty string and for text made only of spaces, invisible characters, marks and punctuation.
 * @param {unknown} value
 * @returns {boolean}
 */
function hasVisibleLetter(value) {
  if (typeof value !== 'string' || value === '') return false;
  return PROPERTY_ESCAPES ? VISIBLE_LETTER.test(value) : matchedByGo(value);
}

/**
 * A record's names and addresses an operator typed: each trimmed on the record, and a problem (the field's own
 * sentence) for one with nothing a person can see, spaces alone included.
 * @param {{ getString(name: string): string, set(name: string, value: unknown): void }} record
 * @param {Record<string, string>} fields field name → the sentence when it is blank
 * @returns {Record<string, string>}
 */
function namedFields(record, fields) {
  /** @type {Record<string, string>} */
  const problems = {};
  for (const name in fields) {
    const text = record.getString(name).trim();
    if (!hasVisibleLetter(text)) problems[name] = fields[name];
    else record.set(name, text);
  }
  return problems;
}

/**
 * A Nepali name or address: Devanagari first, then Devanagari, digits, spaces and the punctuation addresses use: the
 * same as the fields' own pattern (pb_migrations/1732003400_delivery_days.js DEVANAGARI), which answers only
 * PocketBase's "Invalid value format.".
 */
const DEVANAGARI_TEXT = /^[\u0900-\u097F](?:[\u0900-\u097F0-9 ().,/-]|\u200C|\u200D)*$/;

/**
 * A record's optional Nepali names and addresses: each trimmed on the record, and a sentence for one that is not
 * Devanagari (a Latin word, say). Left empty, Nepali pages show the English.
 * @param {{ getString(name: string): string, set(name: string, value: unknown): void }} record
 * @param {string[]} names
 * @returns {Record<string, string>}
 */
function nepaliFields(record, names) {
  /** @type {Record<string, string>} */
  const problems = {};
  for (const name of names) {
    const text = record.getString(name).trim();
    if (text !== '' && !DEVANAGARI_TEXT.test(text))
      problems[name] =
        'Write it in Nepali: Devanagari letters and digits, spaces and . , ( ) / - only. Or leave it empty: Nepali pages then show the English.';
    else record.set(name, text);
  }
  return problems;
}

module.exports = { VISIBLE_LETTER_PATTERN, hasVisibleLetter, namedFields, nepaliFields };
