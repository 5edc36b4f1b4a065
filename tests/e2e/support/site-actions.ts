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

/** Signs the seeded demo_player in through the header's login dialog on the site's home page. */
export async function signInAsDemoPlayer(page: Page, siteUrl: string): Promise<void> {
  await page.goto(siteUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('demo_player');
  await dialog.getByLabel('Password').fill('Player2026!');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByTestId('account-name').waitFor();
  await closeNewsPopup(page);
}
