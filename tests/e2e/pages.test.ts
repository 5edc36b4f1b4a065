/**
 * The content pages end to end: the real gateway with its seeded content, the built SPA, Debian's
 * Chromium. Each page shows its content in its layout; /helpmc has no header; an unknown path
 * shows not-found; with the members-only switch on, a guest is sent from /vip to /login while
 * /helpmc stays open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

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

async function visit(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newVisitor(browser);
  await page.goto(`${server.url}${path}`);
  return { page, close: () => context.close() };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('content pages in Chromium', () => {
  it('/noticePage lists the seeded notices', async () => {
    const { page, close } = await visit('/noticePage');
    await heading(page, 'Notices').waitFor();
    await page.getByTestId('notice-page').getByRole('article').first().waitFor();
    expect(await page.getByTestId('notice-page').getByRole('article').count()).toBeGreaterThan(0);
    await close();
  });

  it('/vip shows the ranks table', async () => {
    const { page, close } = await visit('/vip');
    const table = page.getByRole('table', { name: 'VIP ranks and benefits' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    await close();
  });

  it('/promotions filters by category and opens a promotion with a way back', async () => {
    const { page, close } = await visit('/promotions');
    const categories = page.getByRole('navigation', { name: 'Promotion categories' });
    // the tabs and the list render together: a tab marked current proves the list shows its category
    const current = (name: string) => categories.locator('a[aria-current="page"]').filter({ hasText: new RegExp(`^${name}$`) });
    await categories.getByRole('link').first().waitFor();
    await current('All').waitFor();
    const all = await page.getByTestId('promotions-page').getByRole('article').count();
    await categories.getByRole('link', { name: 'Deposit', exact: true }).click();
    await page.waitForURL(/category=DEPOSIT/);
    await current('Deposit').waitFor();
    const deposit = await page.getByTestId('promotions-page').getByRole('article').count();
    expect(deposit).toBeGreaterThan(0);
    expect(deposit).toBeLessThan(all);

    await page.getByRole('link', { name: 'View details' }).first().click();
    await page.waitForURL(/\/promoDetail\?code=/);
    await page.getByTestId('promotion-detail').waitFor();
    expect(await page.getByTestId('promotion-detail').locator('.rich-text li').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to promotions' }).click();
    await page.waitForURL(/\/promotions$/);
    await close();
  });

  it('/help shows the help centre and #term opens the help modal at the terms', async () => {
    const { page, close } = await visit('/help');
    await page.getByRole('navigation', { name: 'Help topics' }).waitFor();
    expect(await page.locator('#agent').count()).toBe(1);
    await page.goto(`${server.url}/help#term`);
    const dialog = page.getByRole('dialog', { name: 'Help center' });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).first().textContent()).toMatch(/terms/i);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    await close();
  });

  it('/helpmc shows the help centre without the header, banner or footer', async () => {
    const { page, close } = await visit('/helpmc');
    await page.getByRole('navigation', { name: 'Help topics' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await close();
  });

  it('/down and /download link the apps and open the install guide', async () => {
    for (const path of ['/down', '/download']) {
      const { page, close } = await visit(path);
      await page.getByRole('link', { name: 'Download for Android' }).waitFor();
      expect(await page.getByRole('link', { name: 'Download for iOS' }).count()).toBe(1);
      await page.getByRole('button', { name: 'How to install' }).click();
      await page.getByRole('dialog', { name: 'How to install' }).waitFor();
      await close();
    }
  });

  it('/join opens the register dialog from its call to action', async () => {
    const { page, close } = await visit('/join');
    await heading(page, 'Join us').waitFor();
    await page.getByRole('button', { name: 'Sign up now' }).click();
    await page.getByRole('dialog', { name: 'Sign up' }).waitFor();
    await close();
  });

  it('the framed game pages show the header and the frame, without banner or footer', async () => {
    for (const path of ['/seamless', '/fbsports', '/lottery?gameCode=VN_HCM&vendor=&playType=DE', '/vnlottery']) {
      const { page, close } = await visit(path);
      // a guest asked to play a lottery game is asked to log in first, in the frame's place
      await page.getByTestId(path.startsWith('/lottery') ? 'lottery-sign-in' : 'game-frame').waitFor();
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      // the launch parameters are the platform's codes: never shown (issue 32)
      if (path.startsWith('/lottery')) expect(await page.locator('main').textContent()).not.toContain('VN_HCM');
      await close();
    }
  });

  it('/invalidDomain and an unknown path show their pages', async () => {
    const invalid = await visit('/invalidDomain');
    await heading(invalid.page, 'This address is not valid').waitFor();
    await invalid.close();
    const unknown = await visit('/no-such-page');
    await unknown.page.getByTestId('not-found-page').waitFor();
    expect(await unknown.page.getByRole('banner').isVisible()).toBe(true);
    await unknown.close();
  });
});

describe('members-only site (loginedToHomePage)', () => {
  it('sends a guest from /vip to /login and leaves /helpmc open', async () => {
    const on = server.admin('setting', 'loginedToHomePage', 'on');
    expect(on.status, on.stderr).toBe(0);
    try {
      const { context, page } = await newVisitor(browser);
      // the gateway sees the change within 5 seconds
      const deadline = Date.now() + 8_000;
      for (;;) {
        await page.goto(`${server.url}/vip`);
        await page.waitForLoadState('networkidle');
        if (new URL(page.url()).pathname === '/login') break;
        if (Date.now() > deadline) throw new Error('the guest was not sent to /login');
        await page.waitForTimeout(500);
      }
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();

      await page.goto(`${server.url}/helpmc`);
      await page.getByRole('navigation', { name: 'Help topics' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/helpmc');
      await context.close();
    } finally {
      const off = server.admin('setting', 'loginedToHomePage', 'off');
      expect(off.status, off.stderr).toBe(0);
    }
  });
});
