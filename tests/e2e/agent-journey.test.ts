/**
 * An agent growing a team and getting it paid, end to end on the real gateway and Debian's Chromium
 * (issue 14). The gateway and the two browsers first run on yesterday's clock (CLOCK_OFFSET_MS, tests
 * only; Playwright's clock), so the day the journey plays has ended by the time the operator settles
 * it:
 * 1. demo_agent creates an affiliate link in the register centre, and a new player registers
 *    through it;
 * 2. the player deposits on the local provider's checkout page and plays five slot spins;
 * 3. the agent sees the player in team management and the five bets in team betting history;
 * 4. the agent promotes the player to agent and offers it a daily salary of 2 % of its team's valid
 *    bet; the player, signed in again as an agent, accepts it on its agent home;
 * 5. the gateway restarts on today's clock and `admin settle daily` pays the salary once: it shows
 *    in the player's my income and account record and in its wallet, to the cent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dateFormat } from '../../rules/date-format';
import { launchBrowser, newVisitor } from './support/browser';
import { centre, minorOf } from './support/member-centre-steps';
import { field, fillCaptcha, mobileNumber, openRegister, requestSmsCode, submitAndSignIn } from './support/registration-steps';
import { chooseAccountItem, signIn } from './support/site-actions';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

const DAY = 86_400_000;
const SPINS = 5;
const STAKE = 1_000;
const DEPOSIT = 20_000;
/** 2 % of the player's team's valid bet (its own five spins) */
const SALARY = Math.round((SPINS * STAKE * 2) / 100);
const MERCHANT_OFFSET_MS = 8 * 3_600_000;

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer({ env: { CLOCK_OFFSET_MS: String(-DAY) } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens an agent-centre page over the agent home. */
async function openAgentPage(page: Page, name: string, query = ''): Promise<void> {
  await page.goto(`${server.url}/agentHome?ac=${name}${query}`);
  await centre(page).getByTestId(`centre-page-${name}`).waitFor({ timeout: 20_000 });
}

describe('an agent and its new player in Chromium', () => {
  it('links, registers, plays, contracts and is paid once, as the ledger says', async () => {
    const agent = await newVisitor(browser);
    const player = await newVisitor(browser);
    // the browsers live on the gateway's day too: sealed requests carry their time
    for (const visitor of [agent, player]) await visitor.context.clock.install({ time: Date.now() - DAY });
    const merchantDayAt = (ms: number) => new Date(ms + MERCHANT_OFFSET_MS).toISOString().slice(0, 10);
    // the merchant's day the journey plays on, read as it starts: read after the play, it would be the
    // next day's when the merchant's midnight (16:00 UTC) falls in between
    const day = merchantDayAt(Date.now() - DAY);
    try {
      // 1. the agent's link, and a player registering through it
      await signIn(agent.page, server.url, 'demo_agent', 'Agent2026!');
      await agent.page.waitForURL((url) => url.pathname === '/agentHome', { timeout: 15_000 });
      await openAgentPage(agent.page, 'registerCenter');
      const form = agent.page.getByTestId('affiliate-url-form');
      await form.getByRole('button', { name: 'Create the link' }).click();
      const row = agent.page.getByTestId('affiliate-url-list').locator('tbody tr').first();
      await row.waitFor({ timeout: 15_000 });
      const code = (await row.locator('th').textContent())!.trim();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      // the QR code is drawn by a library its own chunk brings
      await row.getByRole('img', { name: `QR code of the link ${code}` }).waitFor({ timeout: 15_000 });

      const dialog = await openRegister(player.page, server, `?affiliateCode=${code}`);
      await dialog.getByRole('tab', { name: 'Username' }).click();
      const username = `agj${Date.now().toString(36)}`.slice(0, 16);
      const mobile = mobileNumber();
      await field(dialog, 'Username').fill(username);
      await field(dialog, 'Password').fill('Journey2026');
      await field(dialog, 'Confirm password').fill('Journey2026');
      await field(dialog, 'Mobile number').fill(mobile);
      await field(dialog, 'SMS code').fill(await requestSmsCode(player.page, server, dialog, mobile));
      await fillCaptcha(player.page, server, dialog);
      await submitAndSignIn(player.page, server, dialog);
      await agent.page.reload();
      await expect.poll(() => row.locator('td').last().textContent(), { timeout: 15_000 }).toBeTruthy();

      // 2. the player deposits and plays
      await chooseAccountItem(player.page, 'Deposit');
      const deposit = player.page.getByTestId('deposit-form');
      await deposit.getByTestId('deposit-channel-LOCALPAY').click();
      await deposit.getByLabel(/^Amount/).fill(String(DEPOSIT / 100));
      await deposit.getByRole('button', { name: 'Pay now' }).click();
      await player.page.waitForURL((url) => url.pathname.startsWith('/paygate/checkout/'), { timeout: 15_000 });
      await player.page.getByTestId('paygate-pay').click();
      await player.page.waitForURL((url) => url.searchParams.get('mc') === 'depositv2', { timeout: 15_000 });
      await expect.poll(() => player.page.getByTestId('deposit-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('credited');
      await player.page.goto(`${server.url}/rng`);
      const tile = player.page.getByTestId('game-tile').first();
      await tile.waitFor({ timeout: 20_000 });
      await tile.locator('button.game-tile__launch').click();
      await player.page.waitForURL((url) => url.pathname === '/game', { timeout: 15_000 });
      const frame = player.page.frameLocator('[data-testid="game-iframe"]');
      const spin = frame.getByTestId('slot-spin');
      const gameBalance = frame.getByTestId('game-balance');
      await expect.poll(() => gameBalance.getAttribute('data-minor'), { timeout: 15_000 }).toBe(String(DEPOSIT));
      await frame.getByTestId('stake').selectOption(String(STAKE));
      for (let round = 0; round < SPINS; round++) {
        await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
        const before = await gameBalance.getAttribute('data-minor');
        await spin.click();
        await expect.poll(() => gameBalance.getAttribute('data-minor'), { timeout: 15_000 }).not.toBe(before);
      }
      await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
      await frame.getByTestId('game-exit').click();
      await player.page.waitForURL((url) => url.pathname === '/rng', { timeout: 15_000 });

      // 3. the agent sees the player and its bets
      await openAgentPage(agent.page, 'downlineManagmentView');
      const downline = agent.page.getByTestId(`downline-${username}`);
      await downline.waitFor({ timeout: 15_000 });
      await openAgentPage(agent.page, 'personalHistoryCopy');
      const betting = centre(agent.page).getByTestId('centre-page-personalHistoryCopy');
      await betting.getByRole('button', { name: '7 days', exact: true }).click();
      await expect.poll(() => betting.getByRole('row').filter({ hasText: username }).count(), { timeout: 15_000 }).toBe(SPINS);

      // 4. promoted to agent and offered a daily salary, which the player accepts
      await openAgentPage(agent.page, 'downlineManagmentView');
      await agent.page
        .getByTestId(`downline-${username}`)
        .getByRole('button', { name: `Actions for ${username}` })
        .click();
      const actions = agent.page.getByTestId('downline-actions');
      await actions.getByRole('button', { name: 'Promote to agent' }).click();
      await actions.getByRole('button', { name: 'Yes, promote' }).click();
      await expect.poll(() => agent.page.getByTestId(`downline-${username}`).textContent(), { timeout: 15_000 }).toContain('Agent');

      await openAgentPage(agent.page, 'agentDailyWages2', '&part=downlines');
      await agent.page.getByRole('button', { name: 'Offer a contract' }).click();
      const offer = agent.page.getByTestId('contract-offer-form');
      await offer.getByLabel('Downline').selectOption({ label: username });
      await offer.getByLabel('Team bet amount per day at least').fill('10');
      await offer.getByLabel('Active members at least').fill('1');
      await offer.getByLabel('Rate (%) or amount').fill('2');
      await offer.getByRole('button', { name: 'Send the offer' }).click();
      await agent.page.getByText('The offer was sent.', { exact: false }).waitFor({ timeout: 15_000 });

      // the player's member info changed: it signs in again, lands on its agent home and accepts
      await player.context.clearCookies();
      await player.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await signIn(player.page, server.url, username, 'Journey2026');
      await player.page.waitForURL((url) => url.pathname === '/agentHome', { timeout: 15_000 });
      const offered = player.page.getByTestId('contract-offers').locator('article').first();
      await offered.waitFor({ timeout: 15_000 });
      expect(await offered.textContent()).toContain('2.00 %');
      await offered.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => player.page.getByTestId('contract-offers').textContent(), { timeout: 15_000 }).toContain('In force');

      // 5. today: the operator settles the day the journey played, twice; the salary is paid once
      await server.restart({ CLOCK_OFFSET_MS: '' });
      for (const visitor of [agent, player]) await visitor.context.clock.setSystemTime(Date.now());
      // the day the salary is paid on, in the merchant's time: the settle's, either side of the
      // merchant's midnight should the settle run across it
      const paidOn = new Set([merchantDayAt(Date.now())]);
      const settled = server.admin('settle', 'daily', '--period', day);
      paidOn.add(merchantDayAt(Date.now()));
      expect(settled.status, settled.stderr).toBe(0);
      expect(server.admin('settle', 'daily', '--period', day).status).toBe(0);
      const wallet = server.admin('wallet', 'balance', username);
      const bets = server.admin('wallet', 'bets', username);
      const totals = /^bets (\d+)\tstaked ([\d,.]+)\tpaid ([\d,.]+)$/m.exec(bets.stdout);
      expect(Number(totals![1])).toBe(SPINS);
      const expected = DEPOSIT - minorOf(totals![2]) + minorOf(totals![3]) + SALARY;
      expect(minorOf(/^main\t([\d,.]+)$/m.exec(wallet.stdout)![1])).toBe(expected);

      await signIn(player.page, server.url, username, 'Journey2026');
      await openAgentPage(player.page, 'agentRevenueReport');
      const income = centre(player.page).getByTestId('centre-page-agentRevenueReport');
      await income.getByRole('button', { name: '7 days', exact: true }).click();
      // income is counted on the day it was paid: that day's row holds the salary
      await expect
        .poll(
          () =>
            income
              .getByRole('row')
              // the day as the page writes it in English (DD/MM/YYYY)
              .filter({ hasText: new RegExp([...paidOn].map((paid) => dateFormat('en', MERCHANT_OFFSET_MS / 60_000).calendarDate(paid)).join('|')) })
              .first()
              .textContent(),
          { timeout: 15_000 },
        )
        .toContain((SALARY / 100).toFixed(2));
      await player.page.goto(`${server.url}/?mc=transactionHistory`);
      const record = centre(player.page).getByTestId('centre-page-transactionHistory');
      await record.getByRole('button', { name: '7 days', exact: true }).click();
      const salaryRows = record.getByRole('row').filter({ hasText: 'Salary' });
      await expect.poll(() => salaryRows.count(), { timeout: 15_000 }).toBe(1);
      expect(await salaryRows.first().textContent()).toContain((SALARY / 100).toFixed(2));
    } finally {
      await agent.context.close();
      await player.context.close();
    }
  });
});
