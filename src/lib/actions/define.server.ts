// The one way to declare an action (every feature's actions.ts uses it; src/actions/index.ts registers them). The
// action takes JSON, parses it with the feature's zod schema inside the handler and sends every failure through the
// one error translator (src/lib/actions/errors.server.ts), so each refusal carries a sentence: Astro's own input
// validation would answer with an error whose body has no message. The client still gets the schema's input type.
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { invalidRequest, toActionError } from './errors.server';

/** Parses raw action input with `schema`, or throws BAD_REQUEST (InvalidInput) with a readable message. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidRequest(parsed.error);
  return parsed.data;
}

export interface JsonActionOptions<S extends z.ZodType, R> {
  /** The strict, bounded schema of the action's input. */
  input: S;
  /** The message a shopper reads when the work fails for any reason not raised on purpose (docs/rules.md §8). */
  failure: string;
  /** The name failures are logged under (usually the action's name). */
  context: string;
  handler: (input: z.output<S>) => Promise<R>;
}

/**
 * defineAction for JSON input validated by `input` inside the handler. The declared input is a pass-through typed
 * as the schema's input, so `actions.x(input)` is type-checked in islands while refusals stay readable.
 */
export function jsonAction<S extends z.ZodType, R>({ input, failure, context, handler }: JsonActionOptions<S, R>) {
  type Input = z.input<S>;
  return defineAction<R, 'json', z.ZodCustom<Input, Input>>({
    accept: 'json',
    input: z.custom<Input>(() => true),
    handler: async (raw: unknown) => {
      const parsed = parseInput(input, raw);
      try {
        return await handler(parsed);
      } catch (err) {
        throw toActionError(err, failure, context);
      }
    },
  });
}
