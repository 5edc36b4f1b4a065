/**
 * The QA panel from a browser test: open it, download the recorded trace through its button (a
 * real browser download), and keep the trace under tests/traces/ when recording committed traces.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { closeNewsPopup } from './site-actions';
import { parseTrace } from '../../../machines/tooling';
import type { Trace } from '../../../machines/tooling';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const tracesDir = join(repoRoot, 'tests', 'traces');

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

/**
 * With `RECORD_TRACES=1`, writes the trace as tests/traces/<name>.json (the committed regression
 * traces), formatted as Biome formats the tree, so that `npm test`'s lint passes on it.
 */
export function keepTraceWhenRecording(name: string, text: string): boolean {
  if (process.env.RECORD_TRACES !== '1') return false;
  const file = join(tracesDir, `${name}.json`);
  writeFileSync(file, text);
  execFileSync(process.execPath, [join(repoRoot, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'), 'format', '--write', file], {
    stdio: 'ignore',
  });
  return true;
}

/** Opens home with the QA recorder on (`?qa=1`) and signs the account in through the header's dialog. */
export async function signInWithQaPanel(page: Page, siteUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${siteUrl}/?qa=1`);
  await page.getByRole('complementary', { name: 'QA trace panel' }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByTestId('account-name').waitFor();
  await closeNewsPopup(page);
}

/** From the games navigation, opens /rng and launches its first slot into the /game frame. */
export async function launchFirstSlot(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'Slots', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/rng');
  const tile = page.getByTestId('game-tile').first();
  await tile.waitFor({ timeout: 15_000 });
  await tile.locator('button.game-tile__launch').click();
  await page.waitForURL((url) => url.pathname === '/game', { timeout: 15_000 });
  await page.frameLocator('[data-testid="game-iframe"]').getByTestId('slot-spin').waitFor({ timeout: 15_000 });
}
