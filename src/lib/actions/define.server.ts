// The one way to declare an action (every feature's actions.ts uses it; src/actions/index.ts registers them). The
// action takes JSON, parses it with the feature's zod schema inside the handler and sends every failure through the
// one error translator (src/lib/actions/errors.server.ts), so each refusal carries a sentence: Astro's own input
// validation would answer with an error whose body has no message. The client still gets the schema's input type.
//
// Every sentence is in the language of the page that called (src/lib/request-locale.ts, actionLocale): the handler,
// the schema and the failure message are each given that locale.
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import type { Locale } from '../i18n';
import { actionLocale } from '../request-locale';
import { invalidRequest, toActionError } from './errors.server';

/** Parses raw action input with `schema`, or throws BAD_REQUEST (InvalidInput) with a readable message in `locale`. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, locale: Locale = 'en'): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidRequest(parsed.error, locale);
  return parsed.data;
}

export interface JsonActionOptions<S extends z.ZodType, R> {
  /**
   * The strict, bounded schema of the action's input; a function of the locale when its refusals carry the rules'
   * messages (a form's fields), so they come back in the caller's language.
   */
  input: S | ((locale: Locale) => S);
  /**
   * The message a shopper reads when the work fails for any reason not raised on purpose (docs/rules.md §8), in the
   * caller's language (a plain string is sent as is).
   */
  failure: string | ((locale: Locale) => string);
  /** The name failures are logged under (usually the action's name). */
  context: string;
  /** The work, given the parsed input and the language its messages are to be in. */
  handler: (input: z.output<S>, locale: Locale) => Promise<R>;
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
    handler: async (raw: unknown, action) => {
      const locale = actionLocale(action.request);
      const parsed = parseInput(typeof input === 'function' ? input(locale) : input, raw, locale);
      try {
        return await handler(parsed, locale);
      } catch (err) {
        throw toActionError(err, typeof failure === 'function' ? failure(locale) : failure, context);
      }
    },
  });
}
