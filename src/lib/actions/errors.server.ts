// The one error translator of the shop's server: every failure of an action becomes an ActionError that carries a
// sentence for the shopper. PocketBase down or unreachable is SERVICE_UNAVAILABLE, a true bug is
// INTERNAL_SERVER_ERROR, input a schema refused is BAD_REQUEST naming the problem; ActionErrors raised on purpose
// (CONFLICT, NOT_FOUND, ...) pass through unchanged. Used by src/lib/actions/define.server.ts for every action.
import { ActionError } from 'astro:actions';
import type { z } from 'astro/zod';
import type { Locale } from '../i18n';
import { formatNumber } from '../money';
import { isServiceDown } from '../pocketbase.server';
import * as m from '../../paraglide/messages.js';

/** How many schema issues a refusal sends back (a hostile body can have thousands). */
const MAX_ISSUES = 20;

type Issue = { path: PropertyKey[]; message: string };
type SentIssue = { path: (string | number)[]; message: string };

/**
 * A refusal of input by the action's schema: BAD_REQUEST with a readable `message`, plus the schema's `issues` and
 * the first messages per field (`fields`). Its wire type is Astro's input-error type, so `isInputError(error)` in
 * the browser gives the fields back to a form; every other client reads `code` and `message` like any refusal.
 */
export class InvalidInput extends ActionError {
  override type = 'AstroActionInputError';
  readonly issues: SentIssue[];
  readonly fields: Record<string, string[]>;

  constructor(issues: readonly Issue[], message: string) {
    super({ code: 'BAD_REQUEST', message });
    this.issues = issues.slice(0, MAX_ISSUES).map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      message: issue.message,
    }));
    this.fields = {};
    for (const issue of this.issues) {
      const key = issue.path[0];
      if (key === undefined) continue;
      this.fields[String(key)] = [...(this.fields[String(key)] ?? []), issue.message];
    }
  }
}

/**
 * Zod issues as one refusal in the caller's language, e.g. "Invalid request: items.0.quantity: Too big: expected
 * number to be <=99." The rules' own messages (a form's fields) come in that language; zod's shape messages, which
 * only a hand-made request meets, stay as zod writes them.
 */
export function invalidRequest(error: z.ZodError, locale: Locale = 'en'): InvalidInput {
  const issues = error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
  const more = error.issues.length - 3;
  const message =
    more > 0
      ? m.action_invalid_request_more({ issues, count: formatNumber(more, locale) }, { locale })
      : m.action_invalid_request({ issues }, { locale });
  return new InvalidInput(error.issues, message);
}

/**
 * Turns any failure into an ActionError with `message` (the user message docs/rules.md gives for the call):
 * SERVICE_UNAVAILABLE when PocketBase is down, INTERNAL_SERVER_ERROR for a true bug (both logged with `context`).
 * ActionErrors raised on purpose pass through unchanged.
 */
export function toActionError(err: unknown, message: string, context: string): ActionError {
  if (err instanceof ActionError) return err;
  const down = isServiceDown(err);
  console.error(`[${context}] ${down ? 'PocketBase unavailable' : 'unexpected failure'}:`, err);
  return new ActionError({ code: down ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR', message });
}
