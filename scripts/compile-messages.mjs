// Compiles the interface's messages into src/paraglide/ (run by `npm install` and before the tests; builds compile
// them again through Paraglide's Vite plugin). Options: src/lib/i18n-compile.mjs.
import { compile } from '@inlang/paraglide-js';
import { MESSAGE_COMPILE_OPTIONS } from '../src/lib/i18n-compile.mjs';

await compile(MESSAGE_COMPILE_OPTIONS);
