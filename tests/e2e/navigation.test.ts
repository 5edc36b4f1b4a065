/**
 * The bottom navigation, the footer and the right bar end to end: the real gateway on a fresh
 * embedded database with the seeded games catalogue, the built SPA, Debian's Chromium. Hovering
 * the slots item shows the seeded slot vendors; choosing one opens its tab of the slots page and
 * is remembered; the keyboard opens and closes a dropdown; the footer shows the three licences and
 * opens the help dialog; the right bar links to the channels the operator set, in new tabs.
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

async function visit(path = '/'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newVisitor(browser);
  await page.goto(`${server.url}${path}`);
  return { page, close: () => context.close() };
}

const gamesNav = (page: Page) => page.getByRole('navigation', { name: 'Games' });
const slotVendors = (page: Page) => page.getByRole('list', { name: 'Slots providers' }).getByRole('link');

/** The seeded slot vendors (server/db/seed-games-catalogue.ts), in the catalogue's order. */
const SEEDED_SLOT_VENDORS = ['Spinbird Gaming', 'Galaxia Slots', 'Mango Reels', 'Kraken Forge', 'Tiki Spin Studio', 'Riverstone Play'];

describe('bottom navigation in Chromium', () => {
  it('lists the game types with cockfight after slots, and hovering slots shows the seeded vendors', async () => {
    const { page, close } = await visit();
    const nav = gamesNav(page);
    const toggle = nav.getByRole('button', { name: 'Slots providers' });
    await toggle.waitFor();
    const items = await nav.locator('.bottom-nav__list > li > .bottom-nav__link').allTextContents();
    expect(items).toEqual([
      'Home',
      'Live Casino',
      'Sports',
      'Esports',
      'Slots',
      'Cockfight',
      'Fishing',
      'Card Games',
      'Lottery',
      'E-Lottery',
      'Promotions',
      'Download',
    ]);

    await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
    await slotVendors(page).first().waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const names = await page.getByRole('list', { name: 'Slots providers' }).locator('.vendor-dropdown__name').allTextContents();
    expect(names).toEqual(SEEDED_SLOT_VENDORS);
    // the seed marks Spinbird and Galaxia hot
    const hot = page.getByRole('list', { name: 'Slots providers' }).getByTestId('hot-badge');
    await expect(hot.count()).resolves.toBe(2);
    // six vendors: no arrows
    await expect(page.getByRole('button', { name: 'Next providers' }).count()).resolves.toBe(0);
    // the logos come from the gateway (each loads lazily, once its dropdown shows)
    const logo = slotVendors(page).first().locator('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // the pointer moves away: the dropdown goes
    await page.mouse.move(5, 600);
    await page.getByTestId('vendor-dropdown-RNG').waitFor({ state: 'hidden' });
    await close();
  });

  it('opens the chosen vendor’s tab of the slots page and remembers it', async () => {
    const { page, close } = await visit();
    const nav = gamesNav(page);
    await nav.getByRole('button', { name: 'Slots providers' }).waitFor();
    await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
    await slotVendors(page).filter({ hasText: 'Mango Reels' }).click();
    await page.waitForURL(/\/rng\?page=MNG$/);
    await expect(page.evaluate(() => window.localStorage.getItem('lastVendor.rng'))).resolves.toBe('MNG');
    await page.getByTestId('vendor-dropdown-RNG').waitFor({ state: 'hidden' });
    await close();
  });

  it('opens a dropdown from the keyboard and closes it with Escape', async () => {
    const { page, close } = await visit();
    const toggle = gamesNav(page).getByRole('button', { name: 'Fishing providers' });
    await toggle.waitFor();
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('list', { name: 'Fishing providers' }).getByRole('link').first();
    await expect(first.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    const second = page.getByRole('list', { name: 'Fishing providers' }).getByRole('link').nth(1);
    await expect(second.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('vendor-dropdown-FISH').waitFor({ state: 'hidden' });
    await expect(toggle.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await close();
  });
});

describe('footer and right bar in Chromium', () => {
  it('shows the three licences, the products and the vendor logos, and opens the help dialog', async () => {
    const { page, close } = await visit();
    const footer = page.getByRole('contentinfo');
    const licences = footer.getByTestId('footer-licences');
    await licences.waitFor();
    await expect(licences.getByRole('heading').allTextContents()).resolves.toEqual([
      'Malta Gaming Authority',
      'British Virgin Islands',
      'Philippine Amusement and Gaming Corporation',
    ]);
    await expect(footer.getByTestId('footer-licence-PAGCOR').textContent()).resolves.toContain('Players must be 21 years of age or older.');
    await expect(footer.getByTestId('footer-products').getByRole('link', { name: 'Cockfight' }).getAttribute('href')).resolves.toBe('/cockfight');
    await expect(footer.getByTestId('footer-copyright').textContent()).resolves.toContain('Demo Gaming. All rights reserved.');

    // the carousel loads when the footer comes into view
    await footer.scrollIntoViewIfNeeded();
    const carousel = footer.getByRole('region', { name: 'Game providers' });
    await carousel.waitFor();
    await carousel.getByRole('img', { name: 'Spinbird Gaming' }).first().waitFor();
    await expect(carousel.getByRole('img', { name: 'Spinbird Gaming' }).count()).resolves.toBe(1);

    await footer.getByTestId('footer-help').getByRole('link', { name: 'Terms and conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help center' });
    await dialog.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await close();
  });

  it('links the right bar to the channels the operator set in new tabs, with live chat, and leaves out the unset', async () => {
    // a fresh site has none: the operator sets them (WhatsApp stays unset)
    for (const [channel, url] of [
      ['facebook', 'https://www.facebook.com/demogaming'],
      ['telegram', 'https://t.me/demogaming'],
    ]) {
      expect(server.admin('social', channel, url).status).toBe(0);
    }
    const { page, close } = await visit();
    const bar = page.getByRole('complementary', { name: 'Contact us' });
    await bar.waitFor();
    const links = bar.getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(hrefs).toEqual([
      ['https://www.facebook.com/demogaming', '_blank', 'noopener noreferrer'],
      ['https://t.me/demogaming', '_blank', 'noopener noreferrer'],
    ]);
    await expect(bar.getByTestId('right-bar-whatsapp').count()).resolves.toBe(0);
    await expect(bar.getByRole('button', { name: 'Live chat' }).isVisible()).resolves.toBe(true);
    // fixed to the right edge of the window
    const box = await bar.boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
    await close();
  });
});
