// The send cycle both page forms share (docs/rules.md §2 QR page and Feedback, §4: idle → submitting → submitted):
// browser-found errors stop the send and focus the first field; the server's field errors come back onto the
// fields with the failure toast (or the rate limit's message); success shows the success toast, and the thank-you
// heading takes focus.
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../lib/i18n';
import { showToast } from '../../components/ui/toast';
import { tooManyRequestsMessage } from '../../lib/rate-limits/too-many-requests';
import type { FieldErrors, ToastText } from './rules';
import { focusFirstError, serverFieldErrors } from './submit';

export type SubmissionStatus = 'idle' | 'submitting' | 'submitted';

interface Toasts {
  success: ToastText;
  failure: ToastText;
}

/** `toasts` and `locale`: the page's language (the server answers in it too: it reads the page from the request). */
export function useSubmission<F extends string>(toasts: Toasts, locale: Locale) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status === 'submitted') thanksRef.current?.focus();
  }, [status]);

  /** Clears one field's error once the shopper changes it. */
  const clearError = (field: F) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Sends the form unless `found` (the browser's check) has errors. */
  async function send(found: FieldErrors<F>, request: () => Promise<{ error?: unknown }>): Promise<void> {
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    setStatus('submitting');
    try {
      const { error } = await request();
      if (error) {
        const fields = serverFieldErrors(error) as FieldErrors<F>;
        setErrors(fields);
        setStatus('idle');
        showToast({
          ...toasts.failure,
          description: tooManyRequestsMessage(error, locale) ?? toasts.failure.description,
          variant: 'destructive',
        });
        focusFirstError(formRef.current, fields);
        return;
      }
    } catch {
      setStatus('idle');
      showToast({ ...toasts.failure, variant: 'destructive' });
      return;
    }
    setStatus('submitted');
    showToast({ ...toasts.success, variant: 'success' });
  }

  const submitting = status === 'submitting';
  /** The form element's shared attributes: posted by the island only (noValidate: the rules above check it). */
  const formProps = { ref: formRef, method: 'post', noValidate: true, 'aria-busy': submitting } as const;

  return { errors, setErrors, status, setStatus, submitting, formRef, formProps, thanksRef, clearError, send };
}
