/** Debian's Chromium headless shell through playwright-core; never a downloaded browser. */
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// the same default as scripts/ensure-chromium.mjs, which installs it
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
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

/**
 * A fresh visitor: own cookies and storage, English interface, and by default reduced motion (the
 * site then stops its looping animations and the carousel's autoplay, which otherwise keep a
 * headless browser painting between steps). A test of motion itself asks for `no-preference`.
 */
export async function newVisitor(
  browser: Browser,
  language = 'EN',
  motion: 'reduce' | 'no-preference' = 'reduce',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ reducedMotion: motion });
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', lang);
  }, language);
  const page = await context.newPage();
  return { context, page };
}
