// How the interface's messages (messages/en.json, messages/ne.json) become code: Paraglide JS compiles each message to
// a function of its own in src/paraglide/ (generated, not committed), so an island ships only the strings it uses.
// One set of options for the build (astro.config.mjs), the tests (vitest.config.ts) and `npm install`
// (scripts/compile-messages.mjs). docs/i18n.md says why Paraglide and how the language is chosen.
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
