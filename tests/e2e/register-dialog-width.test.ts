/**
 * The sign-up dialog fits the screen it opens on: on a 390 px phone and a 1366 px desktop, in Malay
 * (the default language and the longest labels), every field and button of /register lies inside
 * the dialog, nothing reaches past the window's edge, and typing into each field leaves the dialog
 * where it was instead of sliding it sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { overflowingElements } from './support/layout';
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

describe('the sign-up dialog in Malay', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    it(`fits a ${viewport.width} px window before and after typing`, async () => {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await context.addInitScript(() => window.localStorage.setItem('hisLang', 'MS'));
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/register`);
        const dialog = page.getByRole('dialog', { name: 'Daftar' });
        await dialog.getByTestId('register-form').waitFor();

        /** The controls whose right edge passes the dialog's, and how far the dialog has slid sideways. */
        const outsideDialog = () =>
          dialog.evaluate((element) => {
            const edge = element.getBoundingClientRect().right;
            const controls = [...element.querySelectorAll('input, select, button, label')].filter(
              (control) => control.getBoundingClientRect().width > 0,
            );
            return {
              past: controls
                .filter((control) => control.getBoundingClientRect().right > edge + 0.5)
                .map(
                  (control) =>
                    `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('name') || '').trim()}" right ${Math.round(control.getBoundingClientRect().right)} > ${Math.round(edge)}`,
                ),
              slid: element.scrollLeft,
            };
          });

        expect(await outsideDialog()).toEqual({ past: [], slid: 0 });
        expect(await overflowingElements(page)).toEqual([]);

        const fields = dialog.locator('input[type="text"], input[type="tel"], input[type="password"], input[type="email"], input:not([type])');
        for (const input of await fields.all()) {
          if (!(await input.isVisible())) continue;
          await input.pressSequentially('typed to the end of the field 12345');
        }
        expect(await outsideDialog()).toEqual({ past: [], slid: 0 });
        expect(await overflowingElements(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
