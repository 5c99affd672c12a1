// A TypeScript module of src/, loaded for the bench as the tests load it: Vite's module runner resolves its
// extensionless imports, which Node's own type stripping does not.
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { projectRoot } from '../../server/paths.mjs';

/** @param {string} path a path under src/, e.g. 'features/search/recall.ts' */
export async function sourceModule(path) {
  return (await runnerImport(join(projectRoot, 'src', path))).module;
}
