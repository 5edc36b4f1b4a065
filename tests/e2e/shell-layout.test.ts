/**
 * The site's shell (header, navigation, side menu, right bar, banner controls, footer) as a visitor
 * sees it on a phone (390×844) and a desktop (1366×768), in Malay (the longest words), in the real
 * gateway's pages and Debian's Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { overflowingElements } from './support/layout';
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** A fresh visitor in `language` on a window of `size`, on `path` once its page has settled. */
async function visit(path: string, size: { width: number; height: number }, language = 'MS'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newVisitor(browser, language);
  await page.setViewportSize(size);
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('bottom-nav').getByRole('link').first().waitFor();
  await page.waitForLoadState('networkidle');
  return { page, close: () => context.close() };
}

describe('the side column on a desktop', () => {
  it('is not there while the side menu has nothing to show: the banner and the page take the whole width', async () => {
    for (const path of ['/', '/promotions', '/vip', '/rng']) {
      const { page, close } = await visit(path, DESKTOP);
      await expect(page.locator('[data-area="side-menu"]').count(), path).resolves.toBe(0);
      const main = await page.locator('main').boundingBox();
      const banner = await page.locator('[data-area="banner"]').boundingBox();
      expect(Math.round(main?.x ?? -1), path).toBe(0);
      expect(Math.round(banner?.x ?? -1), path).toBe(0);
      await close();
    }
  });
});

describe('the header on a phone', () => {
  it('keeps to 120 px with the guest’s buttons on one row, in Malay, English and Chinese, in both themes', async () => {
    for (const language of ['MS', 'EN', 'CN']) {
      for (const theme of ['light', 'dark']) {
        const { page, close } = await visit('/', PHONE, language);
        await page.evaluate((value) => {
          document.documentElement.dataset.theme = value;
        }, theme);
        const header = await page.getByRole('banner').boundingBox();
        expect(header?.height, `${language} ${theme}`).toBeLessThanOrEqual(120);
        const buttons = page.getByRole('banner').locator('.header__actions button');
        await expect(buttons.count()).resolves.toBe(3);
        const tops = new Set((await buttons.evaluateAll((all) => all.map((button) => Math.round(button.getBoundingClientRect().top)))).values());
        expect(tops.size, `${language}: the guest's buttons share one row`).toBe(1);
        await expect(overflowingElements(page), `${language} ${theme}`).resolves.toEqual([]);
        await close();
      }
    }
  });

  it('scrolls the navigation strip to the current game page’s item', async () => {
    for (const [path, name] of [
      ['/pvp', 'Permainan Kad'],
      ['/elott', 'E-Loteri'],
    ]) {
      const { page, close } = await visit(path, PHONE);
      const current = page.getByTestId('bottom-nav').getByRole('link', { name, exact: true });
      await expect(current.getAttribute('aria-current')).resolves.toBe('page');
      const box = await current.boundingBox();
      expect(box?.x, path).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(PHONE.width);
      await close();
    }
  });
});
