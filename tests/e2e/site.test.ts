/**
 * The site end to end: the real gateway on a fresh embedded database, the built SPA, Debian's
 * Chromium. What a player sees: home, maintenance switched on by an operator, captcha escalation
 * and login, free play with the real-account warning, the member and agent centres' addressable
 * pages, sign-out, and the header: the ticking clock, the language switch, the balance of a
 * signed-in player.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { chooseAccountItem, closeNewsPopup } from './support/site-actions';

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

async function openHome(page: Page) {
  await page.goto(server.url);
  await page.getByRole('banner').waitFor();
}

async function openLoginDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').waitFor();
  return dialog;
}

async function logIn(page: Page, username: string, password: string) {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByTestId('account-name').waitFor();
  await closeNewsPopup(page);
}

/**
 * Loads home until it shows `wanted` (the operator's change reaches the gateway within 5 seconds).
 * Each load waits for the app to show one screen or the other before it is judged: the header
 * appears a second or two after the load event, and reading it earlier judged a load that had not
 * finished.
 */
async function reloadUntilShown(page: Page, wanted: 'maintenance' | 'site'): Promise<void> {
  const maintenance = page.getByTestId('maintenance-screen');
  const site = page.getByRole('banner');
  const deadline = Date.now() + 15_000;
  for (;;) {
    await page.goto(server.url);
    await maintenance.or(site).first().waitFor({ timeout: 15_000 });
    const shown = (await maintenance.isVisible()) ? 'maintenance' : 'site';
    if (shown === wanted) return;
    if (Date.now() > deadline) throw new Error(`home still shows the ${shown} screen`);
    await page.waitForTimeout(500);
  }
}

describe('site in Chromium', () => {
  it('renders home for a guest with the app shell areas', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('main').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('account-name').count()).toBe(0);
    await context.close();
  });

  it('shows the maintenance screen once an operator switches maintenance on, and the site again when off', async () => {
    const on = server.admin('maintenance', 'on', '--message', 'Upgrading the wallet', '--until', '2030-01-01T10:00:00Z');
    expect(on.status, on.stderr).toBe(0);
    const { context, page } = await newVisitor(browser);
    try {
      // the gateway sees the operator's change within 5 seconds
      await reloadUntilShown(page, 'maintenance');
      await expect(page.getByTestId('maintenance-screen').textContent()).resolves.toContain('Upgrading the wallet');
      expect(await page.getByRole('banner').count()).toBe(0);
    } finally {
      const off = server.admin('maintenance', 'off');
      expect(off.status, off.stderr).toBe(0);
    }
    await reloadUntilShown(page, 'site');
    await context.close();
  });

  it('asks for a captcha after three wrong passwords, then logs in with password and captcha', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    const dialog = await openLoginDialog(page);
    const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
    const captchaInput = dialog.getByLabel('Captcha');

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await captchaInput.count(), `captcha before failure ${attempt}`).toBe(0);
      await dialog.getByLabel('Username').fill('demo_player');
      await dialog.getByLabel('Password').fill(`wrong-password-${attempt}`);
      const answered = page.waitForResponse((r) => r.url().includes('/wps/session/login'));
      await submit.click();
      const response = await answered;
      const body = await response.json();
      expect(body).toMatchObject({ success: false, errorCode: 'login.failed' });
      expect(body.value.captcha).toBe(attempt >= 3);
    }
    await captchaInput.waitFor();
    await dialog.getByRole('img', { name: 'Captcha' }).waitFor();

    const { answer } = await (await page.request.get(`${server.url}/dev/captcha/answer`)).json();
    expect(answer).toMatch(/^\w{4}$/);
    await dialog.getByLabel('Password').fill('Player2026!');
    await captchaInput.fill(answer);
    await submit.click();

    await page.getByTestId('account-name').waitFor();
    await expect(page.getByTestId('account-name').textContent()).resolves.toContain('demo_player');
    expect(await page.getByRole('dialog', { name: 'Log in' }).count()).toBe(0);
    await context.close();
  });

  it('gives free play a trial session that gets the real-account warning on a guarded action', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
    await page.getByTestId('account-name').waitFor();
    await expect(page.getByTestId('account-name').textContent()).resolves.toMatch(/trial/i);
    await closeNewsPopup(page);

    await chooseAccountItem(page, 'Deposit');
    const warning = page.getByTestId('real-account-warning');
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toContain('Please register an account first.');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'detached' });

    // a shared member-centre link gets the same warning, and the address drops the page
    await page.goto(`${server.url}/rng?mc=depositv2`);
    await warning.waitFor();
    await page.waitForURL((url) => url.pathname === '/rng' && url.search === '');
    expect(await page.getByTestId('centre').count()).toBe(0);
    await context.close();
  });

  it('opens the member centre from the avatar menu at an address that reload, back and a shared link keep', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    await logIn(page, 'demo_player', 'Player2026!');
    await chooseAccountItem(page, 'Deposit');
    const centre = page.getByTestId('centre');
    await centre.getByTestId('centre-page-depositv2').waitFor();
    expect(new URL(page.url()).search).toBe('?mc=depositv2');
    await expect(centre.getByRole('heading', { level: 3 }).textContent()).resolves.toBe('Deposit');

    // the demo merchant keeps one wallet: no transfers between wallets in the menu
    expect(await centre.getByTestId('centre-menu-transferFund').count()).toBe(0);

    // the menu leads to another page, which a reload reopens
    await centre.getByTestId('centre-menu-transactionHistory').click();
    await centre.getByTestId('centre-page-transactionHistory').waitFor();
    await expect(centre.getByTestId('centre-menu-transactionHistory').getAttribute('aria-current')).resolves.toBe('page');
    const unreadCountCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/relay/CSP_unreadCount')) unreadCountCalls.push(request.url());
    });
    await page.reload();
    await centre.getByTestId('centre-page-transactionHistory').waitFor();
    // the header's badge and the centre menu's both show the unread count: one request for both
    await page.waitForLoadState('networkidle');
    expect(unreadCountCalls).toHaveLength(1);

    // closing takes the page out of the address; back brings it again
    await centre.getByRole('button', { name: 'Close' }).click();
    await centre.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await page.evaluate(() => window.history.back());
    await page.waitForURL((url) => url.search === '?mc=transactionHistory');
    await centre.getByTestId('centre-page-transactionHistory').waitFor();

    // a player has no agent centre: its address is dropped
    await page.goto(`${server.url}/?ac=agentTeamOverview`);
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('banner').waitFor();
    expect(await centre.count()).toBe(0);
    await context.close();

    // a guest following a member-centre link is asked to sign in
    const guest = await newVisitor(browser);
    await guest.page.goto(`${server.url}/?mc=withdraw`);
    await guest.page.getByRole('dialog').getByLabel('Username').waitFor();
    expect(await guest.page.getByTestId('centre').count()).toBe(0);
    await guest.context.close();
  });

  it('opens the agent centre from the avatar menu of an agent', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    await logIn(page, 'demo_agent', 'Agent2026!');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await chooseAccountItem(page, 'Agent centre');
    await page.getByTestId('centre-page-agentTeamOverview').waitFor();
    expect(new URL(page.url()).search).toBe('?ac=agentTeamOverview');
    // each page is a chunk of its own: the overview (which the agent's home shows too) brings no other page's view
    await page.getByTestId('centre').getByTestId('team-overview').waitFor();
    const otherPages =
      /^\/assets\/(register-center|team-management|contract-page|agent-income|team-pnl|team-betting|downline-transactions|agent-announcements)\.view-/;
    expect(scripts.filter((path) => otherPages.test(path))).toEqual([]);
    // and another page's chunk comes when that page opens
    await page.getByTestId('centre').locator('a[href*="ac=registerCenter"]').click();
    await page.getByTestId('centre').getByTestId('register-center').waitFor();
    expect(scripts.filter((path) => /^\/assets\/register-center\.view-/.test(path))).toHaveLength(1);
    await context.close();
  });

  it('signs out after confirmation and returns to a guest', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    await logIn(page, 'demo_agent', 'Agent2026!');
    expect(new URL(page.url()).pathname).toBe('/agentHome');

    await chooseAccountItem(page, 'Sign out');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.getByTestId('account-name').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).not.toBeNull();
    await context.close();
  });
});

/** The site name in the header, in the current language (the navigation may hold links of the same name). */
const brand = (page: Page, name: string) => page.getByRole('banner').locator('.header__brand', { hasText: name });

describe('header in Chromium', () => {
  it('shows a clock that ticks every second', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    const clock = page.getByTestId('site-clock');
    await clock.waitFor();
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{4}\/\d{2}\/\d{2} \(.+\) \d{2}:\d{2}:\d{2}$/);
    await page.waitForFunction((before) => document.querySelector('[data-testid="site-clock"]')?.textContent !== before, first);
    expect(await clock.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    await context.close();
  });

  it('switches from Malay to English with the mouse and back with the keyboard, keeping the choice', async () => {
    const { context, page } = await newVisitor(browser, 'MS');
    await openHome(page);
    await brand(page, 'Permainan').waitFor();
    const picker = page.getByTestId('language-picker');
    const button = picker.getByRole('button');
    await button.click();
    await picker.locator('[role="menuitemradio"][data-key="EN"]').click();
    await brand(page, 'Gaming').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('EN');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await picker.getByRole('menu').waitFor();
    // the menu opens on the current language (EN); MS is the one before it
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await brand(page, 'Permainan').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('MS');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="language-picker"]') !== null)).toBe(true);

    // the choice survives a reload
    await page.reload();
    await brand(page, 'Permainan').waitFor();
    await context.close();
  });

  it('shows demo_player the wallet balance after login and reloads it on a click', async () => {
    const credited = server.admin('wallet', 'deposit', 'demo_player', '1234.56', '--reference', 'e2e-header-1');
    expect(credited.status, credited.stderr).toBe(0);
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    await logIn(page, 'demo_player', 'Player2026!');
    const amount = page.getByTestId('balance-amount');
    await page.getByTestId('balance-value').waitFor();
    const before = (await page.getByTestId('balance-value').textContent()) ?? '';
    expect(before).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(Number(before.replace(/,/g, ''))).toBeGreaterThanOrEqual(1234.56);
    await expect(amount.textContent()).resolves.toBe(`P ${before}`);

    const more = server.admin('wallet', 'deposit', 'demo_player', '10.00', '--reference', 'e2e-header-2');
    expect(more.status, more.stderr).toBe(0);
    // a click refreshes once the short gap after the last load has passed
    await page.waitForFunction(() => document.querySelector('[data-testid="balance-amount"]')?.getAttribute('aria-disabled') === 'false');
    await amount.click();
    const expected = (Number(before.replace(/,/g, '')) + 10).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await page.waitForFunction((text) => document.querySelector('[data-testid="balance-value"]')?.textContent === text, expected);

    await page.getByTestId('balance-hide').click();
    await expect(page.getByTestId('balance-value').textContent()).resolves.toBe('***');
    await context.close();
  });
});
