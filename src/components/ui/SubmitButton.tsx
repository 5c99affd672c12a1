// A form's submit button with its busy state: while `busy` it is disabled and says `busyLabel` ("Submitting...",
// "Verifying Stock...", "Processing..."); `disabled` keeps it off for other reasons (not hydrated yet, empty cart).
import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  busyLabel: string;
}

export default function SubmitButton({ busy, busyLabel, disabled, children, type = 'submit', ...button }: Props) {
  return (
    <button type={type} disabled={disabled || busy} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}
