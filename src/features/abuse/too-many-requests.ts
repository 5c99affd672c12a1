/**
 * What a shopper is told when the server's rate limit refused a call (HTTP 429, code TOO_MANY_REQUESTS). Kept apart
 * from the limiter's rules so islands can import it without them.
 */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** The server's sentence when `error` is a rate-limit refusal from an action, else null. */
export function tooManyRequestsMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'TOO_MANY_REQUESTS') return null;
  return typeof message === 'string' && message.trim() !== '' ? message : TOO_MANY_REQUESTS_MESSAGE;
}
