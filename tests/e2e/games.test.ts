/**
 * The games pages end to end on the seeded catalogue: the real gateway, the built SPA, Debian's
 * Chromium. /rng shows its game halls and 15 games a page; the search narrows the list; the last
 * page works; a guest asking for favourites gets the login; demo_player favourites a game and
 * finds it under favourites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { closeNewsPopup } from './support/site-actions';
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

const list = (page: Page) => page.getByTestId('game-list');
const tiles = (page: Page) => list(page).getByTestId('game-tile');
const tileNames = (page: Page) => list(page).locator('.game-tile__name').allTextContents();
const pager = (page: Page) => page.getByTestId('pager');
const listTab = (page: Page, tab: string) => list(page).locator(`[data-tab="${tab}"]`);

/** Waits until the list shows games (not its skeleton) and answers their names. */
async function shownGames(page: Page): Promise<string[]> {
  await tiles(page).first().waitFor();
  return tileNames(page);
}

// Structure (test ids, addresses, ARIA state) rather than labels: the labels are translated
// strings, checked in English by the view tests.
describe('games pages in Chromium', () => {
  it('/rng shows the game halls and 15 games a page; the search narrows; the last page works', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/rng`);
    const halls = page.getByTestId('vendor-tabs').getByRole('link');
    await halls.first().waitFor();
    // all halls, then one per seeded slot vendor
    const addresses = await halls.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(addresses).toEqual(['/rng', '/rng?page=SPB', '/rng?page=GLX', '/rng?page=MNG', '/rng?page=KRK', '/rng?page=TKS', '/rng?page=RVR']);
    expect(await halls.first().getAttribute('aria-current')).toBe('page');
    const names = await shownGames(page);
    expect(names).toHaveLength(15);

    // one game's full name finds that game, and only games with that name in it
    const wanted = names[3];
    const search = list(page).getByRole('searchbox');
    await search.fill(wanted);
    await search.press('Enter');
    await page.waitForFunction((name) => {
      const shown = [...document.querySelectorAll('.game-tile__name')];
      return shown.length > 0 && shown.length < 15 && shown.every((el) => el.textContent?.toLowerCase().includes(name.toLowerCase()));
    }, wanted);
    expect(await shownGames(page)).toContain(wanted);

    // a hall's last page: 300 games are 20 pages of 15, and there is no next page
    await search.fill('');
    await search.press('Enter');
    await page.getByTestId('vendor-tabs').locator('a[href="/rng?page=GLX"]').click();
    await page.waitForURL(/\/rng\?page=GLX$/);
    await pager(page).locator('[aria-current="page"]').filter({ hasText: /^1$/ }).waitFor();
    await pager(page).getByTestId('pager-last').click();
    await pager(page).locator('[aria-current="page"]').filter({ hasText: /^20$/ }).waitFor();
    expect(await shownGames(page)).toHaveLength(15);
    expect(await pager(page).getByTestId('pager-next').isDisabled()).toBe(true);
    expect(await pager(page).getByTestId('pager-last').isDisabled()).toBe(true);
    expect(await pager(page).getByTestId('pager-first').isDisabled()).toBe(false);

    // favourites are a member's: a guest is asked to log in
    await listTab(page, 'favourites').click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(await listTab(page, 'favourites').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('demo_player favourites a game and sees it under favourites', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('demo_player');
    await login.getByLabel('Password').fill('Player2026!');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('account-name').waitFor();
    await closeNewsPopup(page);

    await page.goto(`${server.url}/rng?page=SPB`);
    await shownGames(page);
    // the first game that is not a favourite yet
    const candidates = tiles(page).filter({ has: page.locator('[data-testid="favourite-button"][aria-pressed="false"]') });
    const tile = candidates.first();
    const name = (await tile.locator('.game-tile__name').textContent()) ?? '';
    const id = await tile.getAttribute('aria-labelledby');
    await tile.getByTestId('favourite-button').click();
    await list(page).locator(`[aria-labelledby="${id}"] [data-testid="favourite-button"][aria-pressed="true"][aria-busy="false"]`).waitFor();

    await listTab(page, 'favourites').click();
    await list(page).locator('[data-tab="favourites"][aria-pressed="true"]').waitFor();
    await list(page).locator(`[aria-labelledby="${id}"]`).waitFor();
    expect(await tileNames(page)).toContain(name);
    await context.close();
  });
});
