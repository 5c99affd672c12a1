// Back-in-stock requests on the shop's server (docs/notifications.md "Back in stock"): the actions' work. PocketBase
// does the rest in one transaction each (pocketbase/pb_hooks/lib/stock-alerts.js): the request, the code in the
// outbox, the tries. A refusal comes back as an ActionError with the sentence in the page's language.
import { ActionError, type ActionErrorCode } from 'astro:actions';
import type { z } from 'zod';
import type { Locale } from '../../lib/i18n';
import { NEPALI_MOBILE, normalisePhone } from '../../lib/phone';
import {
  postStockAlert,
  postStockAlertCode,
  type StockAlertAnswer,
  type StockAlertRefusal,
} from '../../lib/data/stock-alerts.server';
import type { askStockAlertInput, confirmStockAlertInput } from './contract';
import { CODE_PATTERN, readCode, refusalSentence } from './rules';

/** How the island tells a refusal apart: try again (BAD_REQUEST), start over (CONFLICT), wait (TOO_MANY_REQUESTS). */
const CODES: Record<StockAlertRefusal, ActionErrorCode> = {
  invalid_phone: 'BAD_REQUEST',
  invalid_code: 'BAD_REQUEST',
  wrong_code: 'BAD_REQUEST',
  not_found: 'NOT_FOUND',
  orderable: 'CONFLICT',
  expired: 'CONFLICT',
  too_many_attempts: 'CONFLICT',
  too_many_codes: 'TOO_MANY_REQUESTS',
  codes_busy: 'TOO_MANY_REQUESTS',
};

function refuse(refusal: StockAlertRefusal, locale: Locale, attemptsLeft?: number): never {
  throw new ActionError({ code: CODES[refusal], message: refusalSentence(refusal, locale, attemptsLeft) });
}

function okOrRefuse<T>(answer: StockAlertAnswer<T>, locale: Locale): T {
  if ('ok' in answer) return answer.ok;
  return refuse(answer.refused, locale, answer.attemptsLeft);
}

/** Asks for a code to `phone`: the request's id and when the code expires. */
export async function askStockAlert(
  input: z.output<typeof askStockAlertInput>,
  locale: Locale,
): Promise<{ request: string; expires: string }> {
  const phone = normalisePhone(input.phone);
  if (!NEPALI_MOBILE.test(phone)) refuse('invalid_phone', locale);
  return okOrRefuse(await postStockAlert(input.product, phone, locale), locale);
}

/** The code the shopper typed: the request is active when it is right. */
export async function confirmStockAlert(
  input: z.output<typeof confirmStockAlertInput>,
  locale: Locale,
): Promise<{ active: true }> {
  const code = readCode(input.code);
  if (!CODE_PATTERN.test(code)) refuse('invalid_code', locale);
  okOrRefuse(await postStockAlertCode(input.request, code), locale);
  return { active: true };
}
