// What a compiled message (src/paraglide/messages/*.js) imports from Paraglide's runtime, as the browser gets it.
// The shop calls every message with the page's locale (`m.key(inputs, { locale })`, docs/i18n.md; a unit test
// checks each call), so the runtime's fallback that guesses a language from the address or a cookie is never
// reached, and would cost every island ~2.6 KB compressed. astro.config.mjs points the browser's build here; the
// server keeps Paraglide's own runtime.

/** No locale fixed at build time: each call names its own. */
export const experimentalStaticLocale = undefined;

/** Only reached by a call without a locale: English, the base language. */
export function getLocale() {
  return 'en';
}
