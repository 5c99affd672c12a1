// The live check as the list and product pages run it: bundled with what it imports into the page itself
// (src/lib/page-script-bundle.mjs), so it costs no script request before the page's main image.
import { checkWhenLoaded } from './live-check';

checkWhenLoaded();
