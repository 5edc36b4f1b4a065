/**
 * The site writes dates only through the one formatter (rules/date-format.ts, in the merchant's
 * time zone and the page's language): a view or the app's edge that formats a date another way
 * (the browser's zone and locale, or UTC) fails here, naming the file, the line and what it used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const GUARDED = ['src/views', 'src/app'];

/** The ways to write a date that bypass the formatter. */
const OTHER_FORMATTERS: [name: string, pattern: RegExp][] = [
  ['toLocaleString', /\.toLocaleString\s*\(/],
  ['toLocaleDateString', /\.toLocaleDateString\s*\(/],
  ['toLocaleTimeString', /\.toLocaleTimeString\s*\(/],
  ['Intl.DateTimeFormat', /\bIntl\s*\.\s*DateTimeFormat\b/],
  ['i18n.date', /\bi18n\s*\.\s*date\s*\(/],
  ['dayjs(...).format', /\bdayjs(?:\s*\.\s*utc)?\s*\([^;]*?\)\s*(?:\.\s*\w+\s*\([^;]*?\)\s*)*\.\s*format\s*\(/],
  ['toISOString().slice', /\.toISOString\s*\(\s*\)\s*\.\s*(?:slice|substring|substr)\s*\(/],
];

/** The code without its comments, each comment's line breaks kept so line numbers stay right. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function otherDateFormatting(code: string): { line: number; name: string }[] {
  return withoutComments(code)
    .split('\n')
    .flatMap((text, index) => OTHER_FORMATTERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => ({ line: index + 1, name })));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('dates written outside the one formatter', () => {
  it('finds each way of writing a date, and not one in a comment', () => {
    const code = `
      const a = new Date(at).toLocaleString('en');
      const b = at.toLocaleDateString();
      const c = at.toLocaleTimeString([], { hour: '2-digit' });
      const d = new Intl.DateTimeFormat('ms', { dateStyle: 'long' });
      const e = i18n.date(new Date(at), { dateStyle: 'medium' });
      const f = dayjs(endTime).format('YYYY-MM-DD HH:mm');
      const g = new Date(at).toISOString().slice(0, 10);
      const h = dayjs.utc(at).utcOffset(480).format('HH:mm');
      // a comment may name i18n.date( or .toLocaleString( freely
      /* as may Intl.DateTimeFormat in a block */
      const fine = dates.dateTime(at);`;
    expect(otherDateFormatting(code)).toEqual([
      { line: 2, name: 'toLocaleString' },
      { line: 3, name: 'toLocaleDateString' },
      { line: 4, name: 'toLocaleTimeString' },
      { line: 5, name: 'Intl.DateTimeFormat' },
      { line: 6, name: 'i18n.date' },
      { line: 7, name: 'dayjs(...).format' },
      { line: 8, name: 'toISOString().slice' },
      { line: 9, name: 'dayjs(...).format' },
    ]);
  });

  it('finds none in the views and the app edge', () => {
    const found = GUARDED.flatMap((folder) =>
      sourceFiles(join(ROOT, folder)).flatMap((file) =>
        otherDateFormatting(readFileSync(file, 'utf8')).map(({ line, name }) => `${relative(ROOT, file)}:${line} ${name}`),
      ),
    );
    expect(found, 'write dates with useDateFormat (src/views/common/date-format.view.tsx) or rules/date-format.ts').toEqual([]);
  });
});
