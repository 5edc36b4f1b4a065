/**
 * The account record's period in Chromium on a 390 px phone, in Malay, in a browser set to American
 * English in New York: the dates show and are typed day first (the page's order, not the browser's),
 * the days are the merchant's (UTC+8) in the field, in the rows and in the range sent to the gateway,
 * and a date that does not exist is refused under its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dateFormat } from '../../rules/date-format';
import { merchantDate, merchantDayStart } from '../../rules/merchant-day';
import { launchBrowser } from './support/browser';
import { PHONE, signInInMalay } from './support/malay-visitor';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

const MERCHANT_OFFSET = 480;
const DAY_MS = 86_400_000;

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  const deposit = server.admin('wallet', 'deposit', 'demo_player', '250', '--reference', 'tarikh-0001');
  expect(deposit.status, deposit.stderr).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the record period in Malay on a phone', () => {
  it("shows and reads dates in the page's order and the merchant's days, whatever the browser's locale and zone", async () => {
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'America/New_York' });
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', 'MS');
    });
    const page = await context.newPage();
    try {
      const written = dateFormat('ms', MERCHANT_OFFSET);
      // the merchant's today, read as the page opens (16:00 UTC is its midnight)
      const today = merchantDate(Date.now(), MERCHANT_OFFSET);
      await signInInMalay(page, server.url, 'demo_player', 'Player2026!');
      await page.goto(`${server.url}/?mc=transactionHistory`);
      const from = page.locator('#transactions-from');
      const to = page.locator('#transactions-to');
      await from.waitFor({ timeout: 20_000 });
      expect(await from.getAttribute('type')).toBe('text');
      expect([await from.inputValue(), await to.inputValue()]).toEqual([written.calendarDate(today), written.calendarDate(today)]);
      expect(await page.locator('#transactions-from-hint').textContent()).toBe('hari/bulan/tahun');
      // the deposit's row, on the merchant's day with its time
      const table = page.getByTestId('centre').locator('table');
      await expect.poll(() => table.textContent(), { timeout: 15_000 }).toContain(written.calendarDate(today));
      expect(await table.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

      // a week back typed day first goes to the gateway as the merchant's midnight of that day
      const weekAgo = merchantDate(Date.now() - 6 * DAY_MS, MERCHANT_OFFSET);
      const asked = page.waitForRequest((request) => request.url().includes('ODSFE2_MemTransDet'), { timeout: 15_000 });
      await from.fill(written.calendarDate(weekAgo)!);
      const query = new URL((await asked).url()).searchParams;
      expect(Number(query.get('startTime'))).toBe(merchantDayStart(weekAgo, MERCHANT_OFFSET));
      expect(Number(query.get('endTime'))).toBe(merchantDayStart(today, MERCHANT_OFFSET, 1) - 1);
      expect(await from.inputValue()).toBe(written.calendarDate(weekAgo));

      // a day that does not exist is refused under its field, in Malay
      await to.fill('31/02/2026');
      await to.press('Enter');
      expect(await to.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#transactions-to-hint').textContent()).toMatch(/^Masukkan tarikh dari .* sebagai hari\/bulan\/tahun\.$/);

      // both fields and their texts stay inside the phone's window, the fields 44 px tall to tap
      for (const id of ['#transactions-from', '#transactions-to', '#transactions-to-hint']) {
        const box = await page.locator(id).boundingBox();
        expect(box, id).not.toBeNull();
        expect(box!.x, id).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(PHONE.width);
        if (!id.endsWith('-hint')) expect(box!.height, id).toBeGreaterThanOrEqual(44);
      }
    } finally {
      await context.close();
    }
  });
});
