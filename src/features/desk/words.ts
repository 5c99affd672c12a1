// What the order desk says, in English (its words as they always were) or Nepali (docs/i18n.md): status names,
// buttons, notices and the texts built from an order's data. Pure. Order numbers, phone numbers and lot codes stay in
// Latin digits in both languages (docs/rules.md "Numbers in Nepali"); money, counts, times and dates are Nepali's on
// the Nepali desk.
import { dateLine, nepaliDayAndTime } from '../../lib/bikram-sambat';
import type { Locale } from '../../lib/i18n';
import { formatNumber } from '../../lib/money';
import * as m from '../../paraglide/messages.js';
import { canChange, isOrderStatus, needsReason, REASON_MAX_LENGTH } from '../orders/lifecycle';
import type { OrderLine } from '../../lib/data/orders.parse';
import { staffEmailOf } from '../../lib/data/order-history.parse';
import { MAX_EXPORT_DAYS, nepalDateTime, type ExportProblem } from './nepal-time';
import { packingKindName } from '../packing/words';
import { CONFIRM_WAITS_FOR_PAYMENT } from '../payments/state';

/** An order status as the desk names it; a status the lifecycle does not know is shown as stored. */
export function deskStatusName(status: string, locale: Locale): string {
  switch (status) {
    case 'Open':
      return m.desk_status_open({}, { locale });
    case 'Confirmed':
      return m.desk_status_confirmed({}, { locale });
    case 'Out for Delivery':
      return m.desk_status_out_for_delivery({}, { locale });
    case 'Delivered':
      return m.desk_status_delivered({}, { locale });
    case 'Cancelled':
      return m.desk_status_cancelled({}, { locale });
    case 'Delivery failed':
      return m.desk_status_delivery_failed({}, { locale });
    default:
      return status;
  }
}

/** The label of a status change button ("Confirm", "Send out for delivery", ...). */
export function actionLabel(to: string, locale: Locale = 'en'): string {
  switch (to) {
    case 'Confirmed':
      return m.desk_action_confirm({}, { locale });
    case 'Out for Delivery':
      return m.desk_action_send_out({}, { locale });
    case 'Delivered':
      return m.desk_action_delivered({}, { locale });
    case 'Cancelled':
      return m.desk_action_cancel({}, { locale });
    case 'Delivery failed':
      return m.desk_action_failed({}, { locale });
    default:
      return deskStatusName(to, locale);
  }
}

/** What the desk says about its session and PocketBase (the sign-in page, every page's failures). */
export type DeskNotice = 'expired' | 'down' | 'failed' | 'wrong' | 'limited' | 'missing' | 'signOutFailed';

export function deskMessage(notice: DeskNotice, locale: Locale): string {
  switch (notice) {
    case 'expired':
      return m.desk_msg_expired({}, { locale });
    case 'down':
      return m.desk_msg_down({}, { locale });
    case 'failed':
      return m.desk_msg_failed({}, { locale });
    case 'wrong':
      return m.desk_msg_wrong({}, { locale });
    case 'limited':
      return m.desk_msg_limited({}, { locale });
    case 'missing':
      return m.desk_msg_missing({}, { locale });
    case 'signOutFailed':
      return m.desk_msg_sign_out_failed({}, { locale });
  }
}

/** Why an export's dates were refused, shown beside the export form (src/pages/desk/export.ts sends the code back). */
export function exportProblemText(problem: ExportProblem, locale: Locale): string {
  switch (problem) {
    case 'dates':
      return m.desk_export_problem_dates({}, { locale });
    case 'order':
      return m.desk_export_problem_order({}, { locale });
    case 'span':
      return m.desk_export_problem_span({ days: formatNumber(MAX_EXPORT_DAYS, locale) }, { locale });
  }
}

/** "Publish now"'s outcome (src/pages/desk/publish.ts sends the code back); "" for anything else. */
export function publishNotice(code: string | null, locale: Locale): string {
  switch (code) {
    case 'queued':
      return m.desk_publish_queued({}, { locale });
    case 'down':
      return m.desk_publish_down({}, { locale });
    case 'refused':
      return m.desk_publish_refused({}, { locale });
    case 'failed':
      return m.desk_msg_failed({}, { locale });
    default:
      return '';
  }
}

/** A site build's status (site_builds: queued, running, succeeded, failed); anything else as stored. */
export function buildStatusName(status: string, locale: Locale): string {
  switch (status) {
    case 'queued':
      return m.desk_build_queued({}, { locale });
    case 'running':
      return m.desk_build_running({}, { locale });
    case 'succeeded':
      return m.desk_build_succeeded({}, { locale });
    case 'failed':
      return m.desk_build_failed({}, { locale });
    default:
      return status;
  }
}

/**
 * An instant in Nepal time: "2026-11-24 14:30" on the English desk; on the Nepali desk the day as Nepali pages write
 * it (Bikram Sambat first, `dateLine`) and the time in Devanagari digits. "" for an unreadable date.
 */
export function deskDateTime(iso: string, locale: Locale): string {
  const text = nepalDateTime(iso);
  if (locale === 'en' || !text) return text;
  const at = nepaliDayAndTime(iso);
  return at ? `${at.day} ${at.time}` : '';
}

/** A day ("YYYY-MM-DD", Nepal's) as the desk names it: as typed in English, as Nepali pages write it in Nepali. */
export function deskDay(day: string, locale: Locale): string {
  return locale === 'en' ? day : dateLine(day, 'ne') || day;
}

/**
 * Who made a history entry (pocketbase/pb_hooks/lib/order-history.js): the shopper (placing it on the website), the
 * shop, the operator or a staff member (`staffName`: their name, src/features/desk/history.server.ts).
 */
export function deskActor(actor: string, locale: Locale, staffName = ''): string {
  // A staff member by name when the account has one, by sign-in email otherwise.
  const email = staffEmailOf(actor);
  if (email) return m.desk_actor_staff({ who: staffName || email }, { locale });
  if (locale === 'en') return actor || 'shop';
  if (!actor || actor === 'shop') return m.desk_actor_shop({}, { locale });
  if (actor === 'shopper') return m.desk_actor_shopper({}, { locale });
  if (actor === 'operator') return m.desk_actor_operator({}, { locale });
  return actor;
}

/** A history entry's heading: the placement, the status it moved to, an edit, or a stock change or correction. */
export function historyKindName(kind: string, status: string, locale: Locale): string {
  if (kind === 'placed') return m.desk_history_placed({}, { locale });
  if (kind === 'status') return deskStatusName(status, locale);
  if (kind === 'edited') return m.desk_history_edited({}, { locale });
  if (kind === 'delivery_day') return m.desk_history_day_moved({}, { locale });
  if (packingKindName(kind, locale)) return packingKindName(kind, locale);
  if (kind === 'cash_collected') return m.cash_history_collected({}, { locale });
  if (kind === 'refused') return m.cash_history_refused({}, { locale });
  if (kind === 'settled') return m.cash_history_settled({}, { locale });
  if (kind === 'cash_undone') return m.cash_history_undone({}, { locale });
  return kind === 'stock' ? m.desk_history_stock({}, { locale }) : m.desk_history_correction({}, { locale });
}

/** The words for an order's editable fields (pocketbase/pb_hooks/lib/order-events.js EDITABLE_FIELDS). */
const FIELD_WORDS: Record<string, (locale: Locale) => string> = {
  customerName: (locale) => m.desk_field_name({}, { locale }),
  phone: (locale) => m.desk_field_phone({}, { locale }),
  email: (locale) => m.desk_field_email({}, { locale }),
  district: (locale) => m.desk_field_address({}, { locale }),
  city: (locale) => m.desk_field_address({}, { locale }),
  landmark: (locale) => m.desk_field_address({}, { locale }),
  notes: (locale) => m.desk_field_notes({}, { locale }),
  estimatedDelivery: (locale) => m.desk_field_delivery_date({}, { locale }),
  orderChannel: (locale) => m.desk_field_channel({}, { locale }),
  substitution: (locale) => m.packing_field_choice({}, { locale }),
  // Cleared by the shop when an operator deletes the point or route of a delivered or cancelled order.
  pickup_point: (locale) => m.desk_field_pickup({}, { locale }),
  route: (locale) => m.desk_field_route({}, { locale }),
  orderDate: (locale) => m.desk_field_order_date({}, { locale }),
  language: (locale) => m.desk_field_language({}, { locale }),
  legacy_status: (locale) => m.desk_field_legacy_status({}, { locale }),
  // Reworded while the order keeps its status (lib/order-events.js editsOf): the shopper reads it.
  status_reason: (locale) => m.desk_field_status_reason({}, { locale }),
};

/**
 * What an `edited` history entry changed, in words, in the order the order's page shows them ("Changed: phone,
 * address"); empty when it names no field.
 */
export function editedFieldsText(fields: string[], locale: Locale): string {
  const named = Object.entries(FIELD_WORDS).filter(([field]) => fields.includes(field));
  const words = [...new Set(named.map(([, word]) => word(locale)))];
  return words.length > 0 ? m.desk_edited_fields({ fields: words.join(', ') }, { locale }) : '';
}

/** Which lot (or lots) to pick a line from, so the package gets the right QR label (docs/order-desk.md). */
export function pickText(item: Pick<OrderLine, 'lot' | 'lots'>, locale: Locale): string {
  if (item.lots?.length) {
    const lots = item.lots
      .map((d) => m.desk_pick_lot({ code: d.code, quantity: formatNumber(d.quantity, locale) }, { locale }))
      .join(', ');
    return m.desk_pick({ lots }, { locale });
  }
  return item.lot ? m.desk_lot({ code: item.lot }, { locale }) : '';
}

/**
 * Why PocketBase refused a status change (a 400 from pocketbase/pb_hooks/desk.pb.js, whose sentences are English),
 * worked out again from the same lifecycle table for the Nepali desk; `english`, PocketBase's sentence, names the one
 * refusal the table cannot: an order still waiting for its wallet payment.
 */
export function refusalText(from: string, to: string, reason: string, locale: Locale, english = ''): string {
  const name = (status: string) => deskStatusName(status, locale);
  if (english === CONFIRM_WAITS_FOR_PAYMENT) return m.desk_refused_awaiting_payment({}, { locale });
  if (from === to) return m.desk_refused_already({ status: name(from) }, { locale });
  if (!isOrderStatus(to) || !canChange(from, to)) {
    return m.desk_refused_not_allowed({ from: name(from), to: name(to) }, { locale });
  }
  // The only other refusal of this step: cash is due, so it goes through the cash form (desk.pb.js).
  if (from === 'Out for Delivery' && to === 'Delivered') return m.cashdesk_refused_cash_due({}, { locale });
  const text = reason.trim();
  if (needsReason(to) && text === '') return m.desk_refused_reason_missing({ status: name(to) }, { locale });
  if (text.length > REASON_MAX_LENGTH) {
    return m.desk_refused_reason_long({ max: formatNumber(REASON_MAX_LENGTH, locale) }, { locale });
  }
  return m.desk_refused({}, { locale });
}

/** "Changed by someone else": the order is now `status` (a 409 from the compare-and-set route). */
export function conflictText(status: string, locale: Locale): string {
  return m.desk_conflict({ status: deskStatusName(status, locale) }, { locale });
}

/** Why the shop did not send a message, by how the hook notes it (pocketbase/pb_hooks/lib/shopper-messages.js). */
const NOT_SENT_WORDS: [string, (locale: Locale) => string][] = [
  ['not sent: no provider', (locale) => m.desk_message_no_provider({}, { locale })],
  ['not sent: no mail server', (locale) => m.desk_message_no_mail_server({}, { locale })],
  ['not sent: the shopper asked', (locale) => m.desk_message_opted_out({}, { locale })],
  ['not sent: the order has no', (locale) => m.desk_message_no_mobile({}, { locale })],
  ['not sent: no template', (locale) => m.desk_message_no_template({}, { locale })],
  ['not sent: the step was taken back', (locale) => m.desk_message_taken_back({}, { locale })],
];

/** A message's state in the staff member's language: whether it went, and if not, why or until when. */
/**
 * How the message went beyond its state: the attempts when there were more than one, and what the phone network said
 * (a delivery report). "" when there is nothing more to say.
 */
export function messageDeliveryText(message: { attempts: number; receipt: string }, locale: Locale): string {
  const parts: string[] = [];
  if (message.attempts > 1)
    parts.push(m.desk_message_attempts({ count: formatNumber(message.attempts, locale) }, { locale }));
  const receipt = RECEIPT_WORDS[message.receipt];
  if (receipt) parts.push(receipt(locale));
  return parts.join(' · ');
}

const RECEIPT_WORDS: Record<string, ((locale: Locale) => string) | undefined> = {
  delivered: (locale) => m.desk_receipt_delivered({}, { locale }),
  not_delivered: (locale) => m.desk_receipt_not_delivered({}, { locale }),
  taken: (locale) => m.desk_receipt_taken({}, { locale }),
  waiting: (locale) => m.desk_receipt_waiting({}, { locale }),
  refused: (locale) => m.desk_receipt_refused({}, { locale }),
};

export function messageStateText(message: { state: string; note: string; sendAfter: string }, locale: Locale): string {
  switch (message.state) {
    case 'queued':
      return m.desk_message_queued({}, { locale });
    case 'held':
      return m.desk_message_held({ time: deskDateTime(message.sendAfter, locale) }, { locale });
    case 'sending':
      return m.desk_message_sending({}, { locale });
    case 'sent':
      return m.desk_message_sent({}, { locale });
    case 'failed':
      return m.desk_message_failed({}, { locale });
    case 'given_up':
      return m.desk_message_given_up({}, { locale });
    default: {
      const known = NOT_SENT_WORDS.find(([start]) => message.note.startsWith(start));
      return known ? known[1](locale) : m.desk_message_not_sent({}, { locale });
    }
  }
}
