/**
 * Free play end to end (issue 32): a visitor presses the header's "Free play", goes to Slots,
 * launches a slot and spins. The trial account plays with play credit (2,000.00 at every free-play
 * login), which the header shows named "Play credit", never as money; the spin moves it, where it
 * used to be refused with "Your balance is too low for this stake".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { closeNewsPopup } from './support/site-actions';
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

/** 12345 -> "123.45", as the header shows amounts */
const shown = (minor: number) => `${Math.floor(minor / 100).toLocaleString('en')}.${String(minor % 100).padStart(2, '0')}`;

describe('free play in Chromium', () => {
  it('spins a slot with the trial’s play credit, which the header names as such', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto(server.url);
      await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
      await page.getByTestId('account-name').waitFor({ timeout: 15_000 });
      await closeNewsPopup(page);
      const headerBalance = page.getByTestId('balance-amount');
      await expect.poll(() => headerBalance.textContent(), { timeout: 15_000 }).toBe('Play credit 2,000.00');

      await page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'Slots', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/rng');
      const tile = page.getByTestId('game-tile').first();
      await tile.waitFor({ timeout: 15_000 });
      await tile.locator('button.game-tile__launch').click();
      await page.waitForURL((url) => url.pathname === '/game', { timeout: 15_000 });

      const frame = page.frameLocator('[data-testid="game-iframe"]');
      const spin = frame.getByTestId('slot-spin');
      await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => frame.getByTestId('game-balance').getAttribute('data-minor')).toBe('200000');
      await spin.click();
      // every spin moves the balance: a loss takes the stake, the smallest win pays 1.2 stakes
      await expect.poll(() => frame.getByTestId('game-balance').getAttribute('data-minor'), { timeout: 15_000 }).not.toBe('200000');
      expect(await frame.getByText('Your balance is too low for this stake').count()).toBe(0);
      const afterSpin = Number(await frame.getByTestId('game-balance').getAttribute('data-minor'));
      await expect.poll(() => headerBalance.textContent(), { timeout: 15_000 }).toBe(`Play credit ${shown(afterSpin)}`);
    } finally {
      await context.close();
    }
  });
});
