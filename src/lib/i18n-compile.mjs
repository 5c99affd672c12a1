// How the interface's messages (messages/en.json, messages/ne.json) become code: Paraglide JS compiles each message to
// a function of its own in src/paraglide/ (generated, not committed), so an island ships only the strings it uses.
// One set of options for the build and `astro dev` (astro.config.mjs, `compiledMessages`), the tests
// (vitest.config.ts) and `npm install` (scripts/compile-messages.mjs). docs/i18n.md says why Paraglide and how the
// language is chosen.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const MESSAGE_COMPILE_OPTIONS = {
  project: fileURLToPath(new URL('../../project.inlang', import.meta.url)),
  outdir: fileURLToPath(new URL('../paraglide', import.meta.url)),
  // The page's path says its language (/ne/... is Nepali); pages pass it to every message explicitly
  // (src/lib/i18n.ts), the URL is only the browser's fallback.
  strategy: ['url', 'baseLocale'],
  // The plain compile's test for "on the server", also under Vite (whose plugin would write Vite's own SSR flag), so
  // `npm install`, the tests and the build write identical files.
  isServer: "typeof window === 'undefined'",
  emitReadme: false,
  // Rewrite in place, never empty the folder first: a test or build in another process may be importing from it
  // (a message deleted from the files leaves its old module behind until the folder is removed by hand).
  cleanOutdir: false,
  emitPrettierIgnore: false,
  // One file layout everywhere. Left unset, the Vite plugin picks "locale-modules" whenever NODE_ENV is not
  // "production" (every build a test starts) and rewrites the folder that `npm install` wrote as "message-modules",
  // deleting files another process is importing at that moment. Set, a build finds the files up to date and writes
  // nothing (tests/unit/i18n/message-compile.test.ts).
  outputStructure: 'message-modules',
};

/** Beside the compiled messages: the digest of the inputs they were compiled from (`messageInputsDigest`). */
const COMPILED_FROM_FILE = '.compiled-from';

/** The packages whose version changes the compiled code: the compiler and the message files' plugin. */
const COMPILER_PACKAGES = ['@inlang/paraglide-js', '@inlang/plugin-message-format'];

/** A file's bytes, or a marker when it is absent (the compile reports a missing message file itself). */
function contentOrMissing(path) {
  return existsSync(path) ? readFileSync(path) : '\0missing';
}

/**
 * A digest of everything the compiled messages follow from: these options, the compiler's and plugin's versions, the
 * project's settings and each language's message file (as the settings' path pattern names it).
 * @param {import('@inlang/paraglide-js').CompilerOptions} options
 */
export function messageInputsDigest(options = MESSAGE_COMPILE_OPTIONS) {
  const root = dirname(options.project);
  const settingsPath = join(options.project, 'settings.json');
  const settings = JSON.parse(readFileSync(settingsPath, 'utf8'));
  const patterns = [settings['plugin.inlang.messageFormat']?.pathPattern ?? []].flat();
  const hash = createHash('sha256').update(JSON.stringify(options));
  for (const name of COMPILER_PACKAGES)
    hash.update(`\0${name}\0`).update(contentOrMissing(join(root, 'node_modules', name, 'package.json')));
  hash.update('\0settings\0').update(readFileSync(settingsPath));
  for (const locale of settings.locales ?? []) {
    for (const pattern of patterns) {
      hash.update(`\0${locale}\0`).update(contentOrMissing(join(root, pattern.replace('{locale}', locale))));
    }
  }
  return hash.digest('hex');
}

/**
 * Compiles the messages and notes what they were compiled from. The digest is taken first, so a file edited during
 * the compile leaves an older digest behind and the next `compileMessagesIfChanged` compiles again.
 * @param {import('@inlang/paraglide-js').CompilerOptions} options
 */
export async function compileMessages(options = MESSAGE_COMPILE_OPTIONS) {
  const digest = messageInputsDigest(options);
  // Imported here, not above: loading the compiler and its SDK costs about 0.7 s, and a build whose messages are
  // already compiled needs neither (bench/README.md, "The incremental build on 2026-12-06").
  const { compile } = await import('@inlang/paraglide-js');
  await compile(options);
  writeFileSync(join(options.outdir, COMPILED_FROM_FILE), digest);
}

/**
 * Compiles the messages unless the folder already holds them compiled from the same inputs; true when it compiled.
 * A build whose messages are unchanged writes nothing into a folder other processes may be importing from.
 * @param {import('@inlang/paraglide-js').CompilerOptions} options
 */
export async function compileMessagesIfChanged(options = MESSAGE_COMPILE_OPTIONS) {
  const noted = join(options.outdir, COMPILED_FROM_FILE);
  const compiled =
    existsSync(join(options.outdir, 'runtime.js')) && String(contentOrMissing(noted)) === messageInputsDigest(options);
  if (compiled) return false;
  await compileMessages(options);
  return true;
}

/**
 * The messages in `astro build` and `astro sync`: compiled once before the build when their inputs changed since the
 * last compile (`npm install` and every test run compile them). Under `astro dev`, Paraglide's own Vite plugin
 * compiles them and compiles again on every edit of a message file.
 * @param {import('@inlang/paraglide-js').CompilerOptions} options
 * @returns {import('astro').AstroIntegration}
 */
export function compiledMessagesIntegration(options = MESSAGE_COMPILE_OPTIONS) {
  return {
    name: 'shop:compiled-messages',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig, logger }) => {
        if (command === 'dev') {
          // The plugin rewrites the folder on every edit, and an edit undone after `astro dev` stopped (a checkout)
          // would match the old note again: with the note gone, the next build compiles once.
          rmSync(join(options.outdir, COMPILED_FROM_FILE), { force: true });
          const { paraglideVitePlugin } = await import('@inlang/paraglide-js');
          updateConfig({ vite: { plugins: [paraglideVitePlugin(options)] } });
          return;
        }
        if (await compileMessagesIfChanged(options)) logger.info('messages compiled (messages/*.json changed)');
      },
    },
  };
}

/** The project's messages, for astro.config.mjs. */
export const compiledMessages = compiledMessagesIntegration();
