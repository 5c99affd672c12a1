// `npm start` first runs scripts/check-node.cjs: on a Node older than
// package.json's engines it stops, saying so, before anything is started.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(process.cwd(), 'scripts', 'check-node.cjs');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A copy of the check next to a package.json asking for `engines`. */
function checkWith(engines: string) {
  const root = mkdtempSync(join(tmpdir(), 'check-node-'));
  dirs.push(root);
  mkdirSync(join(root, 'scripts'));
  cpSync(script, join(root, 'scripts', 'check-node.cjs'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ engines: { node: engines } }));
  return spawnSync(process.execPath, [join(root, 'scripts', 'check-node.cjs')], { encoding: 'utf8' });
}

describe('check-node', () => {
  it('passes silently on a new enough Node', () => {
    const run = checkWith('>=18');
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('stops on an older Node, naming both versions, and says nothing was started', () => {
    const run = checkWith('>=99.1');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('needs Node.js 99.1.0 or newer');
    expect(run.stderr).toContain(`this is Node.js ${process.versions.node}`);
    expect(run.stderr).toContain('Nothing was started');
  });

  it('runs on the old Node it is meant to stop (Node 20, when this machine has one)', () => {
    const old = '/usr/bin/node';
    if (!existsSync(old)) return;
    const version = execFileSync(old, ['--version'], { encoding: 'utf8' }).trim();
    const run = spawnSync(old, [script], { encoding: 'utf8' });
    if (Number(version.slice(1).split('.')[0]) >= 22) expect(run.status).toBe(0);
    else {
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Nothing was started');
    }
  });
});
