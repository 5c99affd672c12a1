// Nepali as the shop writes it, in one place: the hooks' messages to shoppers (lib/message-rules.js) and the shop's
// pages (src/lib/bikram-sambat.ts) both take these. Plain CommonJS without require() of its own, so PocketBase, Node
// and the shop's bundler all load it as it is.

/** Devanagari digits, 0 to 9. */
const NEPALI_DIGITS = '०१२३४५६७८९';

/** The Gregorian months as Nepali writes them (January first). */
const AD_MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

module.exports = { NEPALI_DIGITS, AD_MONTHS_NE };
