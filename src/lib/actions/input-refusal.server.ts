// An input an action's declared schema refused, as the shop answers it. Astro checks the input itself and answers
// with the schema's issues alone (type AstroActionInputError, `issues`, `fields`: no code, no status, no message), so
// src/middleware.ts rewrites that answer with this one: BAD_REQUEST, a sentence naming the problem in the caller's
// language, and at most MAX_ISSUES issues (path and message only), so every client reads `code` and `message` like
// any refusal while `isInputError(error)` in the browser still gives a form its fields back.
import type { Locale } from '../i18n';
import { formatNumber } from '../money';
import * as m from '../../paraglide/messages.js';

/** How many schema issues a refusal sends back (a hostile body can have thousands). */
const MAX_ISSUES = 20;
/** How many issues the sentence names. */
const NAMED_ISSUES = 3;

/** A schema issue as Astro sends it (a zod issue: its path and message are all a refusal keeps). */
export interface RefusedIssue {
  path: readonly unknown[];
  message: string;
}

export interface InputRefusal {
  type: 'AstroActionInputError';
  code: 'BAD_REQUEST';
  status: 400;
  /** E.g. "Invalid request: items.0.quantity: Too big: expected number to be <=99." */
  message: string;
  issues: { path: (string | number)[]; message: string }[];
  /** The messages of `issues` per top-level field, as Astro's ActionInputError gives them to a form. */
  fields: Record<string, string[]>;
}

/**
 * The refusal of `issues` in `locale`. The rules' own messages (a form's fields) already come in that language; zod's
 * shape messages, which only a hand-made request meets, stay as zod writes them.
 */
export function inputRefusal(issues: readonly RefusedIssue[], locale: Locale): InputRefusal {
  const sent = issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
  }));
  const fields: Record<string, string[]> = {};
  for (const issue of sent) {
    const key = issue.path[0];
    if (key !== undefined) fields[String(key)] = [...(fields[String(key)] ?? []), issue.message];
  }
  const named = sent
    .slice(0, NAMED_ISSUES)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  const more = issues.length - NAMED_ISSUES;
  const message =
    more > 0
      ? m.action_invalid_request_more({ issues: named, count: formatNumber(more, locale) }, { locale })
      : m.action_invalid_request({ issues: named }, { locale });
  return { type: 'AstroActionInputError', code: 'BAD_REQUEST', status: 400, message, issues: sent, fields };
}
