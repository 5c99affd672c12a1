// The day sheets' CSV downloads (src/pages/desk/packing.csv.ts, route-sheet.csv.ts): the same checks as their pages,
// answered as plain text in the desk's language when refused (anonymous or expired: 401, a bad day or no route: 400,
// an unknown route: 404), never a 500 for what a client can send. The file is the same in both languages, as the
// order export's.
import type { APIContext } from 'astro';
import { localeOf } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { dayProblemText } from './day-sheets';
import { readSheetRequest, type SheetRequest } from './day-sheets.server';
import type { StaffClient } from '../../lib/data/staff.server';
import { currentStaff } from './session.server';
import { csvFile, downloadFailed, plainAnswer } from './download.server';
import { deskMessage } from './words';

/**
 * Answers a day sheet's CSV: `make` builds the file from the checked request (a place is there when `needPlace`).
 * `name` is the file's name without the day.
 */
export async function dayCsv(
  context: APIContext,
  needPlace: boolean,
  name: string,
  make: (pb: StaffClient, asked: Extract<SheetRequest, { ok: true }>) => Promise<string>,
): Promise<Response> {
  const locale = localeOf(context.originPathname);
  const check = await currentStaff(context).catch(() => null);
  if (check === null) return plainAnswer(m.desk_msg_failed({}, { locale }), 500);
  if (check.kind === 'none' || check.kind === 'expired') return plainAnswer(deskMessage('expired', locale), 401);
  if (check.kind === 'down') return plainAnswer(deskMessage('down', locale), 503);
  try {
    const asked = await readSheetRequest(check.session.pb, context.url.searchParams, needPlace);
    if (!asked.ok) return plainAnswer(dayProblemText(asked.problem, locale), asked.problem === 'unknown' ? 404 : 400);
    return csvFile(await make(check.session.pb, asked), `${name}-${asked.day}.csv`);
  } catch (err) {
    return downloadFailed(err, locale, `${name} CSV`);
  }
}
