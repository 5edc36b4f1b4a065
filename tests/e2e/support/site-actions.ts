/** Steps every browser test shares once a visitor is signed in. */
import type { Locator, Page } from 'playwright-core';

const closingPopups = new WeakSet<Page>();

/**
 * The news popup that may follow a sign-in (notices flagged to show after login): closed once the
 * page has settled, so the steps after a sign-in reach the page under it.
 */
export async function closeNewsPopup(page: Page): Promise<void> {
  // once the handler below is in place it closes the popup before any action the popup would block
  if (closingPopups.has(page)) return;
  const popup = page.getByTestId('news-popup');
  await page.waitForLoadState('networkidle');
  if (await popup.isVisible()) {
    await pressClose(popup);
    await popup.waitFor({ state: 'detached' });
  }
  // The popup opens once its notices have loaded, which on a busy machine can be after the network
  // went quiet: from now on it is closed whenever it shows before an action it would block.
  closingPopups.add(page);
  await page.addLocatorHandler(popup, async () => {
    await pressClose(popup);
  });
}

/**
 * Presses the popup's close button with a click event on the button itself, not a pointer at its
 * place: a popup that opened before a member-centre page (Back to a centre address) lies under that
 * page's modal, where no pointer reaches it, and a pointer click there waited until the test's
 * deadline.
 */
async function pressClose(popup: Locator): Promise<void> {
  await popup.getByRole('button', { name: 'Close' }).dispatchEvent('click');
}

/**
 * Chooses an item of the header's avatar menu. A news popup that opens late takes the focus, which
 * closes the open menu (the handler above then closes the popup): the item is gone, so the menu is
 * opened again, up to three times, instead of waiting for the test's deadline.
 */
export async function chooseAccountItem(page: Page, name: string): Promise<void> {
  const menu = page.getByTestId('account-menu');
  const item = menu.getByRole('menuitem', { name });
  for (let attempt = 1; ; attempt++) {
    await menu.getByRole('button').click();
    try {
      await item.click({ timeout: 10_000 });
      return;
    } catch (error) {
      // an item still there failed for another reason: that is the test's failure
      if (attempt === 3 || (await item.count()) > 0) throw error;
    }
  }
}

/** Signs an account in through the header's login dialog on the site's home page. */
export async function signIn(page: Page, siteUrl: string, username: string, password: string): Promise<void> {
  await page.goto(siteUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByTestId('account-name').waitFor();
  await closeNewsPopup(page);
}

/** Signs the seeded demo_player in through the header's login dialog on the site's home page. */
export async function signInAsDemoPlayer(page: Page, siteUrl: string): Promise<void> {
  await signIn(page, siteUrl, 'demo_player', 'Player2026!');
}
