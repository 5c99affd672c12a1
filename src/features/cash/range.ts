// The payout report's range of Nepal days (docs/rules.md "Cash and payouts"): both ends real dates, first not after
// last, at most a year (PocketBase's route checks the same). Pure.
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const back = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(back.getTime()) && back.toISOString().slice(0, 10) === value;
}

export function payoutRange(from: string, to: string): { from: string; to: string } | null {
  if (!isDay(from) || !isDay(to) || from > to) return null;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days > 366 ? null : { from, to };
}
