// Builds compile the messages again through Paraglide's Vite plugin while tests and other builds import them from
// src/paraglide/. The plugin must find the files `npm install` wrote up to date, whatever NODE_ENV says, or it
// rewrites the folder under a running test ("Cannot find module .../messages/en.js").
import { createHash } from 'node:crypto';
import nodeFs from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compile, paraglideVitePlugin } from '@inlang/paraglide-js';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGE_COMPILE_OPTIONS } from '../../../src/lib/i18n-compile.mjs';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-messages-'));
  folders.push(dir);
  return dir;
}

/** Each file under dir with the hash of its content and the time it was last written. */
async function filesIn(dir: string): Promise<Map<string, { hash: string; mtimeMs: number }>> {
  const files = new Map<string, { hash: string; mtimeMs: number }>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const hash = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
    files.set(relative(dir, path), { hash, mtimeMs: (await stat(path)).mtimeMs });
  }
  return files;
}

/** Runs the Vite plugin's build step as a build under the given NODE_ENV would. */
async function runPluginBuildStart(outdir: string, nodeEnv: string): Promise<void> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    // A file system object of its own gives the plugin fresh state, as in a new build process (it keeps its last
    // compile per file system object).
    const fs = { ...nodeFs };
    const plugin = paraglideVitePlugin({ ...MESSAGE_COMPILE_OPTIONS, outdir, fs }) as unknown as {
      buildStart: (this: { addWatchFile: (path: string) => void }) => Promise<void>;
    };
    await plugin.buildStart.call({ addWatchFile: () => {} });
  } finally {
    process.env.NODE_ENV = before;
  }
}

describe('compiled messages', () => {
  it.each(['test', 'development', 'production'])(
    'a build under NODE_ENV=%s leaves the files npm install compiled untouched',
    async (nodeEnv) => {
      const outdir = await tempFolder();
      await compile({ ...MESSAGE_COMPILE_OPTIONS, outdir });
      const installed = await filesIn(outdir);
      expect(installed.has('messages/_index.js')).toBe(true);

      await runPluginBuildStart(outdir, nodeEnv);

      expect(await filesIn(outdir)).toEqual(installed);
    },
    60_000,
  );
});
