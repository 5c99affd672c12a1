// A TypeScript module of src/, loaded for the bench as the tests load it: Vite's module runner resolves its
// extensionless imports, which Node's own type stripping does not.
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { projectRoot } from '../../server/paths.ts';
import { hookModules } from '../../src/lib/hook-modules.mjs';

/** @param {string} path a path under src/, e.g. 'features/search/recall.ts' */
export async function sourceModule(path) {
  // The hooks' shared rules are CommonJS (src/lib/hook-modules.mjs).
  return (await runnerImport(join(projectRoot, 'src', path), { configFile: false, plugins: [hookModules] })).module;
}
