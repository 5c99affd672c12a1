// One way to declare a JSON action whose every failure is an ActionError with a
// readable message. Astro's own input validation answers with an
// ActionInputError whose message is a JSON dump of zod issues (and whose HTTP
// body has no `message` at all); parsing here instead lets every 4xx carry a
// sentence, while the client still gets the schema's input type.
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';

/** Zod issues as one sentence, e.g. "Invalid request: items.0.quantity: Too big: expected number to be <=99." */
export function invalidRequest(error: z.ZodError): ActionError {
  const issues = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return new ActionError({ code: 'BAD_REQUEST', message: `Invalid request: ${issues.join('; ')}${more}.` });
}

/** Parses raw action input with `schema`, or throws BAD_REQUEST with a readable message. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidRequest(parsed.error);
  return parsed.data;
}

/**
 * defineAction for JSON input validated by `schema` inside the handler. The declared input is a pass-through typed
 * as the schema's input, so `actions.x(input)` is type-checked in islands while validation errors stay readable.
 */
export function jsonAction<S extends z.ZodType, R>(schema: S, handler: (input: z.output<S>) => Promise<R>) {
  type Input = z.input<S>;
  return defineAction<R, 'json', z.ZodCustom<Input, Input>>({
    accept: 'json',
    input: z.custom<Input>(() => true),
    handler: (raw: unknown) => handler(parseInput(schema, raw)),
  });
}
