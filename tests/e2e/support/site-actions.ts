/** Steps every browser test shares once a visitor is signed in. */
import type { Page } from 'playwright-core';

/**
 * The news popup that may follow a sign-in (notices flagged to show after login): closed once the
 * page has settled, so the steps after a sign-in reach the page under it.
 */
export async function closeNewsPopup(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const popup = page.getByTestId('news-popup');
  if (await popup.isVisible()) {
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
  }
}

/** Chooses an item of the header's avatar menu. */
export async function chooseAccountItem(page: Page, name: string): Promise<void> {
  const menu = page.getByTestId('account-menu');
  await menu.getByRole('button').click();
  await menu.getByRole('menuitem', { name }).click();
}
