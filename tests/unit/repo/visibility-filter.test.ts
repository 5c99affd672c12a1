// The filter for the products shoppers may see is written once, in src/lib/visibility.mjs (with its twin in code,
// isShopperVisible). The shop's code and the scripts import it from there, so a filter and a check cannot drift
// apart. This test fails when src/ or scripts/ spells the filter out anywhere else. pocketbase/ is not checked:
// its hooks and migrations run inside PocketBase and cannot import src/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const HOME = 'src/lib/visibility.mjs';
const FILTER = /\bisVisible\s*=\s*true\b/;

/** Code files under src/ and scripts/, tracked or new (not git-ignored). */
function codeFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'src', 'scripts'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.(ts|tsx|mts|mjs|cjs|js|astro)$/.test(file));
}

function copiesIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (FILTER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('visibility filter', () => {
  it('is written only in its home module', () => {
    const found: string[] = [];
    for (const file of codeFiles()) {
      if (file === HOME) continue;
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // listed but not in this checkout
      }
      found.push(...copiesIn(file, text));
    }
    expect(found).toEqual([]);
  });

  it('finds a copy (the scan works)', () => {
    expect(codeFiles()).toContain(HOME);
    expect(copiesIn(HOME, readFileSync(HOME, 'utf8'))).toHaveLength(1);
    expect(copiesIn('x.ts', "filter: 'slug = {:slug} && isVisible=true'")).toHaveLength(1);
    expect(copiesIn('x.ts', 'if (record?.isVisible === true) return;')).toEqual([]);
  });
});
