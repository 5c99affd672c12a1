// Compiles the interface's messages into src/paraglide/ (run by `npm install` and before the tests; a build compiles
// them again only when they changed since). Options: src/lib/i18n-compile.mjs.
import { compileMessages } from '../src/lib/i18n-compile.mjs';

await compileMessages();
