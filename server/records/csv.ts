/**
 * A CSV writer (RFC 4180): fields separated by commas, records ended by CRLF, a field quoted when
 * it holds a comma, a quote, a CR or an LF (its quotes doubled). The file starts with a UTF-8 byte
 * order mark so spreadsheet programs read non-ASCII names right.
 *
 * Text a member or a game chose (names, references) that starts like a formula (`=`, `+`, `-`, `@`,
 * tab, CR) gets a leading apostrophe: a spreadsheet shows it as text instead of running it.
 * Numbers are written as they are (a negative amount stays a number).
 */
export const BOM = '\uFEFF';

export type CsvValue = string | number | null;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
