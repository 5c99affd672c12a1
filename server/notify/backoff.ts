// The sender's arithmetic (server/notify/sender.ts), pure: when a retry may go, when the Nepal day began (the daily
// cap counts SMS parts from it), how many parts a day's texts took.
import { nepalDayStart as nepalDayStartMs } from '../../src/lib/nepal-time.mjs';
import { createRequire } from 'node:module';

/** The hooks' rules (CommonJS, shared with PocketBase): loaded as Node loads CommonJS. */
const messageRules = createRequire(import.meta.url)('../../pocketbase/pb_hooks/lib/message-rules.js') as {
  smsParts(text: string): { encoding: 'gsm' | 'ucs2'; parts: number };
  sendAfter(event: string, nowMs: number): number;
  quietHoursBegan(nowMs: number): number | null;
  withinDailyCap(usedToday: number, parts: number, cap: number): boolean;
  AT_ANY_HOUR: string[];
};

/** The events whose messages go whatever the hour (pocketbase/pb_hooks/lib/message-rules.js AT_ANY_HOUR). */
export const SENT_AT_ANY_HOUR: readonly string[] = messageRules.AT_ANY_HOUR;

/**
 * When a message of `event` may go at the earliest, at `at` or later: `at` itself, or 07:00 Nepal time next when `at`
 * is in the quiet hours and the event waits them out (pocketbase/pb_hooks/lib/message-rules.js sendAfter).
 */
export function quietHoursEnd(event: string, at: Date): Date {
  return new Date(messageRules.sendAfter(event, at.getTime()));
}

/**
 * The clock time (UTC, as PocketBase writes dates) of the morning a message held for the quiet hours waits for: 07:00
 * Nepal time is 01:15:00.000Z. Worked out from the rule itself (the morning after a Nepal evening).
 */
export const QUIET_END_CLOCK = quietHoursEnd('', new Date(Date.UTC(2026, 0, 1, 16)))
  .toISOString()
  .slice(11);

/** Whether `now` is in the quiet hours (21:00-07:00 Nepal time): only SENT_AT_ANY_HOUR's messages go. */
export function inQuietHours(now: Date): boolean {
  return quietHoursBegan(now) !== undefined;
}

/**
 * When the quiet hours holding `now` began (21:00 Nepal time), or undefined by day: a retry given a time since then
 * goes at night (pocketbase/pb_hooks/lib/message-rules.js quietHoursBegan).
 */
export function quietHoursBegan(now: Date): Date | undefined {
  const began = messageRules.quietHoursBegan(now.getTime());
  return began === null ? undefined : new Date(began);
}

/** The first retry waits this long; each next one twice as long, never longer than MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 3600_000;

/** How long to wait after failed attempt number `attempt` (1 for the first) before the next. */
export function retryDelayMs(attempt: number, firstMs = FIRST_RETRY_MS, maxMs = MAX_RETRY_MS): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(maxMs, firstMs * 2 ** Math.min(n - 1, 30));
}

/** The instant the Nepal day holding `now` began (00:00 Nepal time). */
export function nepalDayStart(now: Date): Date {
  return new Date(nepalDayStartMs(now.getTime()));
}

/** The instant the next Nepal day begins. */
export function nextNepalDay(now: Date): Date {
  return new Date(nepalDayStart(now).getTime() + 86_400_000);
}

/** How the text travels as SMS (pocketbase/pb_hooks/lib/message-rules.js smsParts). */
export function smsEncoding(text: string): 'gsm' | 'ucs2' {
  return messageRules.smsParts(text).encoding;
}

/** How many SMS parts the text takes (pocketbase/pb_hooks/lib/message-rules.js smsParts). */
export function partsOf(text: string): number {
  return messageRules.smsParts(text).parts;
}

/** Whether sending `parts` more stays within the day's cap (pocketbase/pb_hooks/lib/message-rules.js withinDailyCap). */
export function withinDailyCap(usedToday: number, parts: number, cap: number): boolean {
  return messageRules.withinDailyCap(usedToday, parts, cap);
}

/** Whether a message of `parts` could not go even on a day with nothing sent yet: the whole cap is smaller. */
export function neverWithinDailyCap(parts: number, cap: number): boolean {
  return !withinDailyCap(0, parts, cap);
}
