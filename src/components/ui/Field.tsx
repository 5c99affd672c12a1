// A labelled form control with its error message (or, while there is none, its hint), shared by the checkout's
// delivery fields, the product filters and the page forms. The message is linked to the control with
// aria-describedby through fieldAria(), and announced with it.
import type { ReactNode } from 'react';

interface Props {
  /** The control's id; the message's id is `${id}-error` or `${id}-hint`. */
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: string;
  /** The page forms' looser spacing and bolder label; the drawer and the filter sheet use the compact one. */
  roomy?: boolean;
  /** Classes of the label (the compact label's by default). */
  labelClassName?: string;
  children: ReactNode;
}

/** aria attributes linking a control to its error (or hint). */
export function fieldAria(id: string, error?: string | null, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export default function Field({ id, label, error, hint, roomy = false, labelClassName, children }: Props) {
  const gap = roomy ? 'mt-1.5' : 'mt-1';
  return (
    <div>
      <label
        htmlFor={id}
        className={
          labelClassName ??
          (roomy ? 'text-sm font-semibold text-gray-800' : 'mb-1 block text-sm font-medium text-gray-800')
        }
      >
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={`${gap} text-sm text-red-600`}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={`${gap} text-xs text-gray-500`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
