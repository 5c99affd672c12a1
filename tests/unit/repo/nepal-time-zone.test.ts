// Nepal's time zone and its offset are written once, in src/lib/nepal-time.mjs; the shop's code and the scripts
// import them from there, so two copies cannot drift apart. This test fails when src/ or scripts/ spells either out
// anywhere else. pocketbase/pb_hooks is not checked: PocketBase runs the hooks itself and they cannot import src/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const HOME = 'src/lib/nepal-time.mjs';
const COPIES = [
  ['the zone name', /Asia\/Kathmandu/i],
  ['the offset', /\+05:?45\b/],
  ['the offset in minutes', /\b5 \* 60 \+ 45\b/],
] as const;

/** Code files under src/ and scripts/, tracked or new (not git-ignored). */
function codeFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'src', 'scripts'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.(ts|tsx|mts|mjs|cjs|js|astro)$/.test(file));
}

function copiesIn(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [what, pattern] of COPIES) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}`);
  });
  return found;
}

describe('Nepal time zone', () => {
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

  it('finds each form of a copy (the scan works)', () => {
    expect(codeFiles()).toContain(HOME);
    const kinds = new Set(copiesIn(HOME, readFileSync(HOME, 'utf8')).map((entry) => entry.split(': ')[1]));
    expect([...kinds].sort()).toEqual(COPIES.map(([what]) => what).sort());
  });
});
