/**
 * A QA trace across the site's pages and a game launch, in Chromium against the real gateway:
 * demo_player signs in on home with `?qa=1`, goes to /rng and /lottery through the games
 * navigation (no page load, so one recording holds the whole visit), and launches a slot into the
 * /game frame. The downloaded trace holds every chart that ran (the root system's children, the
 * page and widget charts, each lazy chunk's loader and the game launcher) and replays with no
 * divergence. `RECORD_TRACES=1` keeps it as tests/traces/game-launch-pages.json, which
 * tests/machines/traces.replay.test.ts replays against the current charts in every `npm test`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { replayTrace } from '../../machines/tooling';
import { launchBrowser, newVisitor } from './support/browser';
import { downloadTraceFromPanel, keepTraceWhenRecording, launchFirstSlot, signInWithQaPanel } from './support/qa-trace';
import { startSiteServer } from './support/site-server';
import type { SiteServer } from './support/site-server';

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
  const deposit = server.admin('wallet', 'deposit', 'demo_player', '100', '--reference', 'e2e-game-launch-trace');
  expect(deposit.status, deposit.stderr).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a QA trace across home, /rng, /lottery and a game launch', () => {
  it('holds every chart that ran and replays with no divergence', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await signInWithQaPanel(page, server.url, 'demo_player', 'Player2026!');

      const nav = page.getByRole('navigation', { name: 'Games' });
      await nav.getByRole('link', { name: 'Lottery', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/lottery');
      await page.getByTestId('lottery-card').first().waitFor({ timeout: 15_000 });

      await launchFirstSlot(page);

      const { text, trace } = await downloadTraceFromPanel(page);
      const charts = new Set(trace.actors.map((a) => a.machineId));
      for (const id of ['systemStatus', 'session', 'login', 'gameLaunch', 'customerService', 'chunkLoader', 'lotteryLobby', 'gameList'])
        expect(charts, id).toContain(id);
      const paths = trace.actors.map((a) => a.systemPath);
      expect(paths).toEqual(expect.arrayContaining(['systemStatus/gameLaunch', 'systemStatus/customerService']));
      // one actor system: every chart that ran is the root or one of its descendants
      const outside = trace.actors.filter((a) => a.parent === null && a.machineId !== 'systemStatus').map((a) => a.systemPath);
      expect(outside).toEqual([]);
      // the widgets and the pages' lists are the root's own children, stopped by it as their views go
      const rootSession = trace.actors.find((a) => a.machineId === 'systemStatus')!.sessionId;
      const rootChildren = trace.actors.filter((a) => a.parent === rootSession).map((a) => a.machineId);
      expect(rootChildren).toEqual(expect.arrayContaining(['siteClock', 'newsPopup', 'bannerCarousel', 'gameList', 'favouriteToggle', 'pageData']));
      // every lazy page of the visit loaded through a loader that is a child of the root
      expect(paths.filter((p) => p.startsWith('systemStatus/chunkLoader.')).length).toBeGreaterThanOrEqual(3);

      const result = replayTrace(trace);
      expect(result.divergence, JSON.stringify(result.divergence)).toBeNull();
      expect(result.changedCharts).toEqual([]);
      // the launch went through the launcher's chart to the frame
      const launchSteps = result.steps.filter((s) => s.machineId === 'gameLaunch').map((s) => s.eventType);
      expect(launchSteps).toContain('launch.request');
      expect(launchSteps).toContain('xstate.done.actor.requestLaunch');

      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      for (const secret of ['Player2026!', token!]) expect(text.includes(secret), secret).toBe(false);
      keepTraceWhenRecording('game-launch-pages', text);
    } finally {
      await context.close();
    }
  });
});
