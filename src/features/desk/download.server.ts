// The desk's file downloads (the order export, the payout report, the day sheets: src/pages/desk/*.csv.ts, export.ts):
// the file itself, and the plain-text answers in the desk's language when it cannot be made. Never cached: every
// one holds shoppers' names and phones or money.
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { deskFailure } from './session.server';
import { deskMessage } from './words';

/** A refusal or failure said in a line of text, where no desk page is drawn (a download, the sign-out). */
export const plainAnswer = (message: string, status: number): Response =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** A CSV file the browser saves as `fileName`. */
export const csvFile = (csv: string, fileName: string): Response =>
  new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });

/**
 * The answer when reading a file's rows failed: the session ended (401) or PocketBase is out of reach (503), said as
 * the desk says them; anything else is a bug (here or in PocketBase's hooks), logged as `what`, and a 500 that says
 * nothing of its details.
 */
export function downloadFailed(err: unknown, locale: Locale, what: string): Response {
  const failure = deskFailure(err);
  if (failure === 'expired') return plainAnswer(deskMessage('expired', locale), 401);
  if (failure === 'down') return plainAnswer(deskMessage('down', locale), 503);
  console.error(`[desk] ${what} failed:`, err);
  return plainAnswer(m.desk_msg_failed({}, { locale }), 500);
}
