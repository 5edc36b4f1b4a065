#!/usr/bin/env node
/**
 * Lighthouse on home (`/`) with its mobile preset (simulated slow 4G and a mid-range phone's CPU):
 * performance, accessibility, best-practices and SEO scores, LCP, TBT, CLS and the JavaScript
 * transferred, plus the audits that cost points, so a low score says where to look. The budget
 * (ARCHITECTURE §7) is 95 for performance, accessibility and best practices; this prints figures
 * and never fails on them.
 *
 * Uses the built SPA (run `npx vite build` first) served by the real gateway on a new data folder,
 * and Debian's Chromium (CHROME_PATH or CHROMIUM_PATH, /usr/bin/chromium by default).
 * LIGHTHOUSE_REPORT=<file> also writes the full JSON report there.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const root = new URL('../..', import.meta.url).pathname;
const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printReport(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id];
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  console.log(`lighthouse ${lhr.lighthouseVersion}, mobile preset, ${lhr.finalDisplayedUrl}`);
  console.log(`performance:    ${score('performance')}`);
  console.log(`accessibility:  ${score('accessibility')}`);
  console.log(`best practices: ${score('best-practices')}`);
  console.log(`SEO:            ${score('seo')}`);
  console.log(
    `LCP: ${audit('largest-contentful-paint').displayValue}   TBT: ${audit('total-blocking-time').displayValue}   CLS: ${audit('cumulative-layout-shift').displayValue}   FCP: ${audit('first-contentful-paint').displayValue}`,
  );
  console.log(`JavaScript transferred: ${kb(scripts?.transferSize ?? 0)} in ${scripts?.requestCount ?? 0} requests`);
  if (lhr.runtimeError) console.log(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  // the audits that cost points, per category: where to look when a score drops
  for (const [id, category] of Object.entries(lhr.categories)) {
    const losing = category.auditRefs
      .filter((ref) => ref.weight > 0 || ref.group === 'diagnostics' || ref.group === 'load-opportunities')
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable');
    if (losing.length === 0) continue;
    console.log(`${id}: audits below 90:`);
    for (const a of losing) console.log(`  - ${a.id} (${Math.round(a.score * 100)}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
  }
}

if (!existsSync(join(root, 'dist', 'index.html')) && !process.env.DIST_DIR) {
  console.log('lighthouse: skipped, dist/ is missing (run `npx vite build` first)');
  process.exit(0);
}
if (!existsSync(chromiumPath)) {
  console.log(`lighthouse: skipped, no Chromium at ${chromiumPath} (apt-get install -y chromium)`);
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const profileDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-chromium-'));
const port = await freePort();
const debugPort = await freePort();
const gateway = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' },
  stdio: 'ignore',
});
let chromium;
try {
  await waitFor(`http://127.0.0.1:${port}/wps/system/status`, gateway, 'the gateway');
  chromium = spawn(
    chromiumPath,
    [
      '--headless=new',
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
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chromium, 'Chromium');
  const result = await lighthouse(`http://127.0.0.1:${port}/`, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('lighthouse returned no result');
  printReport(result.lhr);
  if (process.env.LIGHTHOUSE_REPORT) {
    writeFileSync(process.env.LIGHTHOUSE_REPORT, result.report);
    console.log(`full report: ${process.env.LIGHTHOUSE_REPORT}`);
  }
} finally {
  if (chromium) await stop(chromium);
  await stop(gateway);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
