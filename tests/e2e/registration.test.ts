/**
 * Registration end to end on a fresh gateway and Debian's Chromium: by username with an agent's
 * link (SMS code from the dev outbox, slider checks solved with the operator's dev command), an
 * invalid invitation link, and by mobile number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { solveSlider, waitForChallenge } from './support/slider';

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

/** A number the demo merchant's rule accepts (^9\d{9}$), different on every run. */
const mobileNumber = () => `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;

const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function openRegister(page: Page, query = '') {
  await page.goto(`${server.url}/register${query}`);
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByTestId('register-form').waitFor();
  return dialog;
}

/** Get code, pass the slider, and read the code the outbox "sent" to the number. */
async function requestSmsCode(page: Page, dialog: Locator, mobile: string): Promise<string> {
  const challenge = waitForChallenge(page);
  await dialog.getByTestId('sms-code-button').click();
  await solveSlider(page, server, challenge);
  await expect.poll(() => dialog.getByTestId('sms-code-button').textContent(), { timeout: 10_000 }).toMatch(/^\d+ s$/);
  const outbox = await (await page.request.get(`${server.url}/dev/sms/outbox?phone=63${mobile}`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox: ${JSON.stringify(outbox)}`);
  return code;
}

/** The answer to the captcha the page shows now. */
async function fillCaptcha(page: Page, dialog: Locator) {
  await dialog.getByRole('img', { name: 'Captcha' }).waitFor();
  const { answer } = await (await page.request.get(`${server.url}/dev/captcha/answer`)).json();
  await field(dialog, 'Captcha').fill(answer);
}

/** Accept the terms, submit, pass the register slider check, and wait for the signed-in header. */
async function submitAndSignIn(page: Page, dialog: Locator) {
  await dialog.getByTestId('register-terms').check();
  const challenge = waitForChallenge(page);
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await solveSlider(page, server, challenge);
  await page.getByTestId('account-name').waitFor({ timeout: 15_000 });
  await page.getByRole('dialog', { name: 'Sign up' }).waitFor({ state: 'detached' });
}

describe('registration in Chromium', () => {
  it('registers by username under the agent of the link, with SMS code and slider checks', async () => {
    const { context, page } = await newVisitor(browser);
    const dialog = await openRegister(page, '?affiliateCode=DEMOAGENT');
    // the link's code is valid: no invitation input
    expect(await field(dialog, 'Invitation code').count()).toBe(0);

    await dialog.getByRole('tab', { name: 'Username' }).click();
    const username = `reg${Date.now().toString(36)}`.slice(0, 16);
    const mobile = mobileNumber();
    await field(dialog, 'Username').fill(username);
    await field(dialog, 'Password').fill('Secret2026');
    await field(dialog, 'Confirm password').fill('Secret2026');
    await field(dialog, 'Mobile number').fill(mobile);
    await field(dialog, 'SMS code').fill(await requestSmsCode(page, dialog, mobile));
    await fillCaptcha(page, dialog);
    await submitAndSignIn(page, dialog);

    await expect(page.getByTestId('account-name').textContent()).resolves.toBe(username);
    expect(new URL(page.url()).pathname).toBe('/');
    const upline = server.admin('dev', 'upline', username);
    expect(upline.stdout.trim(), upline.stderr).toBe('demo_agent');
    await context.close();
  });

  it('shows the invitation input for an invalid link code, and warns about a wrong typed code', async () => {
    const { context, page } = await newVisitor(browser);
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/member/register')) registerCalls.push(request.url());
    });
    const dialog = await openRegister(page, '?r=NOSUCHCODE');
    await field(dialog, 'Invitation code').waitFor();

    await field(dialog, 'Mobile number').fill(mobileNumber());
    await field(dialog, 'SMS code').fill('123456');
    await field(dialog, 'Password').fill('Secret2026');
    await field(dialog, 'Confirm password').fill('Secret2026');
    await field(dialog, 'Captcha').fill('ABCD');
    await field(dialog, 'Invitation code').fill('WRONG99');
    await dialog.getByTestId('register-terms').check();
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();

    const warning = page.getByTestId('invitation-warning');
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toContain('Invalid invitation code');
    await warning.getByRole('button', { name: 'OK' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(registerCalls).toEqual([]);
    await context.close();
  });

  it('registers by mobile number, which becomes the account name', async () => {
    const { context, page } = await newVisitor(browser);
    const dialog = await openRegister(page);
    await expect(dialog.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).resolves.toBe('true');
    const mobile = mobileNumber();
    await field(dialog, 'Mobile number').fill(mobile);
    await field(dialog, 'SMS code').fill(await requestSmsCode(page, dialog, mobile));
    await field(dialog, 'Password').fill('Secret2026');
    await field(dialog, 'Confirm password').fill('Secret2026');
    await fillCaptcha(page, dialog);
    await submitAndSignIn(page, dialog);

    await expect(page.getByTestId('account-name').textContent()).resolves.toBe(mobile);
    await context.close();
  });
});
