// The one error translator of the shop's server: every failure of an action's work becomes an ActionError that
// carries a sentence for the shopper. PocketBase down or unreachable is SERVICE_UNAVAILABLE, a true bug is
// INTERNAL_SERVER_ERROR; ActionErrors raised on purpose (BAD_REQUEST, CONFLICT, NOT_FOUND, ...) pass through
// unchanged. Used by src/lib/actions/handler.server.ts for every action (input its schema refused never reaches the
// work: src/lib/actions/input-refusal.server.ts).
import { ActionError } from 'astro:actions';
import { isServiceDown } from '../pocketbase.server';

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
