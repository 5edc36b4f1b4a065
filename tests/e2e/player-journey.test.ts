/**
 * A new player's whole way through the site, end to end on the real gateway and Debian's Chromium:
 * sign up (SMS code, slider and captcha), deposit 200 in the member centre and pay it on the local
 * payment provider's checkout page (its signed webhook credits the wallet), browse the slot games
 * with a search, launch a slot, spin several times, leave the game; then the header balance, the
 * wallet the CLI reads and the bets the gateway recorded agree to the cent:
 * balance = deposit - staked + paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { field, fillCaptcha, mobileNumber, openRegister, requestSmsCode, submitAndSignIn } from './support/registration-steps';
import { chooseAccountItem } from './support/site-actions';
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

/** "1,234.50" -> 123450 */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

const SPINS = 5;

describe('a new player in Chromium', () => {
  it('signs up, deposits through the payment provider, finds and plays a slot, and balance and bet records agree', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      // sign up
      const dialog = await openRegister(page, server);
      await dialog.getByRole('tab', { name: 'Username' }).click();
      const username = `jrn${Date.now().toString(36)}`.slice(0, 16);
      const mobile = mobileNumber();
      await field(dialog, 'Username').fill(username);
      await field(dialog, 'Password').fill('Journey2026');
      await field(dialog, 'Confirm password').fill('Journey2026');
      await field(dialog, 'Mobile number').fill(mobile);
      await field(dialog, 'SMS code').fill(await requestSmsCode(page, server, dialog, mobile));
      await fillCaptcha(page, server, dialog);
      await submitAndSignIn(page, server, dialog);
      await expect(page.getByTestId('account-name').textContent()).resolves.toBe(username);

      // deposit: the member centre's deposit page, then the provider's checkout page, and back
      await chooseAccountItem(page, 'Deposit');
      const form = page.getByTestId('deposit-form');
      await form.getByTestId('deposit-channel-LOCALPAY').click();
      await form.getByLabel(/^Amount/).fill('200');
      await form.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/paygate/checkout/'), { timeout: 15_000 });
      await expect(page.getByTestId('paygate-amount').textContent()).resolves.toBe('PHP 200.00');
      await page.getByTestId('paygate-pay').click();
      await page.waitForURL((url) => url.searchParams.get('mc') === 'depositv2' && url.searchParams.has('depositId'), { timeout: 15_000 });
      const status = page.getByTestId('deposit-status');
      await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toBe('credited');
      const headerBalance = page.getByTestId('balance-value');
      await expect.poll(() => headerBalance.textContent(), { timeout: 15_000 }).toBe('200.00');
      await page.getByTestId('centre').getByRole('button', { name: 'Close' }).click();

      // browse: the slot games, narrowed by a search
      await page.goto(`${server.url}/rng`);
      const tiles = page.getByTestId('game-tile');
      await tiles.first().waitFor({ timeout: 20_000 });
      const name = (await tiles.first().locator('.game-tile__name').textContent())!.trim();
      await page.getByRole('searchbox').fill(name);
      await page.getByRole('searchbox').press('Enter');
      await expect.poll(() => tiles.first().locator('.game-tile__name').textContent(), { timeout: 10_000 }).toBe(name);

      // launch and play
      await tiles.first().locator('button.game-tile__launch').click();
      await page.waitForURL((url) => url.pathname === '/game', { timeout: 15_000 });
      const frame = page.frameLocator('[data-testid="game-iframe"]');
      const spin = frame.getByTestId('slot-spin');
      const gameBalance = frame.getByTestId('game-balance');
      await expect.poll(() => gameBalance.getAttribute('data-minor'), { timeout: 15_000 }).toBe('20000');
      for (let round = 0; round < SPINS; round++) {
        await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
        const before = await gameBalance.getAttribute('data-minor');
        await spin.click();
        await expect.poll(() => gameBalance.getAttribute('data-minor'), { timeout: 15_000 }).not.toBe(before);
      }
      await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
      const inGame = Number(await gameBalance.getAttribute('data-minor'));
      await frame.getByTestId('game-exit').click();
      await page.waitForURL((url) => url.pathname === '/rng', { timeout: 15_000 });

      // the records agree: the gateway's bets, the wallet, the header
      const bets = server.admin('wallet', 'bets', username);
      expect(bets.status, bets.stderr).toBe(0);
      const lines = bets.stdout.trim().split('\n');
      const totals = /^bets (\d+)\tstaked ([\d,.]+)\tpaid ([\d,.]+)$/.exec(lines.at(-1)!);
      expect(totals, bets.stdout).not.toBeNull();
      expect(Number(totals![1])).toBe(SPINS);
      expect(lines.slice(0, -1).every((line) => line.includes(`\t${name}\t`))).toBe(true);
      const expected = 20_000 - minorOf(totals![2]) + minorOf(totals![3]);
      expect(inGame).toBe(expected);
      const wallet = server.admin('wallet', 'balance', username);
      const main = /^main\t([\d,.]+)$/m.exec(wallet.stdout);
      expect(minorOf(main![1])).toBe(expected);
      await expect.poll(async () => minorOf((await headerBalance.textContent()) ?? ''), { timeout: 15_000 }).toBe(expected);
    } finally {
      await context.close();
    }
  });
});
