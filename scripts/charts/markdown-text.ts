/**
 * Escaping for GitHub-flavoured Markdown tables. A `|` ends a cell even inside a code span unless
 * escaped, and `<`, `*`, `_`, brackets or backticks in prose would be read as HTML or emphasis.
 */

/** Prose in a table cell. */
export function cellText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\|<>*_`[\]]/g, (c) => `\\${c}`);
}

/** An identifier shown as code: `form.submit`. Empty text gives an empty cell. */
export function cellCode(text: string): string {
  if (text === '') return '';
  return `\`${text.replace(/\s+/g, ' ').replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

/** Several identifiers in one cell, each as code. */
export function cellCodes(items: readonly string[]): string {
  return items.map(cellCode).join(', ');
}

/** A table from a header row and body rows of already escaped cells. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], align?: readonly ('l' | 'r')[]): string[] {
  const rule = header.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'));
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`.replace(/ {2,}\|/g, ' |');
  return [line(header), `|${rule.join('|')}|`, ...rows.map(line)];
}
