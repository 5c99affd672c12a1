// The closed_days collection, read by the order desk with the staff member's client (staff may read, never write:
// pocketbase/pb_migrations/1732004910_desk_reads_closed_days.js): a day's packing list and route sheet say when the
// day was closed after orders were booked on it (src/features/desk/DayNotice.astro).
import { parseClosure, type Closure } from './closed-days.parse';
import type { ClosedDaysResponse } from './pocketbase-types';
import type { StaffClient } from './staff.server';

/** The closure covering `day` (YYYY-MM-DD, first and last day included), or null when it is open. */
export async function readClosureOn(pb: StaffClient, day: string): Promise<Closure | null> {
  // Closed days are stored at the day's midnight UTC (pocketbase/pb_hooks/lib/delivery-days.js calendarDay).
  const list = await pb.collection('closed_days').getList<ClosedDaysResponse>(1, 1, {
    filter: pb.filter('from <= {:end} && to >= {:start}', {
      start: `${day} 00:00:00.000Z`,
      end: `${day} 23:59:59.999Z`,
    }),
    sort: 'from,id',
    fields: 'name,name_ne',
    skipTotal: true,
  });
  return list.items[0] ? parseClosure(list.items[0]) : null;
}
