/**
 * The banner area end to end: the real gateway on a fresh embedded database with the seeded
 * banners and notices, the built SPA, Debian's Chromium. Home shows the carousel with pagination
 * and the notice bar below it; on a small phone its right-hand controls are clear of the right bar,
 * and the first move brings the slider; other pages show the bar above their carousel; a notice
 * title opens the notice dialog; signing in as demo_player shows the news popup once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
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

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

const carouselOf = (page: Page) => page.getByTestId('banner-carousel');
const noticeBarOf = (page: Page) => page.getByTestId('notice-bar');

describe('banner area in Chromium', () => {
  it('shows the home carousel with pagination and the notice bar below it', async () => {
    // a browser that allows motion: the carousel plays on its own and offers a pause button
    const { context, page } = await newVisitor(browser, 'EN', 'no-preference');
    await page.goto(server.url);
    const carousel = carouselOf(page);
    await carousel.waitFor();
    const bullets = carousel.getByTestId('banner-pagination').getByRole('button');
    // the group's banners may arrive after the carousel first shows: wait for all four
    await expect.poll(() => bullets.count()).toBe(4);
    await expect(carousel.getByRole('button', { name: 'Pause the banners' }).isVisible()).resolves.toBe(true);
    const first = carousel.getByRole('img', { name: 'Welcome bonus' });
    await expect(first.getAttribute('loading')).resolves.toBe('eager');

    // a bullet shows its banner
    await bullets.nth(2).click();
    await expect(bullets.nth(2).getAttribute('aria-current')).resolves.toBe('true');

    const bar = noticeBarOf(page);
    await bar.getByRole('button', { name: 'Welcome to Demo Gaming' }).waitFor({ state: 'attached' });
    const carouselBox = await box(carousel);
    const barBox = await box(bar);
    expect(barBox.y).toBeGreaterThanOrEqual(carouselBox.y + carouselBox.height - 1);

    // the titles scroll, and stand still under the pointer
    const track = bar.locator('ul');
    await expect(track.evaluate((el) => getComputedStyle(el).animationPlayState)).resolves.toBe('running');
    await bar.locator('.notice-bar__viewport').hover();
    await expect(track.evaluate((el) => getComputedStyle(el).animationPlayState)).resolves.toBe('paused');
    await context.close();
  });

  it('reads the notices again in each language switched to: MS, EN, CN and back to MS', async () => {
    const { context, page } = await newVisitor(browser, 'MS');
    await page.goto(server.url);
    const bar = noticeBarOf(page);
    const picker = page.getByTestId('language-picker');
    const titleIn = (title: string) => bar.getByRole('button', { name: title, exact: true });
    await titleIn('Selamat datang ke Demo Gaming').waitFor({ state: 'attached' });
    for (const [code, title, others] of [
      ['EN', 'Welcome to Demo Gaming', ['Selamat datang ke Demo Gaming', '欢迎来到 Demo Gaming']],
      ['CN', '欢迎来到 Demo Gaming', ['Selamat datang ke Demo Gaming', 'Welcome to Demo Gaming']],
      ['MS', 'Selamat datang ke Demo Gaming', ['Welcome to Demo Gaming', '欢迎来到 Demo Gaming']],
    ] as const) {
      await picker.getByRole('button').click();
      await picker.locator(`[role="menuitemradio"][data-key="${code}"]`).click();
      // on the same page, without a navigation
      await titleIn(title).waitFor({ state: 'attached' });
      for (const other of others) expect(await titleIn(other).count()).toBe(0);
    }
    await context.close();
  });

  it('slides to the next banner from its arrow on a small phone, clear of the right bar', async () => {
    const { context, page } = await newVisitor(browser, 'EN', 'no-preference');
    // 375 x 667: the right bar, fixed to the middle of the window's right edge, lies across the
    // carousel's right-hand controls
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(server.url);
    const carousel = carouselOf(page);
    const bullets = carousel.getByTestId('banner-pagination').getByRole('button');
    await expect.poll(() => bullets.count()).toBe(4);
    await page.locator('.right-bar').waitFor();
    // what a finger at the middle of each right-hand control touches is that control
    const touched = (name: string) =>
      carousel.getByRole('button', { name }).evaluate((control) => {
        const { x, y, width, height } = control.getBoundingClientRect();
        const target = document.elementFromPoint(x + width / 2, y + height / 2);
        return target !== null && control.contains(target);
      });
    await expect(touched('Next banner')).resolves.toBe(true);
    await expect(touched('Pause the banners')).resolves.toBe(true);
    await carousel.getByRole('button', { name: 'Next banner' }).click({ timeout: 5_000 });
    await expect(bullets.nth(1).getAttribute('aria-current')).resolves.toBe('true');
    // the slider came with that first move and brought the second banner into view
    const carouselBox = await box(carousel);
    const second = carousel.getByRole('img', { name: 'Invite friends' });
    await expect.poll(async () => Math.abs((await box(second)).x - carouselBox.x)).toBeLessThan(2);
    await carousel.getByRole('button', { name: 'Pause the banners' }).click({ timeout: 5_000 });
    await carousel.getByRole('button', { name: 'Play the banners' }).waitFor();
    await context.close();
  });

  it('puts the notice bar above the carousel on other pages, without pagination for a single banner', async () => {
    const { context, page } = await newVisitor(browser);
    for (const path of ['/live', '/promotions']) {
      await page.goto(`${server.url}${path}`);
      const carousel = carouselOf(page);
      await carousel.waitFor();
      // a slide shown proves the group has loaded, so the absence of pagination means something
      await carousel.getByTestId('banner-slide').first().waitFor();
      await expect(carousel.getByTestId('banner-pagination').count()).resolves.toBe(0);
      const bar = noticeBarOf(page);
      await bar.getByRole('button').first().waitFor({ state: 'attached' });
      const carouselBox = await box(carousel);
      const barBox = await box(bar);
      expect(barBox.y + barBox.height, path).toBeLessThanOrEqual(carouselBox.y + 1);
    }
    await context.close();
  });

  it('opens the notice dialog at the clicked title and steps to the next notice', async () => {
    // reduced motion (newVisitor's default): the notice titles stand still and can be clicked
    const { context, page } = await newVisitor(browser);
    await page.goto(server.url);
    // reduced motion: the carousel waits for the visitor to press play
    await carouselOf(page).getByRole('button', { name: 'Play the banners' }).waitFor();
    const bar = noticeBarOf(page);
    await bar.getByRole('button', { name: 'Account security reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account security reminder' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('never');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Scheduled sports platform maintenance' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the news popup after demo_player signs in, with the first item expanded', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('demo_player');
    await login.getByLabel('Password').fill('Player2026!');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();

    const popup = page.getByRole('dialog', { name: 'News' });
    await popup.waitFor();
    const welcome = popup.getByRole('button', { name: 'Welcome to Demo Gaming' });
    await expect(welcome.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(popup.textContent()).resolves.toContain('registration bonus');
    const security = popup.getByRole('button', { name: 'Account security reminder' });
    await security.click();
    await expect(security.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(welcome.getAttribute('aria-expanded')).resolves.toBe('false');
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    // remembered for this session token (sessionStorage), so a reload does not show it again
    await expect(page.evaluate(() => window.sessionStorage.getItem('newsPopupShown'))).resolves.toMatch(/^[0-9a-f]{8}$/);
    await context.close();
  });
});
