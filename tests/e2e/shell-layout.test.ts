/**
 * The site's shell (header, navigation, side menu, right bar, banner controls, footer) as a visitor
 * sees it on a phone (390×844) and a desktop (1366×768), in Malay (the longest words), in the real
 * gateway's pages and Debian's Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { contentUnderFixedElements, coveredInteractiveElements, overflowingElements } from './support/layout';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  // a right bar as tall as it gets: live chat and every social channel
  for (const [channel, url] of [
    ['facebook', 'https://www.facebook.com/demogaming'],
    ['telegram', 'https://t.me/demogaming'],
    ['telegram2', 'https://t.me/demogaming_vip'],
    ['telegram3', 'https://t.me/demogaming_news'],
    ['whatsapp', 'https://wa.me/639171234567'],
  ]) {
    expect(server.admin('social', channel, url).status).toBe(0);
  }
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
  // the game types are in the navigation (a strip scrolled sideways may hold them out of view)
  await page.getByTestId('bottom-nav').locator('.bottom-nav__toggle').first().waitFor({ state: 'attached' });
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
      ['/fish', 'Memancing'],
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

/** What a fixed part of the page lies over, at the top of the page, halfway down and at its end. */
async function underFixedWhileScrolling(page: Page): Promise<string[]> {
  const found: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (const y of [0, Math.round(height / 2), height]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    found.push(...(await contentUnderFixedElements(page)));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return found;
}

describe('nothing fixed over the page', () => {
  it('keeps the right bar and the banner controls off the page’s content, on a phone and a desktop', async () => {
    for (const size of [PHONE, DESKTOP]) {
      for (const path of ['/', '/promotions', '/vip']) {
        const where = `${path} at ${size.width} px`;
        const { page, close } = await visit(path, size);
        await page.getByTestId('right-bar').getByRole('link').first().waitFor();
        await expect(coveredInteractiveElements(page), where).resolves.toEqual([]);
        await expect(underFixedWhileScrolling(page), where).resolves.toEqual([]);

        // the carousel's controls sit below its pictures, over no banner's headline
        const carousel = page.getByTestId('banner-carousel');
        if ((await carousel.count()) > 0) {
          const picture = await carousel.locator('.banner-carousel__track').boundingBox();
          const controls = carousel.locator('.banner-carousel__arrow, .banner-carousel__playback, .banner-carousel__bullet');
          for (const box of await controls.evaluateAll((all) => all.map((control) => control.getBoundingClientRect().toJSON() as DOMRect))) {
            expect(box.top, `${where}: a control over the pictures`).toBeGreaterThanOrEqual((picture?.y ?? 0) + (picture?.height ?? 0) - 1);
          }
        }
        await close();
      }
    }
  });
});
