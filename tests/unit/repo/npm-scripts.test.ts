// Every `npm run <script>` in package.json points to something that exists: each `node <file>` names a file in the
// repository and each other command is a binary the install provides (node_modules/.bin). `npm run pocketbase`
// once named a file that was never written.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

describe('npm scripts', () => {
  it.each(Object.entries(scripts))('%s runs what exists', (_name, command) => {
    for (const step of command.split('&&').map((part) => part.trim())) {
      const [program, first] = step.split(/\s+/);
      if (program === 'node') expect(existsSync(first!), `${step}: no file ${first}`).toBe(true);
      else expect(existsSync(`node_modules/.bin/${program}`), `${step}: no program ${program}`).toBe(true);
    }
  });
});
