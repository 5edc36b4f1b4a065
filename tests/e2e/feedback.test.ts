/**
 * The member centre's feedback page end to end, on the real gateway and Debian's Chromium: a member
 * opens it from the centre's menu, is told what is missing, sends a question with a picture (the
 * gateway checks the picture by its content), sees it waiting for a reply; the operator lists the
 * open feedback and replies with the CLI; the member sees the reply on the page, in the dark theme
 * and on a phone's width as well.
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { centre, openCentrePage } from './support/member-centre-steps';
import { chooseAccountItem, signIn } from './support/site-actions';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  expect(server.admin('member', 'create', 'feedback_fan', 'Feedback-2026').status).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A real picture: the gateway decodes every upload before it keeps it. */
function screenshotPng(): Buffer {
  const canvas = createCanvas(40, 30);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c0392b';
  context.fillRect(0, 0, 40, 30);
  return canvas.toBuffer('image/png');
}

const QUESTION = 'The slot froze right after a big win, what happened?';

describe('feedback', () => {
  it('is sent with a picture, answered by the operator and read by the member', async () => {
    const { context, page } = await newVisitor(browser);
    await signIn(page, server.url, 'feedback_fan', 'Feedback-2026');
    await chooseAccountItem(page, 'Member centre');
    const body = await openCentrePage(page, 'feedback', 'feedback-page');
    await body.getByTestId('feedback-empty').waitFor();

    await body.getByRole('button', { name: 'Submit' }).click();
    await body.getByText('Choose a question type.').waitFor();
    await body.getByText('Describe your question.').waitFor();

    await body.getByLabel('Question type').selectOption('game');
    await body.getByLabel('Content description').fill(QUESTION);
    await body.getByLabel('Pictures (optional, at most 3)').setInputFiles({ name: 'frozen.png', mimeType: 'image/png', buffer: screenshotPng() });
    await body.getByText('Uploaded').waitFor({ timeout: 15_000 });
    await body.getByRole('button', { name: 'Submit' }).click();
    await body.getByTestId('feedback-sent').waitFor({ timeout: 15_000 });
    const entry = body.getByTestId('feedback-entries').getByRole('listitem').first();
    await entry.getByText('Waiting for a reply').waitFor();
    expect(await entry.textContent()).toContain('Game problem');
    expect(await entry.textContent()).toContain('1 picture');
    expect(await body.getByLabel('Content description').inputValue()).toBe('');

    const open = server.admin('feedback', 'list', '--open');
    expect(open.status, open.stderr).toBe(0);
    const line = open.stdout.split('\n').find((text) => text.includes('feedback_fan'));
    expect(line, open.stdout).toBeDefined();
    const id = /\d+/.exec(line!)![0];
    const reply = server.admin('feedback', 'reply', id, 'The win was paid; the game reopened at 10:05.');
    expect(reply.status, reply.stderr).toBe(0);

    await page.reload();
    const again = page.getByTestId('feedback-page');
    await again.waitFor({ timeout: 15_000 });
    const answered = again.getByTestId('feedback-reply');
    await answered.waitFor({ timeout: 15_000 });
    expect(await answered.textContent()).toContain('The win was paid; the game reopened at 10:05.');
    expect(await centre(page).getByTestId('centre-menu-feedback').getAttribute('aria-current')).toBe('page');

    // a phone's width in the dark theme: the page fits without sideways scrolling
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
