#!/usr/bin/env node
/**
 * A/B of home's start-up between builds (issue 15), steadier than single Lighthouse runs: loads
 * each URL cold in Debian's Chromium headless shell, interleaved, N times, with a phone's viewport,
 * and prints per URL the medians of
 * - main-thread busy time (every task of the renderer's main thread from navigation on),
 * - a TBT estimate: each task after the first contentful paint counted as Lighthouse's mobile preset
 *   counts it (4× its length, less 50 ms),
 * - the number of main-thread tasks.
 *
 * Usage: serve each build from its own gateway (`DIST_DIR=<dir> PORT=<port> node --import tsx
 * server/main.ts`), then `node scripts/bench/startup-ab.mjs 7 http://localhost:3900/ http://localhost:3901/`.
 */
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

const [rounds, ...urls] = process.argv.slice(2);
const executablePath = process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
if (!rounds || urls.length === 0 || !executablePath) {
  console.log('usage: node scripts/bench/startup-ab.mjs <rounds> <url> [<url> ...] (needs Chromium)');
  process.exit(1);
}

function mainThreadOf(traceEvents) {
  const counts = new Map();
  for (const event of traceEvents) {
    if (event.name === 'thread_name' && event.args.name === 'CrRendererMain') counts.set(`${event.pid}:${event.tid}`, 0);
  }
  for (const event of traceEvents) {
    const key = `${event.pid}:${event.tid}`;
    if (counts.has(key)) counts.set(key, counts.get(key) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

async function coldLoad(browser, url) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
  await page.close();
  const thread = mainThreadOf(traceEvents);
  const on = (event) => `${event.pid}:${event.tid}` === thread;
  const tasks = traceEvents.filter((event) => on(event) && event.ph === 'X' && event.name === 'RunTask');
  const start = traceEvents.find((event) => on(event) && event.name === 'navigationStart')?.ts ?? tasks[0].ts;
  const paint = traceEvents.find((event) => on(event) && event.name === 'firstContentfulPaint')?.ts ?? start;
  const after = tasks.filter((task) => task.ts >= start);
  return {
    busy: after.reduce((sum, task) => sum + task.dur, 0) / 1000,
    tbt: after.filter((task) => task.ts > paint).reduce((sum, task) => sum + Math.max(0, (4 * task.dur) / 1000 - 50), 0),
    tasks: after.length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await puppeteer.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const results = new Map(urls.map((url) => [url, []]));
for (let round = 0; round < Number(rounds); round++) {
  for (const url of urls) results.get(url).push(await coldLoad(browser, url));
}
await browser.close();
for (const [url, runs] of results) {
  const of = (key) => median(runs.map((run) => run[key]));
  console.log(
    `${url}  busy ${of('busy').toFixed(0)} ms  TBT estimate ${of('tbt').toFixed(0)} ms  tasks ${of('tasks')}  (busy: ${runs.map((run) => run.busy.toFixed(0)).join(' ')})`,
  );
}
