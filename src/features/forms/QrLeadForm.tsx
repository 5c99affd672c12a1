// "Get QR For Your Business" lead form (docs/rules.md §2 QR page, §4: idle → submitting
// → submitted; Submit Another resets). Validated in the browser with the same
// rules the submitQrLead action enforces.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { showToast } from '../ui/toast';
import FormField from './FormField';
import {
  EMPTY_QR_LEAD,
  QR_LABELS,
  QR_MAX,
  QR_TOASTS,
  type FieldErrors,
  type QrField,
  type QrLead,
  validateQrLead,
} from './rules';
import { PHONE_HINT } from '../../lib/phone';
import { focusFirstError, serverFieldErrors } from './submit';
import { tooManyRequestsMessage } from '../abuse/too-many-requests';

type Status = 'idle' | 'submitting' | 'submitted';

const INPUTS: Record<
  QrField,
  { type?: string; inputMode?: 'tel' | 'email'; autoComplete: string; placeholder: string; hint?: string }
> = {
  fullName: { autoComplete: 'name', placeholder: 'Your full name' },
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '98XXXXXXXX', hint: PHONE_HINT },
  business: { autoComplete: 'organization', placeholder: 'Your business or brand' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@business.com' },
  nature: { autoComplete: 'off', placeholder: 'e.g. Honey producer, restaurant, grocery store' },
};

export default function QrLeadForm() {
  const [values, setValues] = useState<QrLead>(EMPTY_QR_LEAD);
  const [errors, setErrors] = useState<FieldErrors<QrField>>({});
  const [status, setStatus] = useState<Status>('idle');
  // Until hydrated the form cannot submit (no JavaScript = no GET of personal data into the URL).
  const [ready, setReady] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (status === 'submitted') thanksRef.current?.focus();
  }, [status]);

  const set = (field: QrField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    const found = validateQrLead(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    setStatus('submitting');
    try {
      const { error } = await actions.submitQrLead(values);
      if (error) {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        setStatus('idle');
        showToast({
          ...QR_TOASTS.failure,
          description: tooManyRequestsMessage(error) ?? QR_TOASTS.failure.description,
          variant: 'destructive',
        });
        focusFirstError(formRef.current, fields);
        return;
      }
    } catch {
      setStatus('idle');
      showToast({ ...QR_TOASTS.failure, variant: 'destructive' });
      return;
    }
    setStatus('submitted');
    showToast({ ...QR_TOASTS.success, variant: 'success' });
  }

  function submitAnother() {
    setValues(EMPTY_QR_LEAD);
    setErrors({});
    setStatus('idle');
    // The form re-renders with the empty values; put the shopper back at its start.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus());
  }

  if (status === 'submitted') {
    return (
      <div
        className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5 md:p-12"
        data-testid="qr-thank-you"
      >
        <div
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-leaf/25 text-brand"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 13 4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h3 ref={thanksRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-gray-900 outline-none">
          Thank you for your interest!
        </h3>
        <p className="mt-2 text-gray-600">We have received your details. Our team will reach out soon.</p>
        <button
          type="button"
          onClick={submitAnother}
          className="mt-8 inline-flex items-center rounded-full bg-brand px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-light"
        >
          Submit Another
        </button>
      </div>
    );
  }

  const submitting = status === 'submitting';
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      className="space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5 md:p-10"
    >
      <div className="grid gap-5 md:grid-cols-2">
        {(Object.keys(INPUTS) as QrField[]).map((field) => (
          <div key={field} className={field === 'nature' ? 'md:col-span-2' : undefined}>
            <FormField
              id={field}
              label={QR_LABELS[field]}
              value={values[field]}
              onChange={set(field)}
              error={errors[field]}
              maxLength={QR_MAX[field]}
              {...INPUTS[field]}
            />
          </div>
        ))}
      </div>
      <button
        type="submit"
        disabled={!ready || submitting}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-3.5 text-base font-semibold text-white shadow-sm transition hover:bg-brand-light disabled:cursor-not-allowed disabled:opacity-60 md:w-auto"
      >
        {submitting ? 'Submitting...' : 'Submit'}
      </button>
    </form>
  );
}
