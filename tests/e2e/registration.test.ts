/**
 * Registration end to end on a fresh gateway and Debian's Chromium: by username with an agent's
 * link (SMS code from the dev outbox, slider checks solved with the operator's dev command), an
 * invalid invitation link, and by mobile number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { field, fillCaptcha, mobileNumber, openRegister, requestSmsCode, submitAndSignIn } from './support/registration-steps';

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

describe('registration in Chromium', () => {
  it('registers by username under the agent of the link, with SMS code and slider checks', async () => {
    const { context, page } = await newVisitor(browser);
    const dialog = await openRegister(page, server, '?affiliateCode=DEMOAGENT');
    // the link's code is valid: no invitation input
    expect(await field(dialog, 'Invitation code').count()).toBe(0);

    await dialog.getByRole('tab', { name: 'Username' }).click();
    const username = `reg${Date.now().toString(36)}`.slice(0, 16);
    const mobile = mobileNumber();
    await field(dialog, 'Username').fill(username);
    await field(dialog, 'Password').fill('Secret2026');
    await field(dialog, 'Confirm password').fill('Secret2026');
    await field(dialog, 'Mobile number').fill(mobile);
    await field(dialog, 'SMS code').fill(await requestSmsCode(page, server, dialog, mobile));
    await fillCaptcha(page, server, dialog);
    await submitAndSignIn(page, server, dialog);

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
    const dialog = await openRegister(page, server, '?r=NOSUCHCODE');
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
    const dialog = await openRegister(page, server);
    await expect(dialog.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).resolves.toBe('true');
    const mobile = mobileNumber();
    await field(dialog, 'Mobile number').fill(mobile);
    await field(dialog, 'SMS code').fill(await requestSmsCode(page, server, dialog, mobile));
    await field(dialog, 'Password').fill('Secret2026');
    await field(dialog, 'Confirm password').fill('Secret2026');
    await fillCaptcha(page, server, dialog);
    await submitAndSignIn(page, server, dialog);

    await expect(page.getByTestId('account-name').textContent()).resolves.toBe(mobile);
    await context.close();
  });
});
