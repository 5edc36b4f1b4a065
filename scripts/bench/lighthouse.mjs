#!/usr/bin/env node
/**
 * Start-up on a mid-range phone (issue 15), measured beside its own floor: Lighthouse's mobile
 * preset (simulated slow 4G and a mid-range phone's CPU) on
 * - a reference: a trivial React page (scripts/bench/reference) built with this project's Vite
 *   settings and served by the same gateway code;
 * - home as a guest, home signed in as demo_player, and the member centre's deposit page;
 * each LIGHTHOUSE_ROUNDS times (5 by default), interleaved, so that what the machine does meanwhile
 * falls on all of them alike, after one round that warms the gateways and Chromium and is not
 * counted. Absolute Lighthouse figures move from machine to machine; the ratios to the reference in
 * the same run do not, much.
 *
 * Prints per scenario the medians of the score, TBT, LCP, main-thread work by category and the
 * JavaScript transferred, each with its ratio to the reference; issue 15's budgets, met or not; and
 * the scripts that cost home's main thread most; and, from one more run of the reference and home
 * traced with the task posters' category, home's main-thread time by what posted each task beside
 * the reference's (support/task-origins.mjs). Figures only: it never fails on them.
 *
 * Uses the built SPA (run `npx vite build` first); Chromium from CHROME_PATH or CHROMIUM_PATH, else
 * /usr/bin/chromium, else Debian's headless shell. LIGHTHOUSE_REPORT=<dir> writes each run's full
 * JSON report there.
 *
 * Two more scenarios are floors made from home at the start of the run (support/screen-floor.mjs):
 * home's screen as a static page, and the same elements drawn by React in one render with none of
 * the site's own work. They say how much of home's main-thread work the screen itself costs.
 *
 * LIGHTHOUSE_BASELINE=<dir> also measures home and the deposit page of another build (an earlier
 * commit's `npx vite build --outDir <dir>`), interleaved with the rest: a change a few percent
 * wide shows against the build before it in the same minutes, where two runs an hour apart differ
 * by more than that.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { figuresOf, mediansOf, printBudgets, printTable } from './support/lighthouse-figures.mjs';
import { captureHomeScreen, fillReactScreen, writeStaticScreen } from './support/screen-floor.mjs';
import { mainThreadByOrigin, printOrigins, TASK_ORIGIN_CATEGORIES } from './support/task-origins.mjs';

const root = new URL('../..', import.meta.url).pathname;
const chromiumPath =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((path) => existsSync(path));
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 5);
const baselineDist = process.env.LIGHTHOUSE_BASELINE;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx or `child` exits; gives up after `ms`. */
async function waitFor(url, child, what, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Stops a process started `detached` and everything it started: Debian's Chromium commands are
 * shell scripts that run the browser as their child, and a browser left behind keeps animating the
 * last page it showed, on the cores the next measurement uses.
 */
async function stopGroup(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
  await exited;
}

/** A gateway on a new data folder serving the SPA built in `distDir`. */
async function startGateway(distDir, cleanup) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  cleanup.push(() => stop(child));
  await waitFor(`http://127.0.0.1:${port}/wps/system/status`, child, 'the gateway');
  return `http://127.0.0.1:${port}`;
}

/** A bench page (`reference`, `screen-floor`), built with the project's own Vite configuration (plugins, targets, precompression). */
async function buildBenchPage(name, outDir) {
  await build({
    configFile: join(root, 'vite.config.ts'),
    root: join(root, 'scripts', 'bench', name),
    // the site's public files (robots.txt, the icon): what the gateway serves beside any page
    publicDir: join(root, 'public'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * A tab signed in as demo_player through the header's dialog. The session lives in the tab's
 * sessionStorage (src/lib/storage.ts), so the signed-in runs are made in this tab: Lighthouse
 * navigates it instead of opening a new one.
 */
async function signedInTab(browser, siteUrl) {
  const page = await browser.newPage();
  await page.goto(siteUrl);
  await page.evaluate(() => window.localStorage.setItem('hisLang', 'EN'));
  await page.reload({ waitUntil: 'networkidle0' });
  await page.locator('header ::-p-aria([name="Log in"][role="button"])').click();
  await page.locator('[role="dialog"] ::-p-aria([name="Username"])').fill('demo_player');
  await page.locator('[role="dialog"] input[type="password"]').fill('Player2026!');
  await page.locator('[role="dialog"] button[type="submit"]').click();
  await page.waitForSelector('[data-testid="account-name"]', { timeout: 30_000 });
  return page;
}

/**
 * Before a signed-in run: the HTTP cache and localStorage emptied, as Lighthouse empties them for a
 * guest, the session kept: a signed-in player reloading a tab with nothing cached.
 */
async function coldButSignedIn(page, siteUrl) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto(`${siteUrl}/wps/system/status`);
  await page.evaluate(() => window.localStorage.clear());
}

/**
 * How much of home's main-thread work the screen itself costs (the two floors) and how much is the
 * site's own: its charts, calls, routes, catalogs and lazy parts.
 */
function printFloors(medians) {
  const work = (name) => medians[name].mainThread;
  const [reference, drawn, reactDrawn, home] = ['reference', "home's screen, static", "home's screen, React", 'home'].map(work);
  const ratio = (value) => `${(value / reference).toFixed(1)}×`;
  console.log(`\nhome's main-thread work against the same screen (medians; ratios to the reference's ${Math.round(reference)} ms):`);
  console.log(`  the screen with no script        ${String(Math.round(drawn)).padStart(5)} ms  ${ratio(drawn)}`);
  console.log(`  the screen drawn by React        ${String(Math.round(reactDrawn)).padStart(5)} ms  ${ratio(reactDrawn)}`);
  console.log(`  home                             ${String(Math.round(home)).padStart(5)} ms  ${ratio(home)}`);
  console.log(
    `  the site's own work (home − React floor): ${Math.round(home - reactDrawn)} ms, ${Math.round((100 * (home - reactDrawn)) / home)}% of home's`,
  );
}

/** Whether a run's page called a route only a signed-in member may (the member's info). */
const calledAsMember = (lhr) => lhr.audits['network-requests'].details.items.some((item) => item.url.includes('/wps/member/info'));

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.log('lighthouse: skipped, dist/ is missing (run `npx vite build` first)');
  process.exit(0);
}
if (!chromiumPath) {
  console.log('lighthouse: skipped, no Chromium (apt-get install -y chromium)');
  process.exit(0);
}

const cleanup = [];
const reportDir = process.env.LIGHTHOUSE_REPORT;
if (reportDir) mkdirSync(reportDir, { recursive: true });
try {
  const referenceDist = mkdtempSync(join(tmpdir(), 'bench-reference-dist-'));
  const reactScreenDist = mkdtempSync(join(tmpdir(), 'bench-react-screen-dist-'));
  const staticScreenDist = mkdtempSync(join(tmpdir(), 'bench-static-screen-dist-'));
  for (const dir of [referenceDist, reactScreenDist, staticScreenDist]) cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  await buildBenchPage('reference', referenceDist);
  await buildBenchPage('screen-floor', reactScreenDist);
  const [siteUrl, referenceUrl, baselineUrl] = await Promise.all([
    startGateway(join(root, 'dist'), cleanup),
    startGateway(referenceDist, cleanup),
    baselineDist ? startGateway(baselineDist, cleanup) : null,
  ]);

  const profileDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-chromium-'));
  cleanup.push(() => rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));
  const debugPort = await freePort();
  const shell = chromiumPath.includes('headless-shell');
  const chrome = spawn(
    chromiumPath,
    [
      ...(shell ? [] : ['--headless=new']),
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profileDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  cleanup.push(() => stopGroup(chrome));
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chrome, 'Chromium');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}`, defaultViewport: null });
  // a signed-in member's tab per site: each keeps its own session
  const memberTab = { [siteUrl]: await signedInTab(browser, siteUrl) };
  if (baselineUrl) memberTab[baselineUrl] = await signedInTab(browser, baselineUrl);
  // home's screen as this build draws it, for the two floors (support/screen-floor.mjs)
  const screen = await captureHomeScreen(browser, siteUrl);
  writeStaticScreen(staticScreenDist, screen, join(root, 'public'));
  fillReactScreen(reactScreenDist, screen);
  const [staticScreenUrl, reactScreenUrl] = await Promise.all([startGateway(staticScreenDist, cleanup), startGateway(reactScreenDist, cleanup)]);
  console.log(`home's screen captured: ${screen.elements} elements`);

  const scenarios = [
    // not at `/`: the gateway puts the site's stand-in for home into the page it serves there
    { name: 'reference', url: `${referenceUrl}/reference` },
    // not at `/` either (the stand-in), and each from a gateway of its own: a gateway serves one page
    { name: "home's screen, static", url: `${staticScreenUrl}/screen` },
    { name: "home's screen, React", url: `${reactScreenUrl}/screen` },
    { name: 'home', site: siteUrl, url: `${siteUrl}/` },
    { name: 'home signed in', site: siteUrl, url: `${siteUrl}/`, signedIn: true },
    { name: 'deposit page', site: siteUrl, url: `${siteUrl}/?mc=depositv2`, signedIn: true },
    ...(baselineUrl
      ? [
          { name: 'home, baseline', site: baselineUrl, url: `${baselineUrl}/` },
          { name: 'deposit, baseline', site: baselineUrl, url: `${baselineUrl}/?mc=depositv2`, signedIn: true },
        ]
      : []),
  ];
  const runs = Object.fromEntries(scenarios.map((scenario) => [scenario.name, []]));
  console.log(`lighthouse, mobile preset, ${ROUNDS} rounds of ${scenarios.length} scenarios, interleaved; Chromium ${chromiumPath}`);
  // round 0 warms the gateways and Chromium (a first visit of each page costs both more) and is not counted
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const scenario of scenarios) {
      if (scenario.signedIn) await coldButSignedIn(memberTab[scenario.site], scenario.site);
      const result = await lighthouse(
        scenario.url,
        {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          disableStorageReset: Boolean(scenario.signedIn),
        },
        undefined,
        scenario.signedIn ? memberTab[scenario.site] : undefined,
      );
      if (!result) throw new Error(`lighthouse returned no result for ${scenario.name}`);
      if (scenario.signedIn && !calledAsMember(result.lhr)) throw new Error(`${scenario.name}: the page did not load as a signed-in member`);
      const figures = figuresOf(result.lhr);
      if (figures.runtimeError) console.log(`  ${scenario.name}: runtime error ${figures.runtimeError}`);
      if (round === 0) continue;
      runs[scenario.name].push(figures);
      console.log(
        `  round ${round}, ${scenario.name}: score ${figures.performance}, TBT ${Math.round(figures.tbt)} ms, main thread ${Math.round(figures.mainThread)} ms`,
      );
      if (reportDir) writeFileSync(join(reportDir, `${scenario.name.replace(/\W+/g, '-')}-${round}.json`), result.report);
    }
  }
  // One more run of the reference and home, not counted above, with the trace category that names
  // what posted each task: where home's main thread goes beside the reference's.
  const originTraces = {};
  for (const scenario of scenarios.filter(({ name }) => name === 'reference' || name === 'home')) {
    const result = await lighthouse(scenario.url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      additionalTraceCategories: TASK_ORIGIN_CATEGORIES,
    });
    originTraces[scenario.name] = {
      byOrigin: mainThreadByOrigin(result.artifacts.Trace),
      slowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  }
  // closed over the protocol, so that it has written its profile when the process is gone
  await browser.close();

  const medians = Object.fromEntries(scenarios.map((scenario) => [scenario.name, mediansOf(runs[scenario.name])]));
  console.log('');
  printTable(medians, 'reference');
  console.log('\nbudgets (issue 15):');
  printBudgets(medians, { reference: 'reference', home: 'home', others: ['home signed in', 'deposit page'] });
  printFloors(medians);
  // where home's main thread goes, script by script (the last round's trace)
  console.log("\nhome's scripts by main-thread time (last round):");
  for (const script of runs.home.at(-1).scripts.slice(0, 8)) {
    console.log(`  ${Math.round(script.total)} ms (scripting ${Math.round(script.scripting)} ms)  ${script.url.replace(siteUrl, '')}`);
  }
  console.log("\nmain-thread time by what posted each task (one more run of each, Lighthouse's CPU slowdown applied):");
  printOrigins(originTraces.reference.byOrigin, originTraces.home.byOrigin, originTraces.home.slowdown);
} finally {
  // every step, even after one fails: a gateway or a browser left running skews the next measurement
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}
