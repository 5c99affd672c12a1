// A labelled input or textarea with its error message, shared by the QR lead
// and feedback forms (errors are announced and linked with aria-describedby).
import type { InputHTMLAttributes } from 'react';

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
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    name: id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${control} ${error ? 'border-red-500' : 'border-gray-200'}`,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
        {required ? (
          <span className="text-red-600"> *</span>
        ) : (
          <span className="font-normal text-gray-500"> (Optional)</span>
        )}
      </label>
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
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
