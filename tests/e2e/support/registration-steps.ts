/**
 * The registration popup from a browser test, step by step as a visitor goes through it: open it
 * from a link, get the SMS code (passing the slider check; the code is read from the development
 * outbox), answer the captcha, accept the terms and submit.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { SiteServer } from './site-server';
import { solveSlider, waitForChallenge } from './slider';
import { closeNewsPopup } from './site-actions';

/** A number the demo merchant's rule accepts (^9\d{9}$), different on every run. */
export const mobileNumber = () => `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;

export const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));

export async function openRegister(page: Page, server: SiteServer, query = '') {
  await page.goto(`${server.url}/register${query}`);
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByTestId('register-form').waitFor();
  return dialog;
}

/** Get code, pass the slider, and read the code the outbox "sent" to the number. */
export async function requestSmsCode(page: Page, server: SiteServer, dialog: Locator, mobile: string): Promise<string> {
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
export async function fillCaptcha(page: Page, server: SiteServer, dialog: Locator) {
  await dialog.getByRole('img', { name: 'Captcha' }).waitFor();
  const { answer } = await (await page.request.get(`${server.url}/dev/captcha/answer`)).json();
  await field(dialog, 'Captcha').fill(answer);
}

/** Accept the terms, submit, pass the register slider check, and wait for the signed-in header. */
export async function submitAndSignIn(page: Page, server: SiteServer, dialog: Locator) {
  await dialog.getByTestId('register-terms').check();
  const challenge = waitForChallenge(page);
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await solveSlider(page, server, challenge);
  await page.getByTestId('account-name').waitFor({ timeout: 15_000 });
  await page.getByRole('dialog', { name: 'Sign up' }).waitFor({ state: 'detached' });
  await closeNewsPopup(page);
}
