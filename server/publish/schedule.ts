// When the next scheduled rebuild is due. PUBLISH_SCHEDULE takes an interval
// ("45m", "1h", "2d") or a five-field cron expression ("0 * * * *",
// "*/15 6-20 * * 1-5"), evaluated in the machine's local time. Pure: the
// caller passes the current time. Cron expressions are read by croner (a
// maintained parser: ranges, steps, lists, names like MON, and cron's rule
// that either day field may match); only the interval form is ours.
import { Cron } from 'croner';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Parses a schedule. Returns { describe, nextAfter(date) -> Date }.
 * Throws with a clear message on anything it does not understand.
 */
export function parseSchedule(spec: string = '1h'): { describe: string; nextAfter: (date: Date) => Date } {
  const text = String(spec).trim();
  const interval = /^(\d+)\s*([smhd])$/i.exec(text);
  if (interval) {
    const ms = Number(interval[1]) * UNIT_MS[interval[2].toLowerCase() as 's' | 'm' | 'h' | 'd'];
    if (ms < 60_000) throw new Error('A rebuild interval must be at least 1 minute');
    return { describe: `every ${text}`, nextAfter: (date) => new Date(date.getTime() + ms) };
  }
  if (text.split(/\s+/).length !== 5)
    throw new Error(`Schedule "${text}" is neither an interval like "1h" nor a 5-field cron expression`);
  let cron: Cron;
  try {
    // Five fields only (minute precision: no seconds field, so no rebuild every second); paused: croner only
    // computes the dates here, the publisher sets its own timer.
    cron = new Cron(text, { mode: '5-part', paused: true });
  } catch (err) {
    throw new Error(`Schedule "${text}" is not a valid cron expression: ${err instanceof Error ? err.message : err}`);
  }
  const nextAfter = (date: Date) => {
    const next = cron.nextRun(date);
    if (!next) throw new Error(`Schedule "${text}" never fires`);
    return next;
  };
  nextAfter(new Date()); // refuses at start-up an expression that never fires ("0 0 30 2 *")
  return { describe: `cron "${text}"`, nextAfter };
}
