/**
 * What a shopper is told when the server's rate limit refused a call (HTTP 429, code TOO_MANY_REQUESTS), in the
 * page's language. Kept apart from the limiter's rules so islands can import it without them.
 */
import type { Locale } from '../i18n';
import * as m from '../../paraglide/messages.js';

/** The refusal's sentence: "Too many requests. Please wait a minute and try again." in English. */
export function tooManyRequestsText(locale: Locale = 'en'): string {
  return m.abuse_too_many_requests({}, { locale });
}

/**
 * The English sentence, for the browser tests outside this module's callers (tests/e2e/rate-limits.spec.ts); code
 * calls tooManyRequestsText.
 */
export const TOO_MANY_REQUESTS_MESSAGE = /* @__PURE__ */ tooManyRequestsText('en');

/**
 * The server's sentence when `error` is a rate-limit refusal from an action (already in the page's language: the
 * server answers in the language of the page that called), else null; `locale` words the refusal that came without
 * one.
 */
export function tooManyRequestsMessage(error: unknown, locale: Locale = 'en'): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'TOO_MANY_REQUESTS') return null;
  return typeof message === 'string' && message.trim() !== '' ? message : tooManyRequestsText(locale);
}
