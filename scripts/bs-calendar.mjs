// Writes pocketbase/pb_hooks/lib/bs-calendar.json, the BS calendar the hooks convert closed days with
// (pocketbase/pb_hooks/lib/bs-date.js; docs/operators.md "Closed days"): for each BS month of the covered years, the
// AD day it starts on and how many days it has, from `nepali-date-converter` (the package the shop's pages use,
// src/lib/bikram-sambat.ts). PocketBase's hooks cannot load the package, so they read this table; a unit test
// (tests/unit/delivery/bs-calendar.test.ts) compares it with the package month by month, so it cannot drift.
// Run: node scripts/bs-calendar.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import NepaliDateImport from 'nepali-date-converter';

const NepaliDate = NepaliDateImport.default ?? NepaliDateImport;

/** The years covered: from BS 2080 (AD 2023-24) to the package's last, 2090 (AD 2033-34). */
export const FIRST_YEAR = 2080;
export const LAST_YEAR = 2090;
export const TABLE_PATH = fileURLToPath(new URL('../pocketbase/pb_hooks/lib/bs-calendar.json', import.meta.url));

const pad = (n) => String(n).padStart(2, '0');

/** The AD day ("YYYY-MM-DD") of BS year / month (1-12) / day, or "" when the package rolls it into another day. */
export function adOf(year, month, day) {
  try {
    const date = new NepaliDate(year, month - 1, day);
    const bs = date.getBS();
    if (bs.year !== year || bs.month !== month - 1 || bs.date !== day) return '';
    const { year: y, month: m, date: d } = date.getAD();
    return `${y}-${pad(m + 1)}-${pad(d)}`;
  } catch {
    return '';
  }
}

/** The table: the covered years, and for each month (Baisakh of the first year first) [AD first day, days]. */
export function calendarTable() {
  const months = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    for (let month = 1; month <= 12; month++) {
      let days = 32;
      while (!adOf(year, month, days)) days--;
      months.push([adOf(year, month, 1), days]);
    }
  }
  return { firstYear: FIRST_YEAR, lastYear: LAST_YEAR, months };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = calendarTable();
  const lines = table.months.map((m) => `    ${JSON.stringify(m)}`).join(',\n');
  writeFileSync(
    TABLE_PATH,
    `{\n  "firstYear": ${table.firstYear},\n  "lastYear": ${table.lastYear},\n  "months": [\n${lines}\n  ]\n}\n`,
  );
  console.log(`wrote ${TABLE_PATH}: ${table.months.length} months`);
}
