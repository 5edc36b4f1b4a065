/**
 * The tables of figures show every column, in Malay (the longest words), on a desktop and a phone:
 * the member centre's account record, the agent centre's team management and the VIP ranks.
 * - At 1366 px each table fits its box (nothing hidden behind a sideways scroll) and each column's
 *   heading can be reached: nothing fixed, such as the right bar, lies over it.
 * - At 390 px nothing reaches past the window: the records become cards of label and value pairs
 *   inside the window, and the VIP ranks scroll inside their own box with the rank column kept in view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { overflowingElements } from './support/layout';
import { createDownlines, DESKTOP, newMalayVisitor, PHONE, signInInMalay } from './support/malay-visitor';
import type { WindowSize } from './support/malay-visitor';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  const deposit = server.admin('wallet', 'deposit', 'demo_player', '12345', '--reference', 'rujukan-deposit-panjang-0001');
  expect(deposit.status, deposit.stderr).toBe(0);
  const { context, page } = await newMalayVisitor(browser, DESKTOP);
  await signInInMalay(page, server.url, 'demo_agent', 'Agent2026!');
  await createDownlines(page, server.url, [
    { username: 'pelangganpjg01', kind: 'member' },
    { username: 'ejenbawahan02', kind: 'agent' },
  ]);
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface TablePage {
  name: string;
  account?: { username: string; password: string };
  path: string;
  /** the table checked, once its rows are in */
  table: (page: Page) => Locator;
}

const TABLE_PAGES: TablePage[] = [
  {
    name: 'the account record',
    account: { username: 'demo_player', password: 'Player2026!' },
    path: '/?mc=transactionHistory',
    table: (page) => page.getByTestId('centre').locator('table'),
  },
  {
    name: 'team management',
    account: { username: 'demo_agent', password: 'Agent2026!' },
    path: '/agentHome?ac=downlineManagmentView',
    table: (page) => page.getByTestId('centre').locator('table', { has: page.getByTestId('downline-pelangganpjg01') }),
  },
  { name: 'the VIP ranks', path: '/vip', table: (page) => page.locator('main table') },
];

/** The table's box: how much of the table it hides, and the column headings something else lies over. */
function tableFacts(table: Locator) {
  return table.evaluate((table) => {
    const box = table.closest('.data-table__scroll') ?? table.parentElement!;
    const covered = [...table.querySelectorAll('thead th')]
      .map((heading) => {
        heading.scrollIntoView({ block: 'center', inline: 'nearest' });
        const rect = heading.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return hit && (heading === hit || heading.contains(hit))
          ? null
          : `"${heading.textContent}" under ${hit?.tagName.toLowerCase()}.${hit?.className}`;
      })
      .filter(Boolean);
    return { hidden: box.scrollWidth - box.clientWidth, covered };
  });
}

/** On a phone: whether each row's first cell stays at the box's start, in view, once the box is scrolled to its end. */
function firstColumnKept(table: Locator) {
  return table.evaluate((table) => {
    const box = table.closest('.data-table__scroll')!;
    const start = box.getBoundingClientRect().left;
    const lost = [...table.querySelectorAll('tbody tr > :first-child')]
      .map((cell) => {
        // the row in the middle of the window, the box scrolled to its end
        window.scrollBy(0, cell.getBoundingClientRect().top - window.innerHeight / 2);
        box.scrollLeft = box.scrollWidth;
        const rect = cell.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + Math.min(20, rect.width / 2), rect.top + rect.height / 2);
        return Math.abs(rect.left - box.getBoundingClientRect().left) <= 1 && hit && cell.contains(hit)
          ? null
          : `"${cell.textContent}" at x=${Math.round(rect.left)}`;
      })
      .filter(Boolean);
    return { scrolled: box.scrollLeft > 0, lost, start: Math.round(start) >= 0 };
  });
}

async function open(size: WindowSize, tablePage: TablePage) {
  const { context, page } = await newMalayVisitor(browser, size);
  if (tablePage.account) await signInInMalay(page, server.url, tablePage.account.username, tablePage.account.password);
  await page.goto(`${server.url}${tablePage.path}`);
  const table = tablePage.table(page);
  await table.locator('tbody tr').first().waitFor({ timeout: 20_000 });
  return { page, table, close: () => context.close() };
}

describe('tables of figures in Malay', () => {
  for (const tablePage of TABLE_PAGES) {
    it(`${tablePage.name} shows every column on a 1366 px desktop, none under a fixed bar`, async () => {
      const { page, table, close } = await open(DESKTOP, tablePage);
      try {
        expect(await tableFacts(table)).toEqual({ hidden: 0, covered: [] });
        expect(await overflowingElements(page)).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`${tablePage.name} stays inside a 390 px phone`, async () => {
      const { page, table, close } = await open(PHONE, tablePage);
      try {
        expect(await overflowingElements(page)).toEqual([]);
        const cards = await table.evaluate((table) => getComputedStyle(table.querySelector('tbody tr')!).display === 'block');
        if (cards) {
          // every value with its column's name, inside the window
          const cells = await table
            .locator('tbody tr > *')
            .evaluateAll((all) =>
              all.map((cell) => ({ label: getComputedStyle(cell, '::before').content, right: cell.getBoundingClientRect().right })),
            );
          for (const cell of cells) {
            expect(cell.label).not.toMatch(/^(none|normal|"")$/);
            expect(cell.right).toBeLessThanOrEqual(PHONE.width);
          }
        } else {
          expect(await firstColumnKept(table)).toEqual({ scrolled: true, lost: [], start: true });
        }
      } finally {
        await close();
      }
    });
  }
});
