// The content records, read once per build (the home, about, shipping and refund pages are rendered on every build:
// docs/publishing.md "Incremental builds"). Public read rules: no sign-in needed. A collection PocketBase does not
// know yet (a database older than the migration) counts as empty, so the built-in texts are shown.
import { readHomeTexts } from '../../lib/data/home-content.server';
import { homeContentFrom, type HomeContent } from './content';

let loaded: Promise<HomeContent> | null = null;

async function fetchContent(): Promise<HomeContent> {
  return homeContentFrom(await readHomeTexts());
}

/** The home and page texts (memoised for the build). */
export function loadHomeContent(): Promise<HomeContent> {
  loaded ??= fetchContent().catch((err) => {
    loaded = null;
    throw err;
  });
  return loaded;
}
