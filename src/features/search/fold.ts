/**
 * Search keys: how the shop compares what a shopper types with product names (docs/rules.md §5 "Product search",
 * "How people type"). English, Nepali in Devanagari and Nepali typed in Latin letters ("aalu", "golbheda") all become
 * the same rough Latin spelling, so आलु, आलू, "aalu" and "alu" meet at "alu".
 *
 * Written here rather than taken from a transliteration library: a library's job is a faithful, reversible
 * transliteration (and its scheme tables would ship to every phone with the search island), while search needs a
 * lossy key of a few dozen letters. The whole rule is the two tables and five folds below, table-tested in
 * tests/unit/search/fold.test.ts.
 */

/** Devanagari letters as a Nepali reader would spell them in Latin letters (a consonant's inherent "a": romanize). */
const DEVANAGARI: Record<string, string> = {
  // Vowels (independent) and vowel signs.
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  // Consonants.
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ng',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'w',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  // Anusvara, chandrabindu, visarga, virama, nukta, avagraha: nasal marks and signs people leave out when typing
  // (गोलभेंडा = गोलभेडा). The danda ends a phrase.
  'ं': '',
  'ँ': '',
  'ः': '',
  '्': '',
  '़': '',
  ऽ: '',
  '।': ' ',
  '॥': ' ',
};

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

const CONSONANTS = 'कखगघङचछजझञटठडढणतथदधनपफबभमयरलळवशषसह';

/**
 * Devanagari (and Devanagari digits) to rough Latin letters; anything else is kept. A consonant followed by another
 * carries its inherent "a" (मह is "maha", as typed), so an "h" after it is a letter of its own, not aspiration.
 */
function romanize(text: string): string {
  let out = '';
  let bareConsonant = false;
  for (const ch of text) {
    const consonant = CONSONANTS.includes(ch);
    if (consonant && bareConsonant) out += 'a';
    const digit = DEVANAGARI_DIGITS.indexOf(ch);
    out += digit >= 0 ? String(digit) : (DEVANAGARI[ch] ?? ch);
    bareConsonant = consonant;
  }
  return out;
}

/**
 * The spelling folds, in order, on one lower-case Latin word:
 * - f = ph, v = w = b, z = j, q = k (फ, व and ज are typed either way);
 * - an "h" after a consonant goes: aspirated and unaspirated letters meet (bh/b, chh/ch/c, th/t, sh/s);
 * - long and short vowels meet (aa/a, ee/ii/i, oo/uu/u);
 * - an "n" or "m" before a consonant goes: the nasal mark ं / ँ is typed or not (aanp/aap, alainchi/alaichi);
 * - an "a" inside a word goes: Nepali spelt in Latin letters drops or keeps it at will (golbheda, golabheda);
 * - a doubled letter is one (kattha/katha, apple/aple).
 */
function foldWord(word: string): string {
  let w = word.replace(/ph|f/g, 'p').replace(/[vw]/g, 'b').replace(/z/g, 'j').replace(/q/g, 'k');
  w = w.replace(/([bcdgjklmnprstxy])h+/g, '$1');
  w = w.replace(/e{2,}|i+/g, 'i').replace(/o{2,}|u+/g, 'u');
  // Before the "a"s go, so that only a real cluster loses its nasal (aanp, not tomato).
  w = w.charAt(0) + w.slice(1).replace(/[nm](?=[bcdgjklmnprstxy])/g, '');
  w = w.charAt(0) + w.slice(1).replace(/a/g, '');
  return w.replace(/(.)\1+/g, '$1');
}

/** Nepali's possessive particle, written apart ("phapar ko pitho") or joined (फापरको पिठो, "phaparko"). */
const POSSESSIVE = 'ko';

/** A folded word as search words: the particle alone is dropped; a word ending in it also counts as its stem. */
function searchWords(folded: string): string[] {
  if (folded === POSSESSIVE) return [];
  if (folded.endsWith(POSSESSIVE) && folded.length >= POSSESSIVE.length + 2) return [folded, folded.slice(0, -2)];
  return [folded];
}

/**
 * The search key of a text: its words, romanized, lower-cased, without accents or punctuation, each folded as above,
 * joined by single spaces. "Gol-bheda (आलू)" gives "golbed alu"; "फापरको पिठो" gives "papko pap pito".
 */
export function searchKey(text: string): string {
  return (
    romanize(text)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // A hyphen or an apostrophe joins ("gol-bheda" is one word).
      .replace(/[-'’]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w !== '')
      .flatMap((w) => searchWords(foldWord(w)))
      .join(' ')
  );
}

/**
 * True when `needle` appears in `word` with at most one letter added, dropped or changed (Sellers' approximate
 * substring match: the edit distance of `needle` to the closest part of `word`), or with two neighbouring letters
 * swapped ("aple" for "apel").
 */
export function nearlyContains(word: string, needle: string): boolean {
  if (needle.length === 0) return true;
  if (withinOneEdit(word, needle)) return true;
  for (let i = 0; i + 1 < needle.length; i++) {
    const swapped = needle.slice(0, i) + needle[i + 1] + needle[i] + needle.slice(i + 2);
    if (word.includes(swapped)) return true;
  }
  return false;
}

function withinOneEdit(word: string, needle: string): boolean {
  // previous[j]: the edit distance of needle[0..i) to the best part of word ending at j (a part may start anywhere).
  let previous: number[] = new Array<number>(word.length + 1).fill(0);
  for (let i = 1; i <= needle.length; i++) {
    const current: number[] = [i];
    for (let j = 1; j <= word.length; j++) {
      const change = (previous[j - 1] ?? 0) + (needle[i - 1] === word[j - 1] ? 0 : 1);
      current.push(Math.min(change, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return Math.min(...previous) <= 1;
}
