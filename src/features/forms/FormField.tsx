// A labelled input or textarea with its error message, shared by the QR lead
// and feedback forms: the shared Field (ui/Field.tsx) with the required mark or "(Optional)".
import type { InputHTMLAttributes } from 'react';
import Field, { fieldAria } from '../../components/ui/Field';
import { useLocale } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
}

/**
 * The submit button of the page forms (ui/SubmitButton.tsx with this look). Only its colours ease: it is disabled
 * (60% opacity) until the form has hydrated, and a fade to full opacity would show white on a washed-out green for
 * a moment (axe caught one: tests/e2e/a11y-pages.spec.ts, feedback).
 */
export const formSubmitButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-3.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-light disabled:cursor-not-allowed disabled:opacity-60 md:w-auto';

const control =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-gray-900 shadow-sm outline-none transition placeholder:text-gray-400 focus:border-brand focus:ring-4 focus:ring-brand/15';

export default function FormField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = true,
  multiline = false,
  ...input
}: Props) {
  const locale = useLocale();
  const shared = {
    id,
    name: id,
    value,
    required,
    ...fieldAria(id, error, hint),
    className: `${control} ${error ? 'border-red-500' : 'border-gray-200'}`,
  } as const;
  const labelWithMark = (
    <>
      {label}
      {required ? (
        <span className="text-red-600"> *</span>
      ) : (
        <span className="font-normal text-gray-500"> {m.fb_optional({}, { locale })}</span>
      )}
    </>
  );
  return (
    <Field id={id} label={labelWithMark} error={error} hint={hint} roomy>
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          maxLength={input.maxLength}
          placeholder={input.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input {...shared} {...input} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
