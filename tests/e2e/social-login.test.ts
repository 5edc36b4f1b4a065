/**
 * Social login end to end in Chromium: the real gateway and SPA, a real OpenID Connect provider on
 * this machine standing in for Google, and a local page standing in for Telegram's login popup
 * (which signs the answer with a test bot token the way Telegram does). A first sign-in creates the
 * player and shows the account in the header; a window closed by the visitor is a failed login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLocalOidcProvider } from '../server/support/local-oidc-provider';
import type { LocalOidcProvider } from '../server/support/local-oidc-provider';
import { launchBrowser, newVisitor } from './support/browser';
import { freePort, startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { startFakeTelegramOAuth } from './support/telegram-oauth';
import type { FakeTelegramOAuth } from './support/telegram-oauth';

const BOT_TOKEN = '7300451:e2e-test-bot-token-not-a-real-one';
let server: SiteServer;
let provider: LocalOidcProvider;
let telegram: FakeTelegramOAuth;
let browser: Browser;

/** Waits until the gateway offers the social logins the modules switched on (its merchant cache lasts 5 s). */
async function untilOffered(url: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await (await fetch(`${url}/wps/system/status`)).json();
    const social = status.value.info.social;
    if (social.google && social.telegram) return;
    if (Date.now() > deadline) throw new Error(`social logins not offered: ${JSON.stringify(social)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  provider = await startLocalOidcProvider(`${site}/wps/social/google/callback`);
  telegram = await startFakeTelegramOAuth(BOT_TOKEN, { id: 880001, first_name: 'Tess', username: 'tess_tg' });
  server = await startSiteServer({
    port,
    env: {
      PUBLIC_URL: site,
      SOCIAL_GOOGLE_ISSUER: provider.issuer,
      SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
      SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_NAME: 'site_login_bot',
      TELEGRAM_OAUTH_URL: telegram.origin,
    },
  });
  for (const module of ['GOOGLELOGIN3', 'TELEGRAMLOGIN3']) {
    const switched = server.admin('module', module, 'on');
    expect(switched.status, switched.stderr).toBe(0);
  }
  await untilOffered(server.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  await telegram?.close();
});

async function openHome(page: Page) {
  await page.goto(server.url);
  await page.getByRole('banner').waitFor();
}

/** The dialogs of the sign-in are gone (a notice the site shows a signed-in member is not one of them). */
async function expectSignInDialogsClosed(page: Page) {
  for (const dialog of [
    page.getByRole('dialog', { name: 'Log in' }),
    page.getByRole('dialog', { name: 'Sign up' }),
    page.getByTestId('social-login-dialog'),
  ]) {
    expect(await dialog.count()).toBe(0);
  }
}

/** The login dialog's Google button: the provider's window opens from the click. */
async function startGoogleLogin(page: Page): Promise<Page> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const buttons = page.getByRole('dialog', { name: 'Log in' }).getByTestId('social-login-buttons');
  await buttons.waitFor();
  await expect(buttons.getByRole('button').allTextContents()).resolves.toEqual(['Google', 'Telegram']);
  const opened = page.waitForEvent('popup');
  await buttons.getByRole('button', { name: 'Google' }).click();
  const popup = await opened;
  await page.getByTestId('social-login-dialog').waitFor();
  return popup;
}

describe('social login in Chromium', () => {
  it("signs a new player in with Google: the provider's pages in the window, the account in the header", async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      const popup = await startGoogleLogin(page);
      // the window went through the gateway's begin address to the provider's login page
      await popup.locator('input[name="login"]').waitFor();
      expect(new URL(popup.url()).origin).toBe(provider.issuer);
      await popup.locator('input[name="login"]').fill('ann-sub');
      await popup.locator('input[name="password"]').fill('any password');
      await popup.locator('button[type="submit"]').click();
      // the provider's consent page, then back to the gateway's callback, which closes the window.
      // Both pages have a submit button: wait for the login form to go, or a slow machine clicks
      // the login page's button twice and the consent is never given.
      await popup.locator('input[name="login"]').waitFor({ state: 'detached' });
      // waited for before the click: the callback may close the window before the click returns
      const closed = popup.waitForEvent('close');
      await popup
        .locator('button[type="submit"]')
        .click()
        .catch((error) => {
          if (!popup.isClosed()) throw error; // a click the closing window cut short did its work
        });
      await closed.catch(async (error) => {
        if (popup.isClosed()) return;
        // where the window stopped is what tells a slow provider from a refused callback
        throw new Error(`the provider's window did not close: ${popup.url()}\n${(await popup.content()).slice(0, 2000)}`, { cause: error });
      });

      await page.getByTestId('account-name').waitFor();
      await expect(page.getByTestId('account-name').textContent()).resolves.toBe('go_annsub');
      await expectSignInDialogsClosed(page);
      const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
      expect(token).toMatch(/^\S{20,}$/);
      const info = await (await page.request.get(`${server.url}/wps/member/info`, { headers: { authorization: token! } })).json();
      expect(info.value).toMatchObject({ account: 'go_annsub', nickname: 'Ann Provider', type: 0 });
    } finally {
      await context.close();
    }
  });

  it('shows a window closed by the visitor as a failed login, and OK returns to the login dialog', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      const popup = await startGoogleLogin(page);
      await popup.locator('input[name="login"]').waitFor();
      await popup.close();

      const warning = page.getByTestId('social-login-failed');
      await warning.waitFor();
      await expect(warning.getByRole('alert').textContent()).resolves.toBe('The login window was closed before the login finished. Login failed.');
      await warning.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      expect(await page.getByTestId('account-name').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("signs a new player in with Telegram from the registration popup, through Telegram's window", async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
      const buttons = page.getByRole('dialog', { name: 'Sign up' }).getByTestId('social-login-buttons');
      await buttons.waitFor();
      const opened = page.waitForEvent('popup');
      await buttons.getByRole('button', { name: 'Telegram' }).click();
      const popup = await opened;
      await popup.getByRole('button', { name: 'Log in' }).waitFor();
      expect(telegram.requests.at(-1)).toEqual({ bot_id: '7300451', origin: server.url, request_access: 'write' });
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Log in' }).click();
      await closed;

      await page.getByTestId('account-name').waitFor();
      await expect(page.getByTestId('account-name').textContent()).resolves.toBe('te_880001');
      await expectSignInDialogsClosed(page);
    } finally {
      await context.close();
    }
  });
});
