// The import rules of .dependency-cruiser.mjs (features depend one way, shared code on no feature, the PocketBase SDK
// only in the data layer, every action registered, every import resolved), run through dependency-cruiser's API as
// `npm run lint:imports` runs them. The tree must break none; a small tree of the same shape
// (fixtures/import-rules/) breaks each once, and each rule must report its break there, and nothing else.
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';
import { featureCycleRules, importRules, mirror } from '../../../.dependency-cruiser.mjs';
import { writeImportMirror } from '../../../scripts/lib/import-mirror.mjs';

/** A path as the mirror names it, as it is in the tree (the mirror's `<name>.astro.ts` is `<name>.astro`). */
const real = (path: string) => path.replace(/\.astro\.ts$/, '.astro');

/** One cruise of the mirror's src/ with a configuration of .dependency-cruiser.mjs. */
async function cruiseWith({ options, ...ruleSet }: ReturnType<typeof importRules>): Promise<ICruiseResult> {
  const tsConfig = extractTSConfig(options!.tsConfig!.fileName!);
  const { output } = await cruise(['src'], { ...options, ruleSet, validate: true }, undefined, { tsConfig });
  return output as ICruiseResult;
}

/** Both cruises of the tree mirrored at `baseDir`: the rules of src/, and the features' cycles. */
const cruises = (baseDir: string) =>
  Promise.all([cruiseWith(importRules(baseDir)), cruiseWith(featureCycleRules(baseDir))]);

/** Every rule broken in the cruises, as "<rule>: <from> → <to>". */
function violations(results: readonly ICruiseResult[]): string[] {
  return results
    .flatMap(({ summary }) => summary.violations)
    .map(({ rule, from, to }) => `${rule.name}: ${real(from)} → ${real(to)}`)
    .sort();
}

describe('import rules', () => {
  const tree = cruises(mirror);

  it('the tree breaks none', async () => {
    expect(violations(await tree)).toEqual([]);
  });

  it('the cruise sees the imports of .ts and .astro files, aliases and type-only imports included', async () => {
    const [{ modules }] = await tree;
    const edges = new Set(
      modules.flatMap(({ source, dependencies }) =>
        dependencies.map(({ resolved }) => `${real(source)} → ${resolved}`),
      ),
    );
    for (const edge of [
      'src/features/checkout/checkout-flow.ts → src/features/cart/rules.ts',
      'src/layouts/Layout.astro → src/features/checkout/CartDrawer.tsx',
      'src/lib/rate-limits/limiter.server.ts → src/lib/pocketbase.server.ts',
      'src/lib/data/published-loader.ts → node_modules/pocketbase/dist/pocketbase.es.mjs',
    ])
      expect(edges).toContain(edge);
  });

  it('each rule reports its break in the fixture, and nothing else', async () => {
    const fixture = writeImportMirror(join(import.meta.dirname, 'fixtures/import-rules'), ['src']);
    expect(violations(await cruises(fixture))).toEqual(
      [
        'actions-registered: src/features/b/actions.ts → src/features/b/actions.ts',
        'feature-is-one-folder: src/features/a/sub/deep.ts → src/lib/hook-share.ts',
        'feature-is-one-folder-imported: src/features/a/view.ts → src/features/a/sub/deep.ts',
        'imports-resolve: src/pages/broken.mjs → ./missing.mjs',
        'no-feature-cycle: src/features/a → src/features/b',
        'no-feature-cycle: src/features/b → src/features/c',
        'no-feature-cycle: src/features/c → src/features/a',
        'no-other-feature-actions: src/features/a/view.ts → src/features/b/actions.ts',
        'pocketbase-sdk-in-data-layer: src/lib/sdk.ts → node_modules/pocketbase/dist/pocketbase.es.mjs',
        'shared-code-imports-no-feature: src/components/Widget.astro → src/features/a/view.ts',
      ].sort(),
    );
  });
});
