/**
 * A visitor in Malay (the site's default language and its longest words) at a given window size,
 * and the steps the layout tests take as one: sign in through the header's dialog, and give the
 * demo agent a team to show (downlines created from the agent centre's register centre).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface WindowSize {
  width: number;
  height: number;
}

export const PHONE: WindowSize = { width: 390, height: 844 };
export const DESKTOP: WindowSize = { width: 1366, height: 768 };

export async function newMalayVisitor(browser: Browser, size: WindowSize): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', 'MS');
  });
  return { context, page: await context.newPage() };
}

/**
 * Signs an account in through the login dialog at /login and closes the news popup that may follow,
 * now or whenever it opens later (it would lie over the page being checked).
 */
export async function signInInMalay(page: Page, siteUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  const dialog = page.getByRole('dialog', { name: 'Log masuk' });
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
  await page.getByTestId('account-name').waitFor({ timeout: 15_000 });
  const popup = page.getByTestId('news-popup');
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Tutup' }).dispatchEvent('click');
    await popup.waitFor({ state: 'detached' });
  });
}

/** Creates downlines of the signed-in agent from the register centre's "create a downline" part. */
export async function createDownlines(
  page: Page,
  siteUrl: string,
  downlines: readonly { username: string; kind: 'member' | 'agent' }[],
): Promise<void> {
  await page.goto(`${siteUrl}/agentHome?ac=registerCenter&part=downline`);
  for (const { username, kind } of downlines) {
    const form = page.getByTestId('downline-account-form');
    await form.waitFor({ timeout: 15_000 });
    await form.locator('#downline-account-username').fill(username);
    await form.locator('#downline-account-password').fill('Downline2026');
    await form.locator('#downline-account-type').selectOption(kind);
    await form.locator('button[type="submit"]').click();
    const result = page.getByTestId('downline-account-result');
    await result.waitFor({ timeout: 15_000 });
    // "Create another"
    await result.getByRole('button').click();
  }
}
