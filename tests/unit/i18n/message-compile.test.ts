// Builds and `astro dev` may compile the messages again while tests and other builds import them from src/paraglide/.
// A build compiles only when the messages changed since the last compile (compileMessagesIfChanged); `astro dev`'s
// Paraglide Vite plugin must find the files `npm install` wrote up to date, whatever NODE_ENV says. Either way, files
// that are up to date are not rewritten under a running test ("Cannot find module .../messages/en.js").
import { createHash } from 'node:crypto';
import nodeFs from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compile, paraglideVitePlugin } from '@inlang/paraglide-js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compiledMessagesIntegration,
  compileMessages,
  compileMessagesIfChanged,
  MESSAGE_COMPILE_OPTIONS,
  messageInputsDigest,
} from '../../../src/lib/i18n-compile.mjs';

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

/** Runs the Vite plugin's build step as `astro dev` under the given NODE_ENV would. */
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

describe("`astro dev`'s compile", () => {
  it.each(['test', 'development', 'production'])(
    '`astro dev` under NODE_ENV=%s leaves the files npm install compiled untouched',
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

/** A copy of the project's settings and message files in a folder of its own, compiled into its own outdir. */
async function projectCopy() {
  const root = await tempFolder();
  const repo = join(MESSAGE_COMPILE_OPTIONS.project, '..');
  await cp(MESSAGE_COMPILE_OPTIONS.project, join(root, 'project.inlang'), { recursive: true });
  await cp(join(repo, 'messages'), join(root, 'messages'), { recursive: true });
  // The settings load their plugin from node_modules beside the project.
  await symlink(join(repo, 'node_modules'), join(root, 'node_modules'));
  return {
    root,
    options: { ...MESSAGE_COMPILE_OPTIONS, project: join(root, 'project.inlang'), outdir: join(root, 'paraglide') },
  };
}

/** Gives `key` a new text in the copy's message file for `locale` (messages/<locale>.json). */
async function editMessage(root: string, locale: 'en' | 'ne', key: string, text: string) {
  const path = join(root, 'messages', `${locale}.json`);
  const messages = JSON.parse(await readFile(path, 'utf8'));
  await writeFile(path, `${JSON.stringify({ ...messages, [key]: text }, null, 2)}\n`);
}

describe("a build's compile", () => {
  it('writes nothing when the messages are as they were last compiled', async () => {
    const { options } = await projectCopy();
    await compileMessages(options);
    const compiled = await filesIn(options.outdir);

    expect(await compileMessagesIfChanged(options)).toBe(false);
    expect(await filesIn(options.outdir)).toEqual(compiled);
  }, 60_000);

  it('compiles again when a message file changed, and the compiled message has the new text', async () => {
    const { root, options } = await projectCopy();
    await compileMessages(options);
    const before = messageInputsDigest(options);
    await editMessage(root, 'en', 'cart_title', 'Your basket');

    expect(messageInputsDigest(options)).not.toBe(before);
    expect(await compileMessagesIfChanged(options)).toBe(true);
    const compiled = await readFile(join(options.outdir, 'messages', 'cart_title.js'), 'utf8');
    expect(compiled).toContain('Your basket');
    expect(await compileMessagesIfChanged(options)).toBe(false);
  }, 60_000);

  it('compiles again when the compiled folder lost its files, though the note of its inputs is still there', async () => {
    const { options } = await projectCopy();
    await compileMessages(options);
    await unlink(join(options.outdir, 'runtime.js'));

    expect(await compileMessagesIfChanged(options)).toBe(true);
    expect((await stat(join(options.outdir, 'runtime.js'))).isFile()).toBe(true);
  }, 60_000);

  it('compiles when the options differ from those the folder was compiled with', async () => {
    const { options } = await projectCopy();
    await compileMessages(options);

    expect(messageInputsDigest({ ...options, strategy: ['baseLocale'] })).not.toBe(messageInputsDigest(options));
    expect(await compileMessagesIfChanged({ ...options, emitPrettierIgnore: true })).toBe(true);
  }, 60_000);
});

/** Runs the integration's setup hook as `astro <command>` would; what it hands Vite and what it logs. */
async function setUp(options: typeof MESSAGE_COMPILE_OPTIONS, command: 'dev' | 'build') {
  const configs: { vite?: { plugins?: { name?: string }[] } }[] = [];
  const logged: string[] = [];
  const hook = compiledMessagesIntegration(options).hooks['astro:config:setup'] as unknown as (params: {
    command: string;
    updateConfig: (config: (typeof configs)[number]) => void;
    logger: { info: (message: string) => void };
  }) => Promise<void>;
  await hook({ command, updateConfig: (config) => configs.push(config), logger: { info: (m) => logged.push(m) } });
  return { plugins: configs.flatMap((config) => config.vite?.plugins ?? []), logged };
}

describe('the compiled-messages integration', () => {
  it('under `astro build` with unchanged messages, writes nothing and hands Vite nothing', async () => {
    const { options } = await projectCopy();
    await compileMessages(options);
    const compiled = await filesIn(options.outdir);

    const { plugins, logged } = await setUp(options, 'build');

    expect(plugins).toEqual([]);
    expect(logged).toEqual([]);
    expect(await filesIn(options.outdir)).toEqual(compiled);
  }, 60_000);

  it('under `astro build` after a message changed, compiles and says so', async () => {
    const { root, options } = await projectCopy();
    await compileMessages(options);
    await editMessage(root, 'ne', 'cart_title', 'तपाईंको झोला');

    const { logged } = await setUp(options, 'build');

    expect(logged).toEqual(['messages compiled (messages/*.json changed)']);
    expect(await readFile(join(options.outdir, 'messages', 'cart_title.js'), 'utf8')).toContain('तपाईंको झोला');
  }, 60_000);

  it("under `astro dev`, hands Vite Paraglide's plugin and forgets the inputs, so the next build compiles once", async () => {
    const { options } = await projectCopy();
    await compileMessages(options);

    const { plugins } = await setUp(options, 'dev');

    expect(plugins.map((plugin) => plugin.name)).toEqual(['unplugin-paraglide-js']);
    expect(await compileMessagesIfChanged(options)).toBe(true);
    expect(await compileMessagesIfChanged(options)).toBe(false);
  }, 60_000);
});
