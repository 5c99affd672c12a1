// "Get QR For Your Business" lead form (docs/rules.md §2 QR page, §4: idle → submitting
// → submitted; Submit Another resets). Validated in the browser with the same
// rules the submitQrLead action enforces.
import { type SubmitEvent, useState } from 'react';
import { actions } from 'astro:actions';
import SubmitButton from '../../components/ui/SubmitButton';
import { useMounted } from '../../components/ui/use-mounted';
import FormField, { formSubmitButton } from './FormField';
import ThankYou from './ThankYou';
import { EMPTY_QR_LEAD, QR_MAX, type QrField, type QrLead, qrLabel, qrToasts, validateQrLead } from './rules';
import { phoneHint } from '../../lib/phone';
import { useSubmission } from './use-submission';
import { useLocale, withLocale } from '../../components/ui/locale';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

const inputs = (
  locale: Locale,
): Record<
  QrField,
  { type?: string; inputMode?: 'tel' | 'email'; autoComplete: string; placeholder: string; hint?: string }
> => ({
  fullName: { autoComplete: 'name', placeholder: m.fb_qr_name_placeholder({}, { locale }) },
  mobile: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '98XXXXXXXX',
    hint: phoneHint(locale),
  },
  business: { autoComplete: 'organization', placeholder: m.fb_qr_business_placeholder({}, { locale }) },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@business.com' },
  nature: { autoComplete: 'off', placeholder: m.fb_qr_nature_placeholder({}, { locale }) },
});

export default withLocale(function QrLeadForm() {
  const locale = useLocale();
  const fields = inputs(locale);
  const [values, setValues] = useState<QrLead>(EMPTY_QR_LEAD);
  const { errors, setErrors, status, setStatus, submitting, formRef, formProps, thanksRef, clearError, send } =
    useSubmission<QrField>(qrToasts(locale), locale);
  // Until hydrated the form cannot submit (no JavaScript = no GET of personal data into the URL).
  const ready = useMounted();

  const set = (field: QrField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field);
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    await send(validateQrLead(values, locale), () => actions.submitQrLead(values));
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
      <ThankYou testId="qr-thank-you">
        <h3 ref={thanksRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-gray-900 outline-none">
          {m.fb_qr_thanks_title({}, { locale })}
        </h3>
        <p className="mt-2 text-gray-600">{m.fb_qr_thanks_text({}, { locale })}</p>
        <button
          type="button"
          onClick={submitAnother}
          className="mt-8 inline-flex items-center rounded-full bg-brand px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-light"
        >
          {m.fb_qr_submit_another({}, { locale })}
        </button>
      </ThankYou>
    );
  }

  return (
    <form
      {...formProps}
      onSubmit={onSubmit}
      className="space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5 md:p-10"
    >
      <div className="grid gap-5 md:grid-cols-2">
        {(Object.keys(fields) as QrField[]).map((field) => (
          <div key={field} className={field === 'nature' ? 'md:col-span-2' : undefined}>
            <FormField
              id={field}
              label={qrLabel(field, locale)}
              value={values[field]}
              onChange={set(field)}
              error={errors[field]}
              maxLength={QR_MAX[field]}
              {...fields[field]}
            />
          </div>
        ))}
      </div>
      <SubmitButton
        busy={submitting}
        busyLabel={m.fb_submitting({}, { locale })}
        disabled={!ready}
        className={formSubmitButton}
      >
        {m.fb_qr_submit({}, { locale })}
      </SubmitButton>
    </form>
  );
});
