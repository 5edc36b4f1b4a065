/**
 * The QA panel from a browser test: open it, download the recorded trace through its button (a
 * real browser download), and keep the trace under tests/traces/ when recording committed traces.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseTrace } from '../../../machines/tooling';
import type { Trace } from '../../../machines/tooling';

const tracesDir = join(import.meta.dirname, '..', '..', 'traces');

export interface DownloadedTrace {
  fileName: string;
  text: string;
  trace: Trace;
}

export async function downloadTraceFromPanel(page: Page): Promise<DownloadedTrace> {
  const panel = page.getByRole('complementary', { name: 'QA trace panel' });
  const toggle = panel.getByRole('button', { name: 'QA', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download trace' }).click()]);
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  return { fileName: download.suggestedFilename(), text, trace: parseTrace(JSON.parse(text)) };
}

/** With `RECORD_TRACES=1`, writes the trace as tests/traces/<name>.json (the committed regression traces). */
export function keepTraceWhenRecording(name: string, text: string): boolean {
  if (process.env.RECORD_TRACES !== '1') return false;
  writeFileSync(join(tracesDir, `${name}.json`), text);
  return true;
}
