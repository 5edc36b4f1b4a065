/**
 * A QA trace of a whole visit, in Chromium against the real gateway: demo_agent signs in on home
 * with `?qa=1`, launches a slot from /rng into the /game frame, opens the member centre's deposit,
 * betting record and security pages, then the agent centre's team overview and register centre,
 * without a page load, so one recording holds the whole visit. The downloaded trace holds every chart that ran in one actor system: each
 * centre's chart is the router's centre host's child (started as the address showed the centre,
 * stopped as it left), each page's chart the root chart's child (started as its view showed,
 * stopped by the root as it went) or a child of one, and the trace replays with no divergence.
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
  it('holds every centre’s chart as the centre host’s child and every page’s chart as the root’s, stopped as they went, and replays with no divergence', async () => {
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
      expect(rootChildren).toEqual(expect.arrayContaining(['router', 'deposit', 'pagedList', 'securityCenter', 'affiliateUrls']));
      // the centres' charts are the centre host's, the router's child: the member centre's stopped as the agent centre opened
      const router = trace.actors.find((actor) => actor.machineId === 'router')!;
      const host = trace.actors.find((actor) => actor.machineId === 'centreHost')!;
      expect(host.parent).toBe(router.sessionId);
      expect(trace.actors.filter((actor) => actor.parent === host.sessionId).map((actor) => actor.machineId)).toEqual([
        'memberCentre',
        'agentCentre',
      ]);

      // the pages left were stopped by the root: their chart's last recorded status is stopped
      const lastStatus = (sessionId: string) => trace.snapshots.filter((s) => s.actor === sessionId).at(-1)?.status;
      const deposit = trace.actors.find((actor) => actor.machineId === 'deposit')!;
      expect(lastStatus(deposit.sessionId)).toBe('stopped');
      const memberCentre = trace.actors.find((actor) => actor.machineId === 'memberCentre')!;
      expect(lastStatus(memberCentre.sessionId)).toBe('stopped');
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
