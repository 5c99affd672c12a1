// The operators' synonym groups (search_synonyms records, docs/operators.md "Search synonyms"), read once per build
// for the search keys of the header search index and the product list. Public read rule: no sign-in needed. A
// collection PocketBase does not know yet (a database older than the migration) counts as empty.
import { readAllSynonymWords } from '../../lib/data/search-synonyms.server';
import { readSynonymGroup, type SynonymGroup } from './keys';

let loaded: Promise<SynonymGroup[]> | null = null;

async function fetchSynonyms(): Promise<SynonymGroup[]> {
  const groups = await readAllSynonymWords();
  return groups.map(readSynonymGroup).filter((g): g is SynonymGroup => g !== null);
}

/** The synonym groups (memoised for the build). */
export function loadSynonyms(): Promise<SynonymGroup[]> {
  loaded ??= fetchSynonyms().catch((err) => {
    loaded = null;
    throw err;
  });
  return loaded;
}
