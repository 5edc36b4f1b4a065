/**
 * A new player's whole way through the site, end to end on the real gateway and Debian's Chromium:
 * sign up (SMS code, slider and captcha), deposit 500 in the member centre and pay it on the local
 * payment provider's checkout page (its signed webhook credits the wallet), browse the slot games
 * with a search, launch a slot, spin several times, leave the game; the header balance, the wallet
 * the CLI reads and the bets the gateway recorded agree to the cent (balance = deposit - staked +
 * paid). Then the money goes out: the withdrawal page leads to the security centre (real name,
 * payment PIN, a bank account), 100 is asked for, the operator approves and pays it with the CLI,
 * and the player confirms it arrived. Last, the betting record, the account record and the profit
 * and loss agree with the ledger to the cent, and each CSV export holds the rows its page shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { csvTimeAsShown } from '../fixtures/csv';
import { launchBrowser, newVisitor } from './support/browser';
import { field, fillCaptcha, mobileNumber, openRegister, requestSmsCode, submitAndSignIn } from './support/registration-steps';
import { allRows, centre, exportedCsv, minorOf, openCentrePage, requestWithdrawal, setUpWithdrawals, totalsOf } from './support/member-centre-steps';
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

const SPINS = 5;
/** 123450 -> "1,234.50", -500 -> "-5.00": how the record pages write amounts */
const money = (minor: number) =>
  `${minor < 0 ? '-' : ''}${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const DEPOSIT = 50_000;
const STAKE = 100;
const WITHDRAWAL = 10_000;
const PIN = '482915';

describe('a new player in Chromium', () => {
  it('signs up, deposits, plays a slot, withdraws, and the records and their exports agree with the ledger', async () => {
    // the merchant asks 1 % of a deposit to be wagered before it may leave: the five spins below
    // meet it (the rule at its default, each deposit wagered once, is tested on the gateway)
    const settings = server.admin('withdrawal', 'settings', '--turnover-percent', '1');
    expect(settings.status, settings.stderr).toBe(0);
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
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await chooseAccountItem(page, 'Deposit');
      const form = page.getByTestId('deposit-form');
      await form.waitFor();
      // each centre page is a chunk of its own: the deposit page brings no other page's view
      expect(scripts.filter((path) => /^\/assets\/deposit\.view-/.test(path))).toHaveLength(1);
      expect(
        scripts.filter((path) =>
          /^\/assets\/(withdraw|security-center|betting-record|account-record|profit|transfer-fund|transfer-upline)\.view-/.test(path),
        ),
      ).toEqual([]);
      await form.getByTestId('deposit-channel-LOCALPAY').click();
      await form.getByLabel(/^Amount/).fill(String(DEPOSIT / 100));
      await form.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/paygate/checkout/'), { timeout: 15_000 });
      await expect(page.getByTestId('paygate-amount').textContent()).resolves.toBe('PHP 500.00');
      await page.getByTestId('paygate-pay').click();
      await page.waitForURL((url) => url.searchParams.get('mc') === 'depositv2' && url.searchParams.has('depositId'), { timeout: 15_000 });
      const status = page.getByTestId('deposit-status');
      await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toBe('credited');
      const headerBalance = page.getByTestId('balance-value');
      await expect.poll(() => headerBalance.textContent(), { timeout: 15_000 }).toBe('500.00');
      await centre(page).getByRole('button', { name: 'Close' }).click();

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
      await expect.poll(() => gameBalance.getAttribute('data-minor'), { timeout: 15_000 }).toBe(String(DEPOSIT));
      // 1.00 a spin: five of them are the 1 % of 500 the merchant asks to be wagered
      await frame.getByTestId('stake').selectOption(String(STAKE));
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
      expect(minorOf(totals![2])).toBe(SPINS * STAKE);
      expect(lines.slice(0, -1).every((line) => line.includes(`\t${name}\t`))).toBe(true);
      const [staked, paid] = [minorOf(totals![2]), minorOf(totals![3])];
      const expected = DEPOSIT - staked + paid;
      expect(inGame).toBe(expected);
      const wallet = server.admin('wallet', 'balance', username);
      const mainWallet = /^main\t([\d,.]+)$/m.exec(wallet.stdout);
      expect(minorOf(mainWallet![1])).toBe(expected);
      await expect.poll(async () => minorOf((await headerBalance.textContent()) ?? ''), { timeout: 15_000 }).toBe(expected);

      // withdraw: without an account and a PIN the page leads to the security centre
      await chooseAccountItem(page, 'Withdrawal');
      await page.getByTestId('withdraw-setup').getByRole('link', { name: 'Go to the security centre' }).click();
      await setUpWithdrawals(page, { realName: 'Juan Dela Cruz', pin: PIN, bank: 'BDO', accountNumber: '001234567890' });
      await openCentrePage(page, 'withdraw', 'withdraw-form');
      expect(await page.getByTestId('withdraw-remaining-turnover').textContent()).toMatch(/0\.00$/);
      expect(await requestWithdrawal(page, { amount: String(WITHDRAWAL / 100), pin: PIN })).toBe('Pending review');
      const afterRequest = expected - WITHDRAWAL;
      await expect.poll(async () => minorOf((await headerBalance.textContent()) ?? ''), { timeout: 15_000 }).toBe(afterRequest);

      // the operator approves and pays it; the player says it arrived
      const listed = server.admin('withdrawal', 'list');
      const request = new RegExp(`^(\\d+)\t${username}\t100\\.00\tfee ([\\d.]+)\tpendingReview`, 'm').exec(listed.stdout);
      expect(request, listed.stdout).not.toBeNull();
      const [withdrawalId, fee] = [request![1], minorOf(request![2])];
      for (const decision of ['approve', 'paid']) {
        const decided = server.admin('withdrawal', decision, withdrawalId);
        expect(decided.status, decided.stderr).toBe(0);
      }
      await openCentrePage(page, 'securityCenter', 'security-center');
      await openCentrePage(page, 'withdraw', 'withdrawal-confirmation');
      const confirmation = page.getByTestId(`withdrawal-confirmation-${withdrawalId}`);
      await confirmation.getByRole('button', { name: 'Received', exact: true }).click();
      await confirmation.getByRole('group', { name: `Confirm that you received P ${money(WITHDRAWAL - fee)}?` }).waitFor();
      await confirmation.getByRole('button', { name: 'Yes, confirm' }).click();
      await page.getByText('Thank you, your answer was sent.').waitFor();
      expect(server.admin('withdrawal', 'list').stdout).toMatch(new RegExp(`^${withdrawalId}\t${username}\t.*\tcompleted\t`, 'm'));
      const main = minorOf(/^main\t([\d,.]+)$/m.exec(server.admin('wallet', 'balance', username).stdout)![1]);
      expect(main).toBe(afterRequest);

      // the betting record: the five spins, their totals, and the same rows in its file
      const betting = await openCentrePage(page, 'personalHistoryCopy', 'betting-record');
      expect(await totalsOf(betting, 'Totals of the period')).toEqual({
        Bets: String(SPINS),
        Bet: money(staked),
        'Valid bet': money(staked),
        Payout: money(paid),
        'Profit and loss': money(paid - staked),
      });
      const betRows = await allRows(betting);
      expect(betRows).toHaveLength(SPINS);
      const betFile = await exportedCsv(betting);
      expect(betFile.fileName).toMatch(/^betting-record_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      expect(betFile.records[0].slice(0, 2)).toEqual(['Order no', 'Bet time']);
      // the file's times are the ones the page shows, in the merchant's time (UTC+8), the offset written beside them
      expect(betFile.records.slice(1).map((r) => csvTimeAsShown(r[1]))).toEqual(betRows.map((r) => ({ shown: r[1], offset: '+08:00' })));
      // order no, bet, valid bet, payout, profit and loss
      expect(betFile.records.slice(1).map((r) => [r[0], ...[r[5], r[6], r[7], r[8]].map((n) => Math.round(Number(n) * 100))])).toEqual(
        betRows.map((r) => [r[0], minorOf(r[3]), minorOf(r[4]), minorOf(r[5]), minorOf(r[6])]),
      );

      // the account record: each entry's balance after is the one before plus its amount, from 0 to the wallet
      const account = await openCentrePage(page, 'transactionHistory', 'account-record');
      const entries = await allRows(account);
      const amounts = entries.map((r) => minorOf(r[2]));
      const balances = entries.map((r) => minorOf(r[3]));
      expect(balances[0]).toBe(main);
      // newest first: the balance before each entry is the next row's balance after, 0 before the first
      expect(balances.map((balance, i) => balance - amounts[i])).toEqual([...balances.slice(1), 0]);
      expect(amounts.filter((a) => a > 0).reduce((a, b) => a + b, 0)).toBe(DEPOSIT + paid);
      expect(amounts.filter((a) => a < 0).reduce((a, b) => a + b, 0)).toBe(-(staked + WITHDRAWAL));
      expect(await totalsOf(account, 'Totals of the period')).toEqual({
        'Money in': money(DEPOSIT + paid),
        'Money out': money(-(staked + WITHDRAWAL)),
        Net: money(main),
      });
      const entryFile = await exportedCsv(account);
      expect(entryFile.records[0]).toEqual(['Transaction id', 'Time', 'Type', 'Wallet', 'Amount', 'Balance after', 'Reference', 'Remark', 'Step']);
      expect(entryFile.records.slice(1).map((r) => csvTimeAsShown(r[1]))).toEqual(entries.map((r) => ({ shown: r[0], offset: '+08:00' })));
      expect(entryFile.records.slice(1).map((r) => [Math.round(Number(r[4]) * 100), Math.round(Number(r[5]) * 100)])).toEqual(
        entries.map((r) => [minorOf(r[2]), minorOf(r[3])]),
      );

      // the profit and loss: since the account opened, and the period's bets
      const profit = await openCentrePage(page, 'personalProfit', 'profit-and-loss');
      expect(await totalsOf(profit, 'Since the account opened')).toEqual({
        Deposits: money(DEPOSIT),
        Withdrawals: money(WITHDRAWAL),
        'Net deposits': money(DEPOSIT - WITHDRAWAL),
        Balance: money(main),
        'Net position': money(paid - staked),
      });
      expect(await totalsOf(profit, 'Totals of the period')).toMatchObject({ Bets: String(SPINS), Bet: money(staked), Payout: money(paid) });
    } finally {
      await context.close();
    }
  });
});
