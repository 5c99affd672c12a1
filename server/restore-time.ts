// The time `npm run restore -- --timestamp <time>` restores to (scripts/restore.mjs).
// A time must say its zone (Z, or an offset such as Nepal's, NEPAL_UTC_OFFSET): without
// one it would mean a different moment on the server than on the operator's
// watch. The dashboard's own form ("2025-06-01 04:45:00.123Z") is accepted too.

import { NEPAL_UTC_OFFSET } from '../src/lib/nepal-time.mjs';

const FORM = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d)(?::(\d\d)(\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)$/i;

export function parseRestoreTime(value: string): { ms: number; iso: string } | { error: string } {
  const m = FORM.exec(value.trim());
  if (!m)
    return {
      error: `not a time with its zone. Write it like 2025-06-01T10:30:00${NEPAL_UTC_OFFSET} (Nepal time) or 2025-06-01T04:45:00Z (UTC).`,
    };
  const [, y, mo, d, h, mi, s = '00', frac = '', zone = 'Z'] = m;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac.slice(0, 4)}${zone.toUpperCase()}`);
  // Date.parse rolls 31 February over into March: the date must be a real one.
  const real = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (
    !Number.isFinite(ms) ||
    real.getUTCMonth() !== Number(mo) - 1 ||
    real.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  )
    return { error: 'no such date or time.' };
  if (ms > Date.now()) return { error: 'that time is in the future.' };
  return { ms, iso: new Date(ms).toISOString() };
}
