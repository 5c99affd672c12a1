// The back-in-stock form (docs/notifications.md "Back in stock"), loaded when the shopper presses "Tell me when it is
// back" (StockAlert.tsx): their mobile number, then the 6-digit code the shop sent by SMS. The server says why it
// refuses (a wrong code with the tries left, an expired code, too many codes), in the page's language.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { actions, isInputError } from 'astro:actions';
import Field, { fieldAria } from '../../components/ui/Field';
import { drawerInput, primaryButton } from '../../components/ui/styles';
import type { Locale } from '../../lib/i18n';
import { localDigits } from '../../lib/money';
import { NEPALI_MOBILE, PHONE_INPUT_MAX, normalisePhone, phoneHint } from '../../lib/phone';
import { tooManyRequestsMessage } from '../../lib/rate-limits/too-many-requests';
import * as m from '../../paraglide/messages.js';
import { CODE_PATTERN, readCode, refusalSentence } from './rules';

type Step = { at: 'phone' } | { at: 'code'; request: string; phone: string } | { at: 'done'; phone: string };

export default function StockAlertForm({ productId, locale }: { productId: string; locale: Locale }) {
  const [step, setStep] = useState<Step>({ at: 'phone' });
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The field of each step takes the focus, so a screen reader and a keyboard follow the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run again on each step, whose field is another element
  useEffect(() => field.current?.focus(), [step.at]);

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = normalisePhone(String(new FormData(event.currentTarget).get('phone') ?? ''));
    if (!NEPALI_MOBILE.test(phone)) {
      setError(phoneHint(locale));
      return;
    }
    setBusy(true);
    setError(null);
    const { data, error: refused } = await actions.askStockAlert({ product: productId, phone });
    setBusy(false);
    if (data) {
      setSaid(null);
      setStep({ at: 'code', request: data.request, phone });
    } else {
      setError(
        tooManyRequestsMessage(refused) ??
          (isInputError(refused) ? phoneHint(locale) : refused.message || m.alert_failed({}, { locale })),
      );
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>, request: string, phone: string) {
    event.preventDefault();
    const code = readCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    if (!CODE_PATTERN.test(code)) {
      setError(refusalSentence('invalid_code', locale));
      return;
    }
    setBusy(true);
    setError(null);
    const { data, error: refused } = await actions.confirmStockAlert({ request, code });
    setBusy(false);
    if (data) {
      setStep({ at: 'done', phone });
      return;
    }
    const message = tooManyRequestsMessage(refused) ?? (refused.message || m.alert_failed({}, { locale }));
    if (refused.code === 'CONFLICT') {
      // Expired, or too many wrong codes: a new code is needed, so back to the number.
      setSaid(message);
      setStep({ at: 'phone' });
    } else setError(message);
  }

  if (step.at === 'done') {
    return (
      <p role="status" className="mt-3 font-medium text-green-800" data-testid="stock-alert-done">
        {m.alert_done({ phone: localDigits(step.phone, locale) }, { locale })}
      </p>
    );
  }

  if (step.at === 'code') {
    const { request, phone } = step;
    return (
      <form className="mt-3 space-y-3" onSubmit={(e) => void confirm(e, request, phone)} noValidate>
        <p role="status" className="text-sm text-gray-700">
          {m.alert_code_sent({ phone: localDigits(phone, locale) }, { locale })}
        </p>
        <Field id="stock-alert-code" label={m.alert_code_label({}, { locale })} error={error}>
          <input
            ref={field}
            id="stock-alert-code"
            name="code"
            className={drawerInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            {...fieldAria('stock-alert-code', error)}
          />
        </Field>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? m.alert_confirming({}, { locale }) : m.alert_confirm({}, { locale })}
        </button>
        <button
          type="button"
          className="text-sm font-medium text-brand underline underline-offset-4"
          onClick={() => {
            setError(null);
            setStep({ at: 'phone' });
          }}
        >
          {m.alert_other_number({}, { locale })}
        </button>
      </form>
    );
  }

  return (
    <form className="mt-3 space-y-3" onSubmit={(e) => void ask(e)} noValidate>
      {said && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {said}
        </p>
      )}
      <Field id="stock-alert-phone" label={m.alert_phone_label({}, { locale })} error={error}>
        <input
          ref={field}
          id="stock-alert-phone"
          name="phone"
          type="tel"
          className={drawerInput}
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX}
          {...fieldAria('stock-alert-phone', error)}
        />
      </Field>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? m.alert_sending({}, { locale }) : m.alert_send_code({}, { locale })}
      </button>
    </form>
  );
}
