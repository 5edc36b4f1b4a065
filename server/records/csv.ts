/**
 * A CSV writer (RFC 4180): fields separated by commas, records ended by CRLF, a field quoted when
 * it holds a comma, a quote, a CR or an LF (its quotes doubled). The file starts with a UTF-8 byte
 * order mark so spreadsheet programs read non-ASCII names right.
 *
 * Text a member or a game chose (names, references) that starts like a formula (`=`, `+`, `-`, `@`,
 * tab, CR: OWASP's list) gets a leading apostrophe: a spreadsheet shows it as text instead of
 * running it. So does each part of it that follows a `;` or `,`, because a spreadsheet set to
 * another list separator splits the field there and would start a cell with the formula; and a
 * field holding a `;` is quoted, so that a reader splitting on `;` keeps it one cell.
 * Numbers are written as they are (a negative amount stays a number).
 */
export const BOM = '\uFEFF';

export type CsvValue = string | number | null;

const NEEDS_QUOTES = /[",;\r\n]/;
/** a formula character at the start, or right after a list separator (`,` here, `;` in many locales) */
const FORMULA_STARTS = /(^|[;,])(?=[=+\-@\t\r])/g;

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = value.replace(FORMULA_STARTS, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
