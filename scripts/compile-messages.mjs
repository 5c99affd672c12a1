// Compiles the interface's messages into src/paraglide/ (run by `npm install`; builds and tests compile them again
// through the Vite plugin). Options: src/lib/i18n-compile.mjs.
import { compile } from '@inlang/paraglide-js';
import { MESSAGE_COMPILE_OPTIONS } from '../src/lib/i18n-compile.mjs';

await compile(MESSAGE_COMPILE_OPTIONS);
// The inlang SDK leaves a timer running after the compile is done.
process.exit(0);
