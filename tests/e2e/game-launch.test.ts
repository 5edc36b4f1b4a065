/**
 * Game launch end to end: the real gateway on a fresh embedded database, the built SPA, Debian's
 * Chromium. demo_player (given money by the operator's cashier) signs in, launches a slot from the
 * slot games page, spins in the gateway's demo slot inside the /game frame, and the header balance
 * follows the bet; the game's exit button returns to the slot page. The /game address alone (a
 * reload) offers the game again, and the launch ticket leaves the frame's address once used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';
import { closeNewsPopup, signInAsDemoPlayer } from './support/site-actions';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  const deposit = server.admin('wallet', 'deposit', 'demo_player', '500', '--reference', 'e2e-game-launch');
  expect(deposit.status, deposit.stderr).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signIn = (page: Page) => signInAsDemoPlayer(page, server.url);

/** Opens a site path in the signed-in tab (the session is restored from the tab's storage). */
async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('account-name').waitFor();
  await closeNewsPopup(page);
}

/** 12345 -> "123.45", as the header shows amounts */
const shown = (minor: number) => `${Math.floor(minor / 100).toLocaleString('en')}.${String(minor % 100).padStart(2, '0')}`;

const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-iframe"]');

describe('game launch in Chromium', () => {
  it('launches a slot from the slot page into the /game frame, spins, and the header balance changes', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await signIn(page);
      const headerBalance = page.getByTestId('balance-value');
      await expect.poll(() => headerBalance.textContent(), { timeout: 10_000 }).toBe('500.00');

      await open(page, '/rng');
      const tile = page.getByTestId('game-tile').first();
      await tile.waitFor({ timeout: 15_000 });
      await tile.locator('button.game-tile__launch').click();
      await page.waitForURL((url) => url.pathname === '/game' && url.searchParams.get('gameType') === 'RNG', { timeout: 15_000 });

      const frame = gameFrame(page);
      const spin = frame.getByTestId('slot-spin');
      await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => frame.getByTestId('game-balance').getAttribute('data-minor')).toBe('50000');
      await spin.click();
      await expect.poll(() => frame.getByTestId('game-balance').getAttribute('data-minor'), { timeout: 15_000 }).not.toBe('50000');
      const afterSpin = Number(await frame.getByTestId('game-balance').getAttribute('data-minor'));
      // every spin moves the balance: a loss takes the stake, the smallest win pays 1.2 stakes
      expect(afterSpin).not.toBe(50_000);
      // the game page told the site; the header reloaded the wallet
      await expect.poll(() => headerBalance.textContent(), { timeout: 15_000 }).toBe(shown(afterSpin));

      await frame.getByTestId('game-exit').click();
      await page.waitForURL((url) => url.pathname === '/rng', { timeout: 15_000 });
      // the address changes before the new route has rendered: wait for the frame to go
      await page.getByTestId('game-iframe').waitFor({ state: 'detached', timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  it('offers the game of a /game address again, and the ticket leaves the frame address once used', async () => {
    const response = await fetch(`${server.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1&language=EN`);
    const game = ((await response.json()) as { value: { games: Record<string, string>[] } }).value.games[0];
    const { context, page } = await newVisitor(browser);
    try {
      await signIn(page);
      const query = new URLSearchParams({
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameType: game.gameType,
        vassalage: game.vassalage,
        gameName: game.gameName,
      });
      await open(page, `/game?${query}`);
      await page.getByTestId('game-play').click();
      const iframe = page.getByTestId('game-iframe');
      await iframe.waitFor();
      await expect.poll(() => gameFrame(page).getByTestId('slot-spin').isEnabled(), { timeout: 15_000 }).toBe(true);
      const frameUrl = (await (await iframe.elementHandle())!.contentFrame())!.url();
      expect(frameUrl).toMatch(/\/demo-games\/play\/slot\?lang=[A-Z]{2}$/);
      const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
      expect(token).toBeTruthy();
      expect(await iframe.getAttribute('src')).not.toContain(token!);
    } finally {
      await context.close();
    }
  });

  it('keeps the game page’s Exit on the site whatever back address the launch asked for', async () => {
    const response = await fetch(`${server.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1&language=EN`);
    const game = ((await response.json()) as { value: { games: Record<string, string>[] } }).value.games[0];
    const { context, page } = await newVisitor(browser);
    try {
      await signIn(page);
      // what the probe sent: a path with a tab that the browser reads as //evil.example
      const gameUrl = await page.evaluate(async (nodeId) => {
        const query = new URLSearchParams({ nodeId, backUrl: '/\t/evil.example' });
        const launched = await fetch(`/wps/game/launchGame?${query}`, { headers: { authorization: window.sessionStorage.getItem('token') ?? '' } });
        return ((await launched.json()) as { value: { url: string } }).value.url;
      }, game.nodeId);
      await page.goto(`${server.url}${gameUrl}`);
      await expect.poll(() => page.getByTestId('slot-spin').isEnabled(), { timeout: 15_000 }).toBe(true);
      const gamePage = page.url();
      await page.getByTestId('game-exit').click();
      await page.waitForURL((url) => url.href !== gamePage, { timeout: 15_000 });
      const landed = new URL(page.url());
      expect(landed.origin).toBe(new URL(server.url).origin);
      expect(landed.pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});
