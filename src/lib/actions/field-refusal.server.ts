// An input an action's work found bad after its schema let it through, answered as a refusal of that input
// (src/lib/actions/input-refusal.server.ts) so the form shows it on its field.
import { ActionError } from 'astro:actions';
import type { RefusedIssue } from './input-refusal.server';

/**
 * One field's refusal (PocketBase's Unicode is older than Node's: src/features/forms/actions.ts), thrown as Astro's
 * own input refusal would be.
 * Astro does not export ActionInputError; an ActionError carrying the same `type`, `issues` and `fields` is
 * serialized with them (its own properties), and src/middleware.ts answers it as any refusal of input.
 */
export class FieldRefusal extends ActionError {
  readonly type = 'AstroActionInputError';
  readonly issues: RefusedIssue[];
  readonly fields: Record<string, string[]>;

  constructor(field: string, message: string) {
    super({ code: 'BAD_REQUEST', message });
    this.issues = [{ path: [field], message }];
    this.fields = { [field]: [message] };
  }
}
