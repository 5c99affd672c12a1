// The handler of every action. Each feature's actions.ts declares its actions with Astro's defineAction, whose input
// schema Astro checks before the handler runs (a refusal of input: src/lib/actions/input-refusal.server.ts); the work
// then runs in the language of the page that called, and every failure goes through the one error translator
// (src/lib/actions/errors.server.ts), so it carries a sentence rather than Astro's bare 500.
import type { Locale } from '../i18n';
import { actionLocale } from '../request-locale';
import { toActionError } from './errors.server';

export interface ActionWork<I, R> {
  /**
   * The message a shopper reads when the work fails for any reason not raised on purpose (docs/rules.md §8), in the
   * caller's language (a plain string is sent as is).
   */
  failure: string | ((locale: Locale) => string);
  /** The name failures are logged under (the action's name). */
  context: string;
  /** The work, given the input as the action's schema parsed it and the language its messages are to be in. */
  work: (input: I, locale: Locale) => Promise<R>;
}

/** An action's handler: `work` in the caller's language (src/lib/request-locale.ts), its failures translated. */
export function actionHandler<I, R>({ failure, context, work }: ActionWork<I, R>) {
  return async (input: I, action: { request: Request }): Promise<R> => {
    const locale = actionLocale(action.request);
    try {
      return await work(input, locale);
    } catch (err) {
      throw toActionError(err, typeof failure === 'function' ? failure(locale) : failure, context);
    }
  };
}
