// The delivery day or pickup point the shopper chose in the checkout, kept for the tab (sessionStorage) for an hour so
// that a reload on a poor connection or a switch of language offers it again instead of the first open day. Only a
// hint: the picker selects it only when the shop still offers it for the same delivery area (DeliveryDayPicker.tsx).
import { isRecord, parseJson, text } from '../../lib/read';
import { sessionForget, sessionRead, sessionWrite } from '../../lib/session-store';

const KEY = 'krishi-day-choice';
/** A choice older than this is another visit's: a tab left open for days starts from the first open day again. */
const KEPT_MS = 60 * 60_000;

export interface DayWish {
  day: string;
  pickupPoint: string;
}

/** The choice kept for this delivery area (the branch the shopper picked), or null. */
export function wishedDay(branchId: string): DayWish | null {
  const v = parseJson(sessionRead(KEY) ?? '');
  if (!isRecord(v) || v.branch !== branchId || text(v.day) === '') return null;
  if (!(typeof v.at === 'number' && Date.now() - v.at >= 0 && Date.now() - v.at < KEPT_MS)) return null;
  return { day: text(v.day), pickupPoint: text(v.pickupPoint) };
}

/** Keeps the shopper's choice for this delivery area. */
export function keepDayWish(branchId: string, wish: DayWish): void {
  sessionWrite(KEY, JSON.stringify({ branch: branchId, ...wish, at: Date.now() }));
}

/** An order was placed (or queued to be sent): the next one starts from the first open day again. */
export function forgetDayWish(): void {
  sessionForget(KEY);
}
