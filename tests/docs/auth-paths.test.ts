/**
 * docs/compliance/auth-paths.md must be what the generator makes of the charts now: a chart, world
 * answer, annotation or mutation that changed without regenerating the report fails here. The
 * generator needs no database or network; the paths' proof runs in the server phase. The committed
 * report was generated at another time, so a generator that is not deterministic fails here too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateAuthPathReport, REPORT_PATH } from '../../scripts/auth-paths/generate-auth-paths';

const REGENERATE = 'run `npm run auth-paths` and commit docs/compliance/auth-paths.md';

describe('authentication path report', () => {
  it('exists', () => {
    expect(existsSync(REPORT_PATH), `docs/compliance/auth-paths.md is missing: ${REGENERATE}`).toBe(true);
  });

  it('is up to date with the charts, answers, annotations and mutations', () => {
    const committed = existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, 'utf8') : '';
    const generated = generateAuthPathReport();
    if (committed === generated) return;
    const committedLines = committed.split('\n');
    const generatedLines = generated.split('\n');
    const line = generatedLines.findIndex((text, index) => text !== committedLines[index]);
    expect.fail(
      `docs/compliance/auth-paths.md is stale: ${REGENERATE}.\n` +
        `First difference at line ${line + 1}:\n  committed: ${committedLines[line] ?? '(end of file)'}\n  generated: ${generatedLines[line] ?? '(end of file)'}`,
    );
  });
});
