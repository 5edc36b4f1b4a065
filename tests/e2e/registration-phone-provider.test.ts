/**
 * Registration by mobile number on the phone-provider path, end to end on a fresh gateway and
 * Debian's Chromium: the operator switches the path on, the visitor comes through an agent's link,
 * the code is texted by the local phone identity provider (read from the outbox) with a one-minute
 * countdown, the submit confirms it with the provider after the slider check, and the register
 * call carries the provider's ID token. The stored registration record says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { field, fillCaptcha, mobileNumber, openRegister, requestSmsCode, submitAndSignIn } from './support/registration-steps';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  const on = server.admin('phone-auth', 'on', '--project', 'demo-phone-auth');
  expect(on.status, on.stderr).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('registration on the phone-provider path in Chromium', () => {
  it('registers by mobile number with a code confirmed by the phone provider', async () => {
    const { context, page } = await newVisitor(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/phone-auth/') || pathname.startsWith('/wps/verification/sms/') || pathname.startsWith('/wps/member/register')) {
        calls.push(`${request.method()} ${pathname}`);
      }
    });

    const dialog = await openRegister(page, server, '?affiliateCode=DEMOAGENT&referralCode=FRIEND-1');
    const mobile = mobileNumber();
    await field(dialog, 'Mobile number').fill(mobile);
    const code = await requestSmsCode(page, server, dialog, mobile);
    // one minute on the phone-provider path (the gateway's own codes count down five)
    const seconds = Number((await dialog.getByTestId('sms-code-button').textContent())?.replace(/\D/g, ''));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);

    await field(dialog, 'SMS code').fill(code);
    await field(dialog, 'Password').fill('Secret2026');
    await field(dialog, 'Confirm password').fill('Secret2026');
    await fillCaptcha(page, server, dialog);
    await submitAndSignIn(page, server, dialog);

    await expect(page.getByTestId('account-name').textContent()).resolves.toBe(mobile);
    // texted and confirmed by the provider, then registered; the gateway's own SMS call never made
    expect(calls).toEqual([
      'POST /phone-auth/v1/sendVerificationCode',
      'POST /phone-auth/v1/signInWithPhoneNumber',
      'PUT /wps/member/register/mobile',
    ]);

    const record = server.admin('dev', 'registration', mobile);
    expect(record.status, record.stderr).toBe(0);
    const stored = JSON.parse(record.stdout);
    expect(stored).toMatchObject({
      verification: 'phoneProvider',
      affiliateCode: 'DEMOAGENT',
      referralCode: 'FRIEND-1',
      domain: '127.0.0.1',
      registerMethod: 'WEB',
    });
    expect(stored.registerUrl.startsWith(`${server.url}/`)).toBe(true);
    const upline = server.admin('dev', 'upline', mobile);
    expect(upline.stdout.trim(), upline.stderr).toBe('demo_agent');
    await context.close();
  });
});
