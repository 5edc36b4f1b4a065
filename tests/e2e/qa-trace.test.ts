/**
 * QA trace recording in Chromium against the real gateway: the site opened with `?qa=1` records
 * every chart actor from the first event, the QA panel downloads the trace, and the pure replay
 * reproduces every recorded state with no divergence. No secret typed in the browser (passwords,
 * captcha answer) and no session token may appear in the downloaded file.
 *
 * The committed regression traces in tests/traces/ come from these recordings:
 *
 *   npx vite build && RECORD_TRACES=1 npx vitest run --project e2e tests/e2e/qa-trace.test.ts
 *
 * rewrites them; tests/machines/traces.replay.test.ts replays them against the current charts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { replayTrace } from '../../machines/tooling';
import type { Trace } from '../../machines/tooling';
import { launchBrowser, newVisitor } from './support/browser';
import { downloadTraceFromPanel, keepTraceWhenRecording } from './support/qa-trace';
import { field, fillCaptcha, mobileNumber, openRegister, requestSmsCode, submitAndSignIn } from './support/registration-steps';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { closeNewsPopup } from './support/site-actions';

/** Charts the shell's views start on every page, as children of the root: a trace must hold them too. */
const WIDGET_CHARTS = ['siteClock', 'languagePicker', 'noticeBar', 'newsPopup', 'bannerCarousel'];

/** The charts run by the root itself, its children (`systemStatus/siteClock.r8`), by chart. */
const rootChildren = (trace: Trace) => {
  const root = trace.actors.find((a) => a.parent === null)?.sessionId;
  return trace.actors.filter((a) => a.parent === root).map((a) => a.machineId);
};

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

async function openWithQa(page: Page) {
  await page.goto(`${server.url}/?qa=1`);
  await page.getByRole('banner').waitFor();
  await page.getByRole('complementary', { name: 'QA trace panel' }).waitFor();
}

async function openLoginDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').waitFor();
  return dialog;
}

/** A secret appears when it is found as a whole word (a 4-character captcha could sit inside an unrelated word). */
function containsSecret(text: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(text);
}

function expectReplays(trace: Trace) {
  const result = replayTrace(trace);
  expect(result.divergence, JSON.stringify(result.divergence)).toBeNull();
  expect(result.changedCharts).toEqual([]);
  return result;
}

describe('QA trace recording in Chromium', () => {
  it('loads no QA code without ?qa=1', async () => {
    const { context, page } = await newVisitor(browser);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(server.url);
    await page.getByRole('banner').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('complementary', { name: 'QA trace panel' }).count()).toBe(0);
    expect(scripts.filter((url) => url.includes('qa-entry'))).toEqual([]);
    await context.close();
  });

  it('records captcha escalation and sign-in, downloads the trace and replays it with no divergence', async () => {
    const { context, page } = await newVisitor(browser);
    await openWithQa(page);
    const dialog = await openLoginDialog(page);
    const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
    const typed = ['Wrong-pass-1', 'Wrong-pass-2', 'Wrong-pass-3'];
    for (const wrong of typed) {
      await dialog.getByLabel('Username').fill('demo_player');
      await dialog.getByLabel('Password').fill(wrong);
      const answered = page.waitForResponse((r) => r.url().includes('/wps/session/login'));
      await submit.click();
      await answered;
    }
    const captchaInput = dialog.getByLabel('Captcha');
    await captchaInput.waitFor();
    await dialog.getByRole('img', { name: 'Captcha' }).waitFor();
    const { answer } = await (await page.request.get(`${server.url}/dev/captcha/answer`)).json();
    await dialog.getByLabel('Password').fill('Player2026!');
    await captchaInput.fill(answer);
    await submit.click();
    await page.getByTestId('account-name').waitFor();
    await closeNewsPopup(page);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    const { fileName, text, trace } = await downloadTraceFromPanel(page);
    expect(fileName).toMatch(/^trace-.*\.json$/);
    const paths = trace.actors.map((a) => a.systemPath);
    expect(paths).toEqual(expect.arrayContaining(['systemStatus', 'systemStatus/session', 'systemStatus/session/login']));
    // the charts the views start are in the trace too, children of the root in its actor system
    // the page's widgets are the root's own children
    expect(rootChildren(trace)).toEqual(expect.arrayContaining(WIDGET_CHARTS));
    const result = expectReplays(trace);
    const steps = result.steps.map((s) => `${s.machineId} ${s.eventType}`);
    expect(steps.filter((s) => s === 'login xstate.error.actor.submitLogin')).toHaveLength(3);
    expect(steps).toContain('captcha xstate.done.actor.fetchCaptcha');
    expect(steps).toContain('session xstate.done.actor.login');
    expect(result.steps.findLast((s) => s.machineId === 'session')).toMatchObject({ actual: { value: { signedIn: 'member' } } });

    for (const secret of [...typed, 'Player2026!', answer, token!]) expect(containsSecret(text, secret), secret).toBe(false);
    // the typed values are there, masked: same length and character classes
    expect(text).toContain('"value": "Aaaaaa0000#"');
    keepTraceWhenRecording('login-captcha-escalation', text);
    await context.close();
  });

  it('records a forced password change, with a mismatched confirmation first, and replays it with no divergence', async () => {
    const created = server.admin('member', 'create', 'qa_member', 'Initial2026!', '--must-change');
    expect(created.status, created.stderr).toBe(0);
    const { context, page } = await newVisitor(browser);
    await openWithQa(page);
    const login = await openLoginDialog(page);
    await login.getByLabel('Username').fill('qa_member');
    await login.getByLabel('Password').fill('Initial2026!');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();

    const change = page.getByTestId('change-password-forced');
    await change.waitFor();
    await change.getByLabel('Current password').fill('Initial2026!');
    await change.getByLabel('New password', { exact: true }).fill('Renewed2027?');
    // same length and character classes as the new password: the masks must still differ
    await change.getByLabel('Confirm new password').fill('Renewed2028?');
    await change.getByRole('button', { name: 'Save password' }).click();
    await change.getByText('Incorrect confirmation input').waitFor();
    await change.getByLabel('Confirm new password').fill('Renewed2027?');
    await change.getByRole('button', { name: 'Save password' }).click();
    await change.waitFor({ state: 'detached' });
    await page.getByTestId('account-name').waitFor();
    await closeNewsPopup(page);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));

    const { text, trace } = await downloadTraceFromPanel(page);
    expect(trace.actors.map((a) => a.machineId)).toEqual(
      expect.arrayContaining(['systemStatus', 'session', 'login', 'changePassword', 'dialog', ...WIDGET_CHARTS]),
    );
    const result = expectReplays(trace);
    const changeSteps = result.steps
      .filter((s) => s.machineId === 'changePassword')
      .map((s) => `${s.eventType} -> ${JSON.stringify(s.actual.value)}`);
    expect(changeSteps.filter((s) => s === 'form.submit -> "editing"')).toHaveLength(1);
    expect(changeSteps).toContain('form.submit -> "submitting"');
    expect(result.steps.findLast((s) => s.machineId === 'session')).toMatchObject({ actual: { value: { signedIn: 'member' } } });

    for (const secret of ['Initial2026!', 'Renewed2027?', 'Renewed2028?', token!]) expect(containsSecret(text, secret), secret).toBe(false);
    keepTraceWhenRecording('change-password-forced', text);
    await context.close();
  });

  it('records a registration through an agent link, with slider checks and an SMS code, and replays it with no divergence', async () => {
    const { context, page } = await newVisitor(browser);
    const dialog = await openRegister(page, server, '?affiliateCode=DEMOAGENT&qa=1');
    await page.getByRole('complementary', { name: 'QA trace panel' }).waitFor();
    const mobile = mobileNumber();
    await field(dialog, 'Mobile number').fill(mobile);
    const code = await requestSmsCode(page, server, dialog, mobile);
    await field(dialog, 'SMS code').fill(code);
    await field(dialog, 'Password').fill('Secret2026');
    await field(dialog, 'Confirm password').fill('Secret2026');
    await fillCaptcha(page, server, dialog);
    await submitAndSignIn(page, server, dialog);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));

    const { text, trace } = await downloadTraceFromPanel(page);
    const charts = new Set(trace.actors.map((a) => a.machineId));
    for (const id of ['systemStatus', 'session', 'registration', 'affiliateCheck', 'smsCountdown', 'sliderCheck', ...WIDGET_CHARTS])
      expect(charts, id).toContain(id);
    const result = expectReplays(trace);
    const steps = result.steps.map((s) => `${s.machineId} ${s.eventType}`);
    expect(steps).toContain('smsCountdown xstate.done.actor.sendSmsCode');
    expect(steps.filter((s) => s === 'sliderCheck xstate.done.actor.verifyDrag')).toHaveLength(2); // one for the SMS, one for the register call
    expect(steps).toContain('session xstate.done.actor.registration');
    expect(result.steps.findLast((s) => s.machineId === 'session')).toMatchObject({ actual: { value: { signedIn: 'member' } } });

    for (const secret of ['Secret2026', code, token!]) expect(containsSecret(text, secret), secret).toBe(false);
    keepTraceWhenRecording('registration-affiliate-sms', text);
    await context.close();
  });
});
