// Comments and docs point to files in the repository (docs/rules.md, docs/architecture.md), never to documents
// a newcomer cannot open: no "spec §N", no DESIGN.md, no path on a build machine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const OUTSIDE = [
  ['a spec section', /\bspec §\s*\d/i],
  ['DESIGN.md', /\bDESIGN\.md\b/],
  ['a machine path', /\/(?:work|home|root|Users)\/[\w.-]+\/[\w.-]+/],
] as const;
const SELF = 'tests/unit/repo/citations.test.ts';

describe('citations', () => {
  it('point only to files in the repository', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter(
        (file) => file && file !== SELF && !/(^|\/)package-lock\.json$|\.(png|jpe?g|webp|avif|ico|woff2?)$/.test(file),
      );
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // listed but not in this checkout
      }
      text.split('\n').forEach((line, i) => {
        for (const [what, pattern] of OUTSIDE) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}`);
      });
    }
    expect(found).toEqual([]);
  });
});
