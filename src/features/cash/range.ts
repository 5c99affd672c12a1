// The payout report's range of Nepal days (docs/rules.md "Cash and payouts"): both ends real dates, first not after
// last, at most a year (PocketBase's route checks the same). Pure.
import { isAdDay } from '../../lib/bikram-sambat';

export function payoutRange(from: string, to: string): { from: string; to: string } | null {
  if (!isAdDay(from) || !isAdDay(to) || from > to) return null;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days > 366 ? null : { from, to };
}
