// The import rules of src/ (docs/architecture.md, Source layout), checked by dependency-cruiser:
// `npm run lint:imports`, and tests/unit/repo/import-rules.test.ts, which also breaks each rule once in a small tree
// (tests/unit/repo/fixtures/import-rules/) to show that it can fail. There is no allow-list for the features' rules:
// a dependency against the direction is a design to change, not an entry to add. The data layer's exceptions are the
// listed plumbing below, each with its reason.
//
// Two cruises: this file's default export checks every rule but one on the whole of src/; the features' cycles are
// checked on the features alone (.dependency-cruiser-features.mjs, featureCycleRules below), as features importing
// each other: src/layouts/Layout.astro composes features as a page does, and features' pages use it, which is no
// dependency between those features.
//
// dependency-cruiser does not read .astro files, so it cruises a mirror of src/ where each `<name>.astro` is
// `<name>.astro.ts` with the file's imports (scripts/lib/import-mirror.mjs): a rule broken in an .astro file names
// its `.astro.ts`. The mirror is written afresh each time this file is loaded.
import { writeImportMirror } from './scripts/lib/import-mirror.mjs';

/**
 * Files outside src/lib/data that reach PocketBase themselves (import the SDK, call a collection or a route, or take
 * one of the shared clients), by path under src/, with the reason. Read by this file's `pocketbase-sdk-in-data-layer`
 * and by tests/unit/repo/data-layer.test.ts for the calls and the clients.
 */
export const DATA_LAYER_EXCEPTIONS = {
  'lib/pocketbase.ts': 'the anonymous client and the file addresses every data module builds on',
  'lib/pocketbase.server.ts': 'the service and catalogue-reader clients every data module builds on',
  'lib/images/image-endpoint.ts': "the image endpoint forwards the catalogue reader's token to PocketBase's files",
  'lib/rate-limits/limiter.server.ts': "the rate-limit store's one route call, shared plumbing of every action",
};

/**
 * The listed plumbing that may call `.collection(` itself: none. The build's content loader and the sign-in to an auth
 * collection are data modules (src/lib/data/published-loader.ts, shop-service.mjs, superusers.mjs); the exceptions
 * above reach PocketBase without a collection call.
 * @type {string[]}
 */
export const COLLECTION_CALLERS = [];

/** A path under src/ as a pattern matching it in the mirror, with or without the `.ts` an .astro file gains there. */
const exactly = (path) => `^src/${path.replaceAll('.', '\\.')}(?:\\.ts)?$`;

/**
 * The rules, for the tree mirrored at `baseDir` (the repository's src/, or a test's tree of the same shape).
 * @param {string} baseDir
 * @returns {import('dependency-cruiser').IConfiguration}
 */
export function importRules(baseDir) {
  return {
    forbidden: [
      {
        name: 'no-other-feature-actions',
        comment:
          "A feature does not import another feature's actions: the client calls them through astro:actions, and " +
          'src/actions/index.ts registers them (docs/architecture.md).',
        severity: 'error',
        from: { path: '^src/features/([^/]+)/' },
        to: { path: '^src/features/.+/actions(?:/index)?\\.[a-z]+$', pathNot: '^src/features/$1/' },
      },
      {
        name: 'feature-is-one-folder',
        comment:
          'A feature keeps its modules in its own folder, no subfolders (docs/architecture.md, Source layout): ' +
          'dependency-cruiser counts a subfolder as a folder of its own, so a cycle through one would escape ' +
          'no-feature-cycle. Nothing in a feature’s subfolder imports anything …',
        severity: 'error',
        from: { path: '^src/features/[^/]+/[^/]+/' },
        to: {},
      },
      {
        name: 'feature-is-one-folder-imported',
        comment: '… and nothing imports from one (feature-is-one-folder).',
        severity: 'error',
        from: {},
        to: { path: '^src/features/[^/]+/[^/]+/' },
      },
      {
        name: 'shared-code-imports-no-feature',
        comment:
          'src/lib and src/components are the code every feature shares: they depend on no feature (a feature ' +
          'composes them, never the other way).',
        severity: 'error',
        from: { path: '^src/(?:lib|components)/' },
        to: { path: '^src/features/' },
      },
      {
        name: 'pocketbase-sdk-in-data-layer',
        comment:
          'One data layer: only src/lib/data (src/lib/data/README.md) imports the PocketBase SDK, type-only and ' +
          'dynamic imports included, but the listed plumbing (DATA_LAYER_EXCEPTIONS above).',
        severity: 'error',
        from: {
          path: '^src/',
          pathNot: ['^src/lib/data/', ...Object.keys(DATA_LAYER_EXCEPTIONS).map(exactly)],
        },
        // The package, not the repository's own pocketbase/ folder (its hooks' modules, shared with src/lib).
        to: { path: '^node_modules/pocketbase/' },
      },
      {
        name: 'actions-registered',
        comment:
          'Astro needs every action registered in src/actions/index.ts: each feature’s actions.ts is imported ' +
          'from there, or its actions answer nothing.',
        severity: 'error',
        from: { path: '^src/actions/index\\.ts$' },
        to: { path: '^src/features/[^/]+/actions\\.ts$', reachable: false },
      },
      {
        name: 'imports-resolve',
        comment:
          'Every import of src/ resolves to a file, so no rule above misses one: only the modules Astro and Vite ' +
          'provide at build time (astro:*, virtual:*) have no file.',
        severity: 'error',
        from: { path: '^src/' },
        to: { couldNotResolve: true, pathNot: '^(?:astro|virtual):' },
      },
    ],
    options: {
      baseDir,
      // The links of the mirror are its files: their paths are the rules' paths.
      preserveSymlinks: true,
      // Type-only imports count (the old hand-written scan counted them too): TypeScript drops them on compiling.
      tsPreCompilationDeps: true,
      tsConfig: { fileName: `${baseDir}/tsconfig.json` },
      // Packages are ends, never cruised; the messages paraglide compiles into src/paraglide/ import nothing of
      // the shop's.
      doNotFollow: { path: ['node_modules', '^src/paraglide/'] },
      // Packages resolve through their `exports` as Node and Vite resolve them (astro has no `main`).
      enhancedResolveOptions: {
        exportsFields: ['exports'],
        conditionNames: ['import', 'require', 'node', 'default', 'types'],
      },
    },
  };
}

/**
 * The features' cycles, cruising src/features alone: a cycle between its folders is one between features while each
 * feature is one folder (feature-is-one-folder above).
 * @param {string} baseDir
 * @returns {import('dependency-cruiser').IConfiguration}
 */
export function featureCycleRules(baseDir) {
  const { options } = importRules(baseDir);
  return {
    forbidden: [
      {
        name: 'no-feature-cycle',
        comment:
          'Features depend one way: they import each other in no cycle, server-only modules and .astro files ' +
          'included (checkout builds on cart, so the drawer that hosts checkout is checkout’s; docs/architecture.md).',
        severity: 'error',
        // dependency-cruiser finds cycles between folders with the folders' metrics.
        scope: 'folder',
        from: { path: '^src/features/[^/]+$' },
        to: { path: '^src/features/[^/]+$', circular: true },
      },
    ],
    options: { ...options, includeOnly: '^src/features/', metrics: true },
  };
}

export const mirror = writeImportMirror(import.meta.dirname, ['src']);

export default importRules(mirror);
