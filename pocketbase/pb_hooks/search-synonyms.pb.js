/// <reference path="../types.d.ts" />
// Search synonym groups (docs/operators.md, "Search synonyms"): at least two words, separated by commas, each a
// word or a short phrase. Said under the field, with an example, instead of a group that silently adds nothing.

onRecordValidate((e) => {
  const words = e.record
    .getString('words')
    .split(/[,\n]/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
  let problem = '';
  if (words.length < 2)
    problem = 'Write at least two words that mean the same, separated by commas. Example: potato, aalu, आलु.';
  else {
    const long = words.filter((w) => w.length > 40);
    if (long.length > 0)
      problem = `"${long[0].slice(0, 40)}…" is too long for one word: separate the words with commas (at most 40 characters each).`;
  }
  if (problem !== '')
    throw require(`${__hooks}/lib/integrity.js`).fieldErrors({ words: problem }, 'Please fix the words of this group.');
  // Stored tidy: one space after each comma, no empty entries.
  e.record.set('words', words.join(', '));
  e.next();
}, 'search_synonyms');
