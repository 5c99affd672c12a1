/**
 * CSV for spreadsheets (RFC 4180 with a UTF-8 byte-order mark, so Excel reads Nepali text as UTF-8). Pure.
 * Hand-written because it is a dozen lines: every cell quoted, quotes doubled, CRLF line ends, and a cell starting
 * with = + - @ (or a tab / carriage return) prefixed with ' so a spreadsheet shows it as text instead of running it
 * as a formula (a customer's name or notes are typed by anyone).
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${CSV_BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
