/**
 * Home's first paint in Chromium: the gateway's stand-in (header block and first banner) shows
 * before any script, the app replaces it once its banner area is ready, and the start-up reads the
 * page carries (server/http/boot-page.ts) cost no request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { signInAsDemoPlayer } from './support/site-actions';
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

/** Holds the page's answers from `url` until the returned function lets them go. */
async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

interface LayoutShift {
  node: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/** From the next navigation on, records each element a layout shift moved, as Lighthouse's CLS counts them (no recent input). */
async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        hadRecentInput: boolean;
        sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        if (entry.hadRecentInput) continue;
        for (const { node, previousRect: from, currentRect: to } of entry.sources)
          shifts.push({
            node: String((node as Element | undefined)?.className ?? node?.nodeName),
            from: { x: from.x, y: from.y },
            to: { x: to.x, y: to.y },
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/** A first-time visitor: nothing stored, so the site speaks the merchant's default language. */
async function firstVisit(context: BrowserContext) {
  const page = await context.newPage();
  const problems: string[] = [];
  const apiRequests: string[] = [];
  const stylesheetRequests: string[] = [];
  const scriptRequests: string[] = [];
  const scriptSizes: Promise<number>[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/wps/') && !pathname.startsWith('/wps/assets/')) apiRequests.push(pathname);
    if (pathname.endsWith('.css')) stylesheetRequests.push(pathname);
    if (pathname.endsWith('.js')) scriptRequests.push(pathname);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scriptSizes.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
  });
  /** the scripts' bytes as they came over the wire (compressed bodies and headers) */
  const scriptBytes = async () => (await Promise.all(scriptSizes)).reduce((sum, size) => sum + size, 0);
  return { page, problems, apiRequests, stylesheetRequests, scriptRequests, scriptBytes };
}

/** Exactly one catalog script was fetched, and it is the one the page's own preload named. */
async function expectOnePreloadedCatalog(page: Page, scriptRequests: string[]) {
  const catalogRequests = scriptRequests.filter((path) => /^\/assets\/messages-[\w-]+\.js$/.test(path));
  expect(catalogRequests).toHaveLength(1);
  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => new URL(link.href).pathname),
  );
  expect(preloaded).toContain(catalogRequests[0]);
}

describe('home first paint', () => {
  it('shows the stand-in without scripts, then the app in its place with no request for what the page carried', async () => {
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const still = await scriptless.newPage();
    await still.goto(server.url);
    // without any script the visitor already sees the header block and the first banner
    const standInBanner = still.locator('#boot-shell img');
    await expect(standInBanner.isVisible()).resolves.toBe(true);
    await expect(standInBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await scriptless.close();

    const context = await browser.newContext();
    const { page, problems, apiRequests, stylesheetRequests, scriptRequests, scriptBytes } = await firstVisit(context);
    await page.goto(server.url);
    const carousel = page.getByTestId('banner-carousel');
    await carousel.waitFor();
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    await expect(page.locator('#root').getAttribute('data-booting')).resolves.toBeNull();
    // it left because the app was ready, not because the wait ran out
    await expect(page.locator('html').getAttribute('data-stand-in')).resolves.toBe('ready');
    await expect(carousel.isVisible()).resolves.toBe(true);
    await expect(page.locator('#boot-answers').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Laman utama' }).first().waitFor();
    // status, announcements, vendor lanes and help came with the page
    for (const carried of [
      '/wps/system/status',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/system/helpCenter',
    ]) {
      expect(apiRequests, carried).not.toContain(carried);
    }
    // the first script's stylesheet came inside the page: neither the page nor a lazy chunk fetches it
    expect(stylesheetRequests.filter((path) => /^\/assets\/index-[\w-]+\.css$/.test(path))).toEqual([]);
    // the member centre and the agent centre add nothing to what home fetches (a list that holds
    // the first script's chunk and the shell's parts)
    expect(scriptRequests.filter((path) => /^\/assets\/(main|shell-parts)-[\w-]+\.js$/.test(path))).toHaveLength(2);
    const centreChunk =
      /^\/assets\/((agent-|member-)?centre[.-]|team-|deposit[.-]|downline-|wallet-transfer-|(withdraw|security-center|transfer-fund|transfer-upline|account-record|betting-record|profit|register-center|contract-page|agent-income|agent-announcements)\.view-)/;
    expect(scriptRequests.filter((path) => centreChunk.test(path))).toEqual([]);
    // the page asked for the visitor's catalog itself, beside the first script: the one catalog fetched
    await expectOnePreloadedCatalog(page, scriptRequests);
    // the game launcher and the carousel's slider wait until they are needed (issue 15)
    await page.waitForLoadState('networkidle');
    expect(scriptRequests.filter((path) => /^\/assets\/(game-launch|banner-slider|keen-slider)[.-]/.test(path))).toEqual([]);
    // issue 15: each script is a request, a response and a module record on a slow phone's main
    // thread; the first script and its imports are one chunk, so home fetches seven, not thirteen
    expect(scriptRequests.length).toBeLessThanOrEqual(8);
    // issue 15's budget: all the JavaScript home fetches while it loads, as sent, at most 150 KB
    expect(await scriptBytes()).toBeLessThanOrEqual(150 * 1024);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("builds home's first screen in one commit: the shell's lazy parts, the page and its winners board, no placeholder", async () => {
    const context = await browser.newContext();
    // React tells a developer tools hook of each commit: this one notes the placeholders the app holds after each
    await context.addInitScript(() => {
      // the top bar's own placeholder is left out: the bar keeps it until its affiliate check has an answer (a chart's state)
      const placeholders = ['.bottom-nav--pending', '.banner-area [data-placeholder]', '.site-footer__pending', '.winners--pending'];
      const commits: string[][] = [];
      const scriptsAtFirstCommit: string[] = [];
      Object.assign(window, { firstScreenCommits: commits, scriptsAtFirstCommit });
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          checkDCE: () => {},
          onScheduleFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          onCommitFiberRoot: () => {
            const root = document.getElementById('root');
            if (commits.length === 0) {
              for (const entry of performance.getEntriesByType('resource')) scriptsAtFirstCommit.push(new URL(entry.name).pathname);
            }
            const held = placeholders.filter((selector) => root?.querySelector(selector));
            commits.push(root?.querySelector('[data-testid="winners-board"]') ? held : [...held, 'no winners board']);
          },
        },
      });
    });
    const { page, problems } = await firstVisit(context);
    await page.goto(server.url);
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    const { commits, scripts } = await page.evaluate(() => {
      const noted = window as unknown as { firstScreenCommits: string[][]; scriptsAtFirstCommit: string[] };
      return { commits: noted.firstScreenCommits, scripts: noted.scriptsAtFirstCommit };
    });
    expect(commits.length).toBeGreaterThan(0);
    // the first commit already holds every part: none of them came later, each in a commit and a layout of its own
    expect(commits[0]).toEqual([]);
    // and the top bar's chunk had come before it, with the shell's parts and the page's
    for (const chunk of ['top-bar.view', 'shell-parts', 'home-page']) {
      expect(
        scripts.some((path) => path.startsWith(`/assets/${chunk}-`)),
        chunk,
      ).toBe(true);
    }
    await expect(page.locator('html').getAttribute('data-stand-in')).resolves.toBe('ready');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the stand-in over a stored session's page until its account has loaded: the header never grows under the visitor", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
    const { page, problems } = await firstVisit(context);
    await signInAsDemoPlayer(page, server.url);
    // the reload's account answer waits until the test lets it go
    const release = await holdAnswers(page, '**/wps/member/info');
    const layoutShifts = await recordLayoutShifts(page);
    await page.reload();
    // the rest of the first screen is there, under the stand-in, and the account is still loading
    await page.locator('.header__actions[aria-busy="true"]').waitFor({ state: 'attached' });
    await page.locator('.banner-area [data-testid="banner-carousel"]').waitFor({ state: 'attached' });
    await page.locator('.topbar:not([data-placeholder])').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('#boot-shell').count()).resolves.toBe(1);
    release();
    await page.getByTestId('account-name').waitFor();
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    await expect(page.locator('html').getAttribute('data-stand-in')).resolves.toBe('ready');
    // nothing on the page moved up or down: the account area came before the page showed
    const verticalShifts = (await layoutShifts()).filter(({ from, to }) => from.y !== to.y);
    expect(verticalShifts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lets a member's balance arrive without moving anything beside it: a five-figure amount, in the language with the longest words", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', 'EN');
    });
    // wider than the amount's slot on a phone (P 0.00 fits it)
    const deposit = server.admin('wallet', 'deposit', 'demo_player', '12345', '--reference', 'e2e-first-paint-balance');
    expect(deposit.status, deposit.stderr).toBe(0);
    const { page, problems } = await firstVisit(context);
    await signInAsDemoPlayer(page, server.url);
    await page.evaluate(() => window.localStorage.setItem('hisLang', 'MS'));
    const release = await holdAnswers(page, '**/wps/v2/wallets/balance');
    const layoutShifts = await recordLayoutShifts(page);
    await page.reload();
    // the page is shown and the balance is still on its way: its bar holds the amount's place, as
    // wide as the amount shown before the reload, whose digits it keeps as zeros only
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    await page.getByTestId('balance-updating').waitFor();
    await expect(page.getByTestId('balance-updating').locator('.visually-hidden').textContent()).resolves.toBe('Mengemas kini…');
    const shape = await page.getByTestId('balance-shape').textContent();
    release();
    await page.getByTestId('balance-value').waitFor();
    const amount = await page.getByTestId('balance-amount').textContent();
    expect(amount).toMatch(/^P 12,345\.00$/);
    expect(shape).toBe(amount?.replace(/\d/g, '0'));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(layoutShifts()).resolves.toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("ships React Router's production build: none of its development warnings run in the site's scripts", () => {
    const assets = join(import.meta.dirname, '..', '..', 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // two of the development build's warnings, checked on every render of <Routes> there
    const warnings = ['You rendered descendant <Routes>', 'does not have an element or Component'];
    const carrying = scripts.filter((file) => warnings.some((warning) => readFileSync(join(assets, file), 'utf8').includes(warning)));
    expect(carrying).toEqual([]);
  });

  it('asks the gateway itself in another language than the one the page carries', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
    const { page, problems, apiRequests, scriptRequests } = await firstVisit(context);
    await page.goto(server.url);
    await page.getByTestId('banner-carousel').getByRole('img', { name: 'Welcome bonus' }).waitFor();
    // the stored choice's catalog was the one preloaded: no Malay catalog fetched for nothing
    await expectOnePreloadedCatalog(page, scriptRequests);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    await expect(page.locator('html').getAttribute('data-stand-in')).resolves.toBe('ready');
    expect(apiRequests).toContain('/wps/system/status');
    expect(apiRequests).toContain('/wps/relay/MCSFE_getListAnnouncements');
    expect(problems).toEqual([]);
    await context.close();
  });
});
