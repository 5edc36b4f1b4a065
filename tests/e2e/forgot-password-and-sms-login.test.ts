/**
 * SMS login and forgot password end to end: the real gateway on a fresh embedded database, the
 * built SPA, Debian's Chromium. Codes come from the SMS outbox and the reset link from the mail
 * outbox (development endpoints). The slider check is switched off here: the registration browser
 * test proves it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { flattenModules } from '../../machines/system-status';
import type { ModuleNodeWire } from '../../machines/system-status';
import { launchBrowser, newVisitor } from './support/browser';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { chooseAccountItem, closeNewsPopup } from './support/site-actions';

let server: SiteServer;
let browser: Browser;

function admin(...args: string[]) {
  const run = server.admin(...args);
  expect(run.status, `${args.join(' ')}: ${run.stderr}`).toBe(0);
}

/** Switches modules and waits until the gateway's status says so (it caches merchants for 5 s). */
async function setModules(switches: Record<string, boolean>) {
  for (const [modId, on] of Object.entries(switches)) admin('module', modId, on ? 'on' : 'off');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await (await fetch(`${server.url}/wps/system/status`)).json();
    const features = flattenModules(status.value.info.whitelabel as ModuleNodeWire);
    if (Object.entries(switches).every(([modId, on]) => features[modId] === on)) return;
    if (Date.now() > deadline) throw new Error(`modules not switched: ${JSON.stringify(switches)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  admin('member', 'create', 'sms_user', 'Sms-pass-2026', '--mobile', '63-9171111111');
  admin('member', 'create', 'phone_reset', 'Old-pass-2026', '--mobile', '63-9172222222');
  admin('member', 'create', 'mail_user', 'Old-pass-2026', '--email', 'mail.user@example.com');
  await setModules({ HUMANCHECK3: false });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The newest code texted to `<dialing code><number>`. */
async function latestCode(page: Page, phone: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { messages } = await (await page.request.get(`${server.url}/dev/sms/outbox?phone=${phone}`)).json();
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code texted to ${phone}`);
    await page.waitForTimeout(200);
  }
}

async function openHome(page: Page) {
  await page.goto(server.url);
  await page.getByRole('banner').waitFor();
}

async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Log in', exact: true }).waitFor();
  return dialog;
}

async function passwordLogin(page: Page, username: string, password: string) {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

async function signOut(page: Page) {
  await closeNewsPopup(page);
  await chooseAccountItem(page, 'Sign out');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
}

async function accountName(page: Page): Promise<string | null> {
  await page.getByTestId('account-name').waitFor();
  return page.getByTestId('account-name').textContent();
}

describe('SMS login and password recovery in Chromium', () => {
  it('logs in with a code texted to the mobile number, and remembers the number', async () => {
    await setModules({ MOBILEVERCODELOGIN3: true });
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      const dialog = await openLoginDialog(page);
      await dialog.getByRole('tab', { name: 'With SMS code' }).click();
      await dialog.getByLabel('Country code').fill('63');
      await dialog.getByLabel('Mobile number').fill('9171111111');
      const sent = page.waitForResponse((r) => r.url().includes('/wps/verification/sms/noLogin'));
      await dialog.getByRole('button', { name: 'Get code' }).click();
      expect((await (await sent).json()).success).toBe(true);
      // the button counts down instead of offering another code
      await dialog
        .getByTestId('sms-code-button')
        .filter({ hasText: /^\d+ s$/ })
        .waitFor();
      expect(await dialog.getByTestId('sms-code-button').isDisabled()).toBe(true);

      await dialog.getByLabel('SMS code', { exact: true }).fill(await latestCode(page, '639171111111'));
      await dialog.getByLabel('Remember me').check();
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(accountName(page)).resolves.toContain('sms_user');
      // no forced password change after an SMS login: the header, drawn with the account name, would
      // offer a plain Sign out, and the change dialog would show. The sign-in's news popup may open
      // at any time after (its notices load on their own), so dialogs are not counted.
      expect(await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).count()).toBe(0);
      await closeNewsPopup(page);
      expect(await page.getByTestId('change-password-forced').count()).toBe(0);

      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect(cookies.loginTypeSms).toBe('true');
      expect(Object.values(cookies)).not.toContain(await latestCode(page, '639171111111'));

      await signOut(page);
      const again = await openLoginDialog(page);
      await expect(again.getByRole('tab', { name: 'With SMS code' }).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(again.getByLabel('Mobile number').inputValue()).resolves.toBe('9171111111');
    } finally {
      await context.close();
      await setModules({ MOBILEVERCODELOGIN3: false });
    }
  });

  it('resets a password through the e-mailed link, then logs in with the new one', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      const login = await openLoginDialog(page);
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Forgot password' });
      await forgot.getByLabel('Username').fill('mail_user');
      await forgot.getByLabel('E-mail address').fill('mail.user@example.com');
      await forgot.getByRole('button', { name: 'Send link' }).click();
      await page.getByRole('dialog', { name: 'Check your e-mail' }).waitFor();

      const { messages } = await (await page.request.get(`${server.url}/dev/mail/outbox?to=mail.user@example.com`)).json();
      const link = /https?:\/\/\S+\/forget#reset=[\w-]+/.exec(messages[0].body)?.[0];
      expect(link).toBeDefined();
      await page.goto(link!);
      const choose = page.getByRole('dialog', { name: 'Choose a new password' });
      await choose.waitFor();
      // the token leaves the address bar at once
      expect(page.url()).not.toContain('reset=');
      expect(new URL(page.url()).pathname).toBe('/forget');
      await choose.getByLabel('New password', { exact: true }).fill('New-pass-2026');
      await choose.getByLabel('Confirm new password').fill('New-pass-2026');
      await choose.getByRole('button', { name: 'Set new password' }).click();
      const changed = page.getByRole('dialog', { name: 'Password changed' });
      await changed.waitFor();
      await changed.getByRole('button', { name: 'Log in' }).click();

      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByLabel('Username').fill('mail_user');
      await dialog.getByLabel('Password').fill('New-pass-2026');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(accountName(page)).resolves.toContain('mail_user');

      // the link was used once: opening it again says so and offers a new one
      await signOut(page);
      await page.goto(link!);
      // one dialog throughout: "choose a new password", then "forgot password" for the refused link
      const invalid = page.getByRole('dialog');
      await invalid.getByLabel('New password', { exact: true }).waitFor();
      await invalid.getByLabel('New password', { exact: true }).fill('Other-pass-2026');
      await invalid.getByLabel('Confirm new password').fill('Other-pass-2026');
      await invalid.getByRole('button', { name: 'Set new password' }).click();
      await expect(invalid.getByRole('alert').textContent()).resolves.toContain('not valid any more');
      await invalid.getByRole('button', { name: 'Ask for a new link' }).click();
      await invalid.getByLabel('E-mail address').waitFor();
    } finally {
      await context.close();
    }
  });

  it('resets a password by phone and ends logged in; the old password no longer works', async () => {
    await setModules({ CHNGPASSVERIF3: true });
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto(`${server.url}/forget`);
      const forgot = page.getByRole('dialog', { name: 'Forgot password' });
      await forgot.getByLabel('Mobile number').waitFor();
      expect(await forgot.getByLabel('E-mail address').count()).toBe(0);
      await forgot.getByLabel('Country code').fill('63');
      await forgot.getByLabel('Mobile number').fill('9172222222');
      await forgot.getByRole('button', { name: 'Get code' }).click();
      await forgot.getByLabel('SMS code', { exact: true }).fill(await latestCode(page, '639172222222'));
      await forgot.getByLabel('New password', { exact: true }).fill('New-pass-2026');
      await forgot.getByLabel('Confirm new password').fill('New-pass-2026');
      await forgot.getByRole('button', { name: 'Set new password' }).click();
      await expect(accountName(page)).resolves.toContain('phone_reset');
      expect(new URL(page.url()).pathname).toBe('/');

      await signOut(page);
      const refused = await passwordLogin(page, 'phone_reset', 'Old-pass-2026');
      await expect(refused.getByRole('alert').textContent()).resolves.toBe('Incorrect username or password.');
      await refused.getByLabel('Password').fill('New-pass-2026');
      await refused.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(accountName(page)).resolves.toContain('phone_reset');
    } finally {
      await context.close();
      await setModules({ CHNGPASSVERIF3: false });
    }
  });
});
