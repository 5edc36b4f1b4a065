/**
 * Accessibility of the site shell in Chromium: axe-core (WCAG 2.0 A/AA and 2.1 AA rules) on the
 * built SPA served by the real gateway. Checked: home for a guest, home in the dark theme, the
 * login and registration dialogs open, /help, /promotions, /vip, and home signed in as demo_player
 * (the news popup that follows sign-in, then the avatar menu open). A serious or critical violation fails the test; every violation,
 * whatever its impact, is printed with the elements it concerns so a reader can act on it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { closeNewsPopup } from './support/site-actions';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The parts of axe's result this test reads. */
interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

const blocking = new Set(['serious', 'critical']);

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visitor(theme: 'light' | 'dark' = 'light'): Promise<Page> {
  // the gateway's CSP (rightly) refuses inline scripts: this context lets the injected axe run
  const context = await browser.newContext({ bypassCSP: true });
  // English interface and the theme as src/app/theme.ts reads them on start-up
  await context.addInitScript(
    ([language, stored]) => {
      window.localStorage.setItem('hisLang', language);
      window.localStorage.setItem('theme', stored);
    },
    ['EN', theme],
  );
  const page = await context.newPage();
  // settled styles: no transitions mid-check
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('banner').waitFor();
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
}

function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes
    .map(
      (node) => `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
    )
    .join('\n');
  return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
}

/** Runs axe on the page as it is now; prints every violation and returns the blocking ones. */
async function audit(page: Page, name: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const checked = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[]; passes: unknown[] }> } })
      .axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, resultTypes: ['violations'] });
    return { violations: result.violations, rulesPassed: result.passes.length };
  });
  // a page axe found nothing to check on (blank, or axe not running) must not pass as clean
  expect(checked.rulesPassed, `axe checked nothing on ${name}`).toBeGreaterThan(10);
  const list = checked.violations as AxeViolation[];
  if (list.length > 0) console.log(`axe on ${name}: ${list.length} violation(s)\n${list.map(describeViolation).join('\n')}`);
  else console.log(`axe on ${name}: no violations`);
  return list.filter((violation) => blocking.has(violation.impact ?? ''));
}

function expectNoBlocking(violations: AxeViolation[]): void {
  expect(violations.map(describeViolation).join('\n'), 'serious or critical accessibility violations').toBe('');
}

describe('accessibility (axe, WCAG 2.1 AA) in Chromium', () => {
  it('home for a guest', async () => {
    const page = await visitor();
    await openHome(page);
    expectNoBlocking(await audit(page, 'home (guest)'));
  });

  it('home in the dark theme, switched from the header', async () => {
    const page = await visitor();
    await openHome(page);
    await page.getByTestId('theme-switch').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expectNoBlocking(await audit(page, 'home (dark theme)'));
  });

  it('the login dialog', async () => {
    const page = await visitor();
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    expectNoBlocking(await audit(page, 'login dialog'));
  });

  it('the registration dialog', async () => {
    const page = await visitor();
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Sign up' }).getByTestId('register-form').waitFor();
    await page.waitForLoadState('networkidle');
    expectNoBlocking(await audit(page, 'registration dialog'));
  });

  for (const path of ['/help', '/promotions', '/vip']) {
    it(`${path}`, async () => {
      const page = await visitor();
      await openHome(page, path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      expectNoBlocking(await audit(page, path));
    });
  }

  it('home signed in as demo_player with the avatar menu open', async () => {
    const page = await visitor();
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('demo_player');
    await dialog.getByLabel('Password').fill('Player2026!');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('account-name').waitFor();
    // the seeded notices pop up after demo_player signs in: the dialog is checked too
    await page.getByRole('dialog', { name: 'News' }).waitFor();
    await page.waitForLoadState('networkidle');
    expectNoBlocking(await audit(page, 'news popup after sign-in'));
    await closeNewsPopup(page);
    const menu = page.getByTestId('account-menu');
    await menu.getByRole('button').click();
    await menu.getByRole('menuitem').first().waitFor();
    expectNoBlocking(await audit(page, 'home (demo_player, avatar menu open)'));

    // the member centre, in the dark theme and on a phone's width as well
    await menu.getByRole('menuitem', { name: 'Deposit' }).click();
    await page.getByTestId('centre-page-depositv2').waitFor();
    expectNoBlocking(await audit(page, 'member centre (deposit)'));
    await page.setViewportSize({ width: 390, height: 844 });
    // the header's theme switch sits under the open centre: set the theme the way it does
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    const box = await page.getByTestId('centre').boundingBox();
    expect(box?.width, 'the centre fills a phone screen').toBe(390);
    expectNoBlocking(await audit(page, 'member centre (deposit, dark, 390 px)'));
  });
});
