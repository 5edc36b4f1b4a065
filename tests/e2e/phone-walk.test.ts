/**
 * Every page and dialog of the site on a 390×844 phone and a 1366×768 desktop, in Malay (the longest
 * words), as a guest, a member or an agent as the page asks. The pages come from the route table
 * and the centres' pages (machines/router: router.routes.ts, router.centres.ts), so a new page is
 * walked without a change here. On each:
 * - nothing reaches past the window's right edge (tests/e2e/support/layout.ts says what a box that
 *   scrolls sideways on purpose is);
 * - nothing fixed lies over an interactive element of the page, or of the open dialog or menu;
 * - on the phone, each of those interactive elements is at least 44×44 px (a link in a sentence
 *   aside), and the header takes at most 120 px of the screen once the page is scrolled;
 * - the page drew something, and threw no error on the way (a blank page passes every other check).
 * Each problem names the element and the part of the site it is in (page, dialog, header, right
 * bar...). A screenshot of each page at each width goes to test-results/phone-walk/.
 *
 * One browser, one context per account with a tab per width; the tabs of a width load each page
 * side by side.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CENTRE_PAGES } from '../../machines/router';
import { NOT_FOUND_ROUTE, SITE_ROUTES } from '../../machines/router';
import type { RouteAccess, SiteRoute } from '../../machines/router';
import { launchBrowser } from './support/browser';
import { coveredInteractiveElements, overflowingElements, smallTapTargets } from './support/layout';
import { createDownlines, DESKTOP, PHONE, signInInMalay } from './support/malay-visitor';
import type { WindowSize } from './support/malay-visitor';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'phone-walk');
const MIN_TAP = 44;
const MAX_HEADER = 120;

type Role = 'guest' | 'member' | 'agent';

const ACCOUNTS: Record<Exclude<Role, 'guest'>, { username: string; password: string }> = {
  member: { username: 'demo_player', password: 'Player2026!' },
  agent: { username: 'demo_agent', password: 'Agent2026!' },
};

const ROLE_OF: Record<RouteAccess, Role> = { guest: 'guest', member: 'member', realAccount: 'member', agent: 'agent' };

/** A stop of the walk: an address, or a dialog or menu opened on one. */
interface Stop {
  name: string;
  role: Role;
  path: string;
  /** opens the dialog or menu once the address has loaded; the checks then look inside it */
  open?: (page: Page) => Promise<void>;
  /** what the checks look at, when not the open dialog or the page */
  within?: string;
}

/** An address for a route: a sample for a path with a parameter (the first game type's list). */
const addressOf = (route: SiteRoute) => route.path.replace(':games', 'rng');

/**
 * One stop per page the route table shows: routes showing the same chunk the same way (home at its
 * five addresses, /down and /download) are one page, walked at the first address.
 */
function routeStops(): Stop[] {
  const seen = new Set<string>();
  const stops: Stop[] = [];
  for (const route of [...SITE_ROUTES, NOT_FOUND_ROUTE]) {
    const key = `${route.chunk}:${route.gameType ?? ''}:${route.game ?? ''}:${route.layout}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const path = route === NOT_FOUND_ROUTE ? '/no-such-page' : addressOf(route);
    stops.push({ name: path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'), role: ROLE_OF[route.access], path });
  }
  return stops;
}

function centreStops(): Stop[] {
  return [
    ...CENTRE_PAGES.mc.map((name): Stop => ({ name: `mc-${name}`, role: 'member', path: `/?mc=${name}` })),
    ...CENTRE_PAGES.ac.map((name): Stop => ({ name: `ac-${name}`, role: 'agent', path: `/agentHome?ac=${name}` })),
  ];
}

const dialogStops: Stop[] = [
  { name: 'dialog-login', role: 'guest', path: '/login' },
  { name: 'dialog-register', role: 'guest', path: '/register' },
  { name: 'dialog-forgot-password', role: 'guest', path: '/forget' },
  {
    name: 'menu-language',
    role: 'guest',
    path: '/',
    within: '[data-testid="language-picker"] [role="menu"]',
    open: async (page) => {
      await page.getByTestId('language-picker').getByRole('button').first().click();
      await page.getByTestId('language-picker').getByRole('menu').waitFor();
    },
  },
  {
    name: 'menu-avatar',
    role: 'member',
    path: '/',
    within: '[data-testid="account-menu"] [role="menu"]',
    open: async (page) => {
      await page.getByTestId('account-menu').getByRole('button').first().click();
      await page.getByTestId('account-menu').getByRole('menu').waitFor();
    },
  },
];

const STOPS: Stop[] = [...routeStops(), ...centreStops(), ...dialogStops];

let server: SiteServer;
let browser: Browser;
const tabs = new Map<Role, { context: BrowserContext; phone: Page; desktop: Page }>();

/** Resolves once the page has had no request in flight for 150 ms (a lazy chunk, its data, its pictures). */
function quiet(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.getEntriesByType('resource').length;
        let still = 0;
        const tick = () => {
          const now = performance.getEntriesByType('resource').length;
          still = now === last && document.readyState === 'complete' ? still + 1 : 0;
          last = now;
          if (still >= 3) resolve();
          else setTimeout(tick, 50);
        };
        tick();
      }),
  );
}

async function openTab(context: BrowserContext, size: WindowSize, role: Role): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  if (role !== 'guest') await signInInMalay(page, server.url, ACCOUNTS[role].username, ACCOUNTS[role].password);
  return page;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startSiteServer();
  browser = await launchBrowser();
  // records to show: an entry in the member's account record, two downlines in the agent's team
  const deposit = server.admin('wallet', 'deposit', 'demo_player', '12345', '--reference', 'rujukan-deposit-panjang-0001');
  expect(deposit.status, deposit.stderr).toBe(0);
  for (const role of ['guest', 'member', 'agent'] as const) {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', 'MS');
    });
    const [phone, desktop] = await Promise.all([openTab(context, PHONE, role), openTab(context, DESKTOP, role)]);
    tabs.set(role, { context, phone, desktop });
  }
  await createDownlines(tabs.get('agent')!.desktop, server.url, [
    { username: 'pelangganpjg01', kind: 'member' },
    { username: 'ejenbawahan02', kind: 'agent' },
  ]);
});

afterAll(async () => {
  for (const { context } of tabs.values()) await context.close();
  await browser?.close();
  await server?.stop();
});

/** The visible height of the header once the page is scrolled (null when the page is too short to scroll past it). */
function headerHeightScrolled(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const header = document.querySelector('header, [role="banner"]');
    if (!header) return 0;
    const full = header.getBoundingClientRect().height;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room < full) return null;
    window.scrollTo(0, room);
    const rect = header.getBoundingClientRect();
    const shown = Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
    window.scrollTo(0, 0);
    return Math.round(shown);
  });
}

/** Every problem at one width, each line naming the check, the element and its part of the site. */
async function problemsAt(page: Page, stop: Stop, phone: boolean): Promise<string[]> {
  const scope = stop.within ? { within: stop.within } : {};
  const problems = [
    ...(await overflowingElements(page)).map((entry) => `overflow: ${entry}`),
    ...(await coveredInteractiveElements(page, { ...scope, scroll: !stop.open })).map((entry) => `covered: ${entry}`),
  ];
  if (phone) {
    problems.push(...(await smallTapTargets(page, MIN_TAP, scope)).map((entry) => `tap target under ${MIN_TAP} px: ${entry}`));
    if (!stop.open) {
      const header = await headerHeightScrolled(page);
      if (header !== null && header > MAX_HEADER) problems.push(`header: ${header} px of the screen once scrolled, over ${MAX_HEADER} (header)`);
    }
  }
  return problems;
}

/**
 * Whether the page drew something to check: its page, its dialog, or a whole-screen notice, within
 * a few seconds (a busy machine may still be rendering when the network has gone quiet).
 */
async function drawn(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => [...document.querySelectorAll('main, [role="dialog"]')].some((element) => (element.textContent ?? '').trim().length > 0),
      undefined,
      { timeout: 5000 },
    )
    .then(
      () => true,
      () => false,
    );
}

async function visit(page: Page, stop: Stop, size: WindowSize): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`page error: ${error.message}`);
  page.on('pageerror', onError);
  await page.goto(`${server.url}${stop.path}`);
  await quiet(page);
  if (stop.open) await stop.open(page);
  // checked once the page has drawn: its layout is what is checked
  const isDrawn = await drawn(page);
  const problems = [...errors, ...(await problemsAt(page, stop, size === PHONE))];
  if (!isDrawn) problems.push('blank: the page shows nothing to check');
  page.off('pageerror', onError);
  await page.screenshot({ path: join(SHOTS, `${stop.name}-${size.width}.png`) });
  return problems.map((problem) => `${size.width} px ${problem}`);
}

describe('every page at 390 and 1366 px in Malay', () => {
  for (const stop of STOPS) {
    it(`${stop.name} (${stop.role}, ${stop.path})`, async () => {
      const { phone, desktop } = tabs.get(stop.role)!;
      const [atPhone, atDesktop] = await Promise.all([visit(phone, stop, PHONE), visit(desktop, stop, DESKTOP)]);
      const problems = [...atPhone, ...atDesktop];
      // every problem on its own line, none left out of the message
      expect(problems, `${stop.name}:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
