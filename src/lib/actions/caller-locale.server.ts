// The language of the page that called the action being handled, for code that runs without the request: Astro
// checks an action's input with its declared schema before the handler is called, so a schema whose messages are in
// the caller's language (src/features/forms/schema.ts) reads it here while it parses. src/middleware.ts sets it
// around every action call (src/lib/request-locale.ts, actionLocale).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '../i18n';

const localeOfCall = new AsyncLocalStorage<Locale>();

/** Runs `work` (the handling of one action call) with `locale` as its caller's language. */
export function withCallerLocale<T>(locale: Locale, work: () => T): T {
  return localeOfCall.run(locale, work);
}

/** The caller's language while an action call is handled; English outside one (docs/rules.md's messages). */
export function callerLocale(): Locale {
  return localeOfCall.getStore() ?? 'en';
}
