/**
 * The lottery end to end: the real gateway (schedules, draws and the betting page), the built SPA
 * and Debian's Chromium. A guest browses the lobby on /lottery (region tabs, weekday chips, search,
 * live countdowns); demo_player, given money by the cashier, plays a five-digit game from its card,
 * lands on /lottery with the game's query, and bets on the current draw inside the frame: the bet
 * is listed, the gateway recorded exactly that bet, and the wallets and the game's balance hold
 * 300 - staked + paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { signInAsDemoPlayer } from './support/site-actions';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  const deposit = server.admin('wallet', 'deposit', 'demo_player', '300', '--reference', 'e2e-lottery');
  expect(deposit.status, deposit.stderr).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signIn = (page: Page) => signInAsDemoPlayer(page, server.url);

/** "1,234.50" -> 123450 */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

describe('lottery in Chromium', () => {
  it('lets a guest browse the lobby by region, draw day and name, with running countdowns', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto(`${server.url}/lottery`);
      const lobby = page.getByTestId('lottery-lobby');
      await lobby.waitFor({ timeout: 20_000 });
      const cards = lobby.getByTestId('lottery-card');
      const all = await cards.count();
      expect(all).toBeGreaterThan(20);

      // the North region holds one station per day
      await page.getByTestId('lottery-tabs').getByRole('button', { name: 'North' }).click();
      await expect.poll(() => cards.count()).toBe(6);
      await page.getByTestId('lottery-weekdays').getByRole('button', { name: 'Monday' }).click();
      // Hà Nội draws on Mondays (and Thursdays)
      await expect.poll(() => cards.count()).toBe(1);
      await expect(cards.first().textContent()).resolves.toContain('Hà Nội');

      await page.getByTestId('lottery-tabs').getByRole('button', { name: 'All', exact: true }).click();
      await page.getByTestId('lottery-weekdays').getByRole('button', { name: 'Every day' }).click();
      await page.getByRole('searchbox', { name: 'Search lottery games' }).fill('hà nội');
      await expect.poll(() => cards.count()).toBe(1);

      // the countdown moves on its own
      const countdown = cards.first().getByTestId('lottery-countdown');
      const before = await countdown.getAttribute('datetime');
      await expect.poll(() => countdown.getAttribute('datetime'), { timeout: 5_000 }).not.toBe(before);
    } finally {
      await context.close();
    }
  });

  it('launches a five-digit game from its card onto /lottery and takes a bet on the current draw', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await signIn(page);
      await page.goto(`${server.url}/lottery`);
      await page.getByTestId('account-name').waitFor();
      await page.getByTestId('lottery-tabs').getByRole('button', { name: 'Digits' }).click();
      const card = page.getByTestId('lottery-card').first();
      await card.waitFor({ timeout: 20_000 });
      const gameCode = await card.getAttribute('data-game-code');
      await card.getByRole('button', { name: /^Play / }).click();

      await page.waitForURL(
        (url) => url.pathname === '/lottery' && url.searchParams.get('gameCode') === gameCode && url.searchParams.get('vendor') === 'LOTT',
        {
          timeout: 15_000,
        },
      );
      const frame = page.frameLocator('[data-testid="game-iframe"]');
      const place = frame.getByTestId('bet-place');
      const balance = frame.getByTestId('game-balance');
      await expect.poll(() => balance.getAttribute('data-minor'), { timeout: 15_000 }).toBe('30000');
      const bet = frame.getByTestId('my-bets').locator('tbody tr').first();
      let stake = 0;
      for (let attempt = 1; ; attempt++) {
        // a draw closes a few seconds before it is drawn: wait for the next one if this one has closed
        await expect.poll(() => place.isEnabled(), { timeout: 60_000 }).toBe(true);
        await frame.getByTestId('bet-kind').selectOption('LAST2');
        await frame.getByTestId('bet-number').fill('42');
        stake = Number(await frame.getByTestId('stake').inputValue());
        await place.click();
        const status = frame.getByTestId('game-status');
        await expect.poll(async () => (await bet.count()) > 0 || /closed/i.test((await status.textContent()) ?? ''), { timeout: 15_000 }).toBe(true);
        if ((await bet.count()) > 0) break;
        // only the draw closing between the check and the click earns a second try; anything else fails here
        expect(await status.textContent()).toBe('Betting on this draw has closed');
        expect(attempt, 'a second draw closed under the click as well').toBe(1);
      }

      await expect.poll(() => bet.getAttribute('data-status'), { timeout: 15_000 }).toMatch(/^(open|won|lost)$/);
      await expect(bet.textContent()).resolves.toContain('42');

      // the gateway recorded exactly this bet, and the member's wallets hold 300 - staked + paid
      const records = server.admin('wallet', 'bets', 'demo_player');
      expect(records.status, records.stderr).toBe(0);
      const totals = /^bets (\d+)\tstaked ([\d,.]+)\tpaid ([\d,.]+)$/m.exec(records.stdout);
      expect(totals, records.stdout).not.toBeNull();
      expect(Number(totals![1])).toBe(1);
      expect(minorOf(totals![2])).toBe(stake);
      const wallets = server.admin('wallet', 'balance', 'demo_player').stdout.trim().split('\n');
      const held = wallets.reduce((sum, line) => sum + minorOf(line.split('\t')[1] ?? '0'), 0);
      expect(held).toBe(30_000 - stake + minorOf(totals![3]));
      // and the game shows what the wallets hold
      await expect.poll(() => balance.getAttribute('data-minor'), { timeout: 15_000 }).toBe(String(held));
    } finally {
      await context.close();
    }
  });
});
