/** Debian's Chromium through playwright-core; never a downloaded browser. */
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh visitor: own cookies and storage, English interface. */
export async function newVisitor(browser: Browser, language = 'EN'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', lang);
  }, language);
  const page = await context.newPage();
  return { context, page };
}
