// Feedback form (docs/rules.md §2 Feedback, §5: rating 1-5 required, Nepali mobile and
// comment required, order ID optional; prefilled from ?phone=&orderid=).
// After submitting, a thank-you in Nepali with a link to /products.
import { type SubmitEvent, useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { showToast } from '../../components/ui/toast';
import SubmitButton from '../../components/ui/SubmitButton';
import { PHONE_INPUT_MAX, phoneFieldValue, phoneHint } from '../../lib/phone';
import FormField, { formSubmitButton } from './FormField';
import ThankYou from './ThankYou';
import {
  FEEDBACK_MAX,
  RATING_MAX,
  type FeedbackField,
  feedbackPrefill,
  feedbackToasts,
  validateFeedback,
} from './rules';
import { useSubmission } from './use-submission';
import { useLocale, withLocale } from '../../components/ui/locale';
import { formatNumber } from '../../lib/money';
import { localizedPath } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

const RATING_WORDS = [
  m.fb_rating_poor,
  m.fb_rating_fair,
  m.fb_rating_good,
  m.fb_rating_very_good,
  m.fb_rating_excellent,
];

export default withLocale(function FeedbackForm() {
  const locale = useLocale();
  const ratingWord = (n: number) => RATING_WORDS[n - 1]?.({}, { locale });
  const [rating, setRating] = useState(0);
  const [phone, setPhone] = useState('');
  const [orderId, setOrderId] = useState('');
  const [comment, setComment] = useState('');
  const toasts = feedbackToasts(locale);
  const { errors, setErrors, status, submitting, formRef, formProps, thanksRef, clearError, send } =
    useSubmission<FeedbackField>(toasts, locale);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const prefill = feedbackPrefill(window.location.search);
    if (prefill.phone) setPhone(prefill.phone);
    if (prefill.orderId) setOrderId(prefill.orderId);
    setReady(true);
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    const input = { rating, phone, orderId, comment };
    const found = validateFeedback(input, locale);
    if (found.rating) {
      setErrors(found);
      showToast({ ...toasts.ratingRequired, variant: 'destructive' });
      formRef.current?.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
      return;
    }
    await send(found, () => actions.submitFeedback(input));
  }

  if (status === 'submitted') {
    return (
      <ThankYou testId="feedback-thank-you">
        <h2
          ref={thanksRef}
          tabIndex={-1}
          lang="ne"
          className="mt-5 text-2xl font-bold leading-relaxed text-gray-900 outline-none"
        >
          धन्यवाद! तपाईंको प्रतिक्रिया हाम्रो लागि महत्त्वपूर्ण छ।
        </h2>
        <p className="mt-2 text-gray-600">{m.fb_thanks_text({}, { locale })}</p>
        <a
          href={localizedPath('/products', locale)}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-light"
        >
          {m.cart_continue_shopping({}, { locale })} <span aria-hidden="true">→</span>
        </a>
      </ThankYou>
    );
  }

  return (
    <form
      {...formProps}
      onSubmit={onSubmit}
      className="space-y-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5 md:p-10"
    >
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="text-sm font-semibold text-gray-800">
          {m.fb_experience_question({}, { locale })}
          <span className="text-red-600"> *</span>
        </legend>
        <div className="mt-3 flex items-center gap-1">
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
            <label key={n} className="group cursor-pointer" title={ratingWord(n)}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  clearError('rating');
                }}
                className="peer sr-only"
                aria-label={(n > 1 ? m.fb_rating_star_other : m.fb_rating_star_one)(
                  { count: formatNumber(n, locale), word: ratingWord(n) ?? '' },
                  { locale },
                )}
              />
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={`h-10 w-10 rounded-lg p-0.5 transition peer-focus-visible:ring-4 peer-focus-visible:ring-brand/25 ${
                  n <= rating
                    ? 'fill-amber-400 text-amber-400'
                    : 'fill-transparent text-gray-300 group-hover:text-amber-300'
                }`}
                stroke="currentColor"
                strokeWidth="1.5"
              >
                <path
                  d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z"
                  strokeLinejoin="round"
                />
              </svg>
            </label>
          ))}
          <span className="ml-3 text-sm font-medium text-gray-600" aria-live="polite">
            {rating > 0 ? ratingWord(rating) : m.fb_tap_to_rate({}, { locale })}
          </span>
        </div>
        {errors.rating && (
          <p id="rating-error" className="mt-1.5 text-sm text-red-600">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          id="phone"
          label={m.checkout_phone_number({}, { locale })}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98XXXXXXXX"
          maxLength={PHONE_INPUT_MAX}
          value={phone}
          onChange={(v) => {
            setPhone(phoneFieldValue(v));
            clearError('phone');
          }}
          error={errors.phone}
          hint={phoneHint(locale)}
        />
        <FormField
          id="orderId"
          label={m.fb_order_id_label({}, { locale })}
          required={false}
          autoComplete="off"
          placeholder="ORD-123456"
          maxLength={FEEDBACK_MAX.orderId}
          value={orderId}
          onChange={(v) => {
            setOrderId(v);
            clearError('orderId');
          }}
          error={errors.orderId}
        />
      </div>
      <FormField
        id="comment"
        label={m.fb_comment_label({}, { locale })}
        multiline
        placeholder={m.fb_comment_placeholder({}, { locale })}
        maxLength={FEEDBACK_MAX.comment}
        value={comment}
        onChange={(v) => {
          setComment(v);
          clearError('comment');
        }}
        error={errors.comment}
      />
      <SubmitButton
        busy={submitting}
        busyLabel={m.fb_submitting({}, { locale })}
        disabled={!ready}
        className={formSubmitButton}
      >
        {m.fb_submit_feedback({}, { locale })}
      </SubmitButton>
    </form>
  );
});
