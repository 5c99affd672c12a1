// What the islands do with an action's answer: server field errors (if the
// server's rules caught something the browser missed) back onto the fields.
import { isInputError } from 'astro:actions';

/** Field → first message, from an ActionInputError; {} for any other error. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isInputError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  );
}

/** Moves focus to the first field with an error, in form order. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, unknown>): void {
  if (!form) return;
  const fields = Array.from(form.elements) as HTMLInputElement[];
  fields.find((field) => field.name && field.name in errors)?.focus();
}
