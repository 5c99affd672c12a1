// When the next scheduled rebuild is due. PUBLISH_SCHEDULE takes an interval
// ("45m", "1h", "2d") or a five-field cron expression ("0 * * * *",
// "*/15 6-20 * * 1-5"), evaluated in the machine's local time. Pure: the
// caller passes the current time.

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const CRON_RANGES = [
  [0, 59], // minute
  [0, 23], // hour
  [1, 31], // day of month
  [1, 12], // month
  [0, 7], // day of week (0 and 7 are both Sunday)
];

function parseCronField(field, [min, max], index) {
  const allowed = new Set();
  for (const part of field.split(',')) {
    const match = /^(\*|\d+(?:-\d+)?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Invalid cron field "${field}"`);
    const [, range, stepText] = match;
    const step = stepText ? Number(stepText) : 1;
    const bounds = range === '*' ? [min, index === 4 ? 6 : max] : range.split('-').map(Number);
    const from = bounds[0];
    let to = bounds[1];
    if (to === undefined) to = stepText ? max : from;
    if (step < 1 || from < min || to > max || from > to) throw new Error(`Cron field "${field}" is out of range`);
    for (let v = from; v <= to; v += step) allowed.add(index === 4 && v === 7 ? 0 : v);
  }
  return allowed;
}

/**
 * Parses a schedule. Returns { describe, nextAfter(date) -> Date }.
 * Throws with a clear message on anything it does not understand.
 */
export function parseSchedule(spec = '1h') {
  const text = String(spec).trim();
  const interval = /^(\d+)\s*([smhd])$/i.exec(text);
  if (interval) {
    const ms = Number(interval[1]) * UNIT_MS[interval[2].toLowerCase()];
    if (ms < 60_000) throw new Error('A rebuild interval must be at least 1 minute');
    return { describe: `every ${text}`, nextAfter: (date) => new Date(date.getTime() + ms) };
  }
  const fields = text.split(/\s+/);
  if (fields.length !== 5)
    throw new Error(`Schedule "${text}" is neither an interval like "1h" nor a 5-field cron expression`);
  const [minutes, hours, days, months, weekdays] = fields.map((f, i) => parseCronField(f, CRON_RANGES[i], i));
  const anyDay = fields[2] === '*';
  const anyWeekday = fields[4] === '*';
  return {
    describe: `cron "${text}"`,
    nextAfter(date) {
      const t = new Date(date.getTime());
      t.setSeconds(0, 0);
      t.setMinutes(t.getMinutes() + 1);
      // At most a little over four years of minutes: covers "29 2 * *"-style rarities.
      for (let i = 0; i < 2_200_000; i++) {
        // Cron's rule: when both day fields are restricted, either may match.
        const dayOk =
          anyDay || anyWeekday
            ? days.has(t.getDate()) && weekdays.has(t.getDay())
            : days.has(t.getDate()) || weekdays.has(t.getDay());
        if (months.has(t.getMonth() + 1) && dayOk && hours.has(t.getHours()) && minutes.has(t.getMinutes())) return t;
        t.setMinutes(t.getMinutes() + 1);
      }
      throw new Error(`Schedule "${text}" never fires`);
    },
  };
}
