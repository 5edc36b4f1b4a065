/**
 * A QA trace of a whole visit, in Chromium against the real gateway: demo_agent signs in on home
 * with `?qa=1`, launches a slot from /rng into the /game frame, opens the member centre's deposit,
 * betting record and security pages, then the agent centre's team overview and register centre,
 * without a page load, so one recording holds the whole visit. The downloaded trace holds every chart that ran in one actor system: each
 * page's chart is the root chart's child (started as its view showed, stopped by the root as it
 * went) or a child of one, and the trace replays with no divergence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { replayTrace } from '../../machines/tooling';
import { launchBrowser, newVisitor } from './support/browser';
import { centre, openCentrePage } from './support/member-centre-steps';
import { downloadTraceFromPanel, launchFirstSlot, signInWithQaPanel } from './support/qa-trace';
import { chooseAccountItem } from './support/site-actions';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  const deposit = server.admin('wallet', 'deposit', 'demo_agent', '100', '--reference', 'e2e-centre-trace');
  expect(deposit.status, deposit.stderr).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a QA trace across a game, the member centre and the agent centre', () => {
  it('holds every page’s chart as a child of the root, stopped as its page went, and replays with no divergence', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await signInWithQaPanel(page, server.url, 'demo_agent', 'Agent2026!');
      await launchFirstSlot(page);

      await chooseAccountItem(page, 'Deposit');
      await centre(page).getByTestId('deposit-form').waitFor({ timeout: 15_000 });
      await openCentrePage(page, 'personalHistoryCopy', 'betting-record');
      await openCentrePage(page, 'securityCenter', 'security-center');

      // the member centre closes (its page's chart goes with it), then the agent centre opens
      await centre(page).getByRole('button', { name: 'Close' }).first().click();
      await centre(page).waitFor({ state: 'detached' });
      await chooseAccountItem(page, 'Agent centre');
      await centre(page).getByTestId('team-overview').waitFor({ timeout: 15_000 });
      await centre(page).locator('a[href*="ac=registerCenter"]').click();
      await centre(page).getByTestId('register-center').waitFor({ timeout: 15_000 });

      const { trace } = await downloadTraceFromPanel(page);
      const root = trace.actors.find((actor) => actor.machineId === 'systemStatus')!;
      // one actor system: every chart that ran is the root or one of its descendants
      expect(trace.actors.filter((actor) => actor.parent === null).map((actor) => actor.machineId)).toEqual(['systemStatus']);
      const rootChildren = trace.actors.filter((actor) => actor.parent === root.sessionId).map((actor) => actor.machineId);
      expect(rootChildren).toEqual(
        expect.arrayContaining(['memberCentre', 'deposit', 'pagedList', 'securityCenter', 'agentCentre', 'affiliateUrls']),
      );

      // the pages left were stopped by the root: their chart's last recorded status is stopped
      const lastStatus = (sessionId: string) => trace.snapshots.filter((s) => s.actor === sessionId).at(-1)?.status;
      const deposit = trace.actors.find((actor) => actor.machineId === 'deposit')!;
      expect(lastStatus(deposit.sessionId)).toBe('stopped');
      const starts = trace.events.filter((e) => e.actor === root.sessionId && e.event.type === 'child.start').length;
      const stops = trace.events.filter((e) => e.actor === root.sessionId && e.event.type === 'child.stop').length;
      expect(stops).toBeGreaterThan(0);
      expect(starts).toBeGreaterThan(stops);

      const result = replayTrace(trace);
      expect(result.divergence, JSON.stringify(result.divergence)).toBeNull();
      expect(result.changedCharts).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
