/**
 * What the start-up benchmark (scripts/bench/lighthouse.mjs) reads from each Lighthouse result, and
 * how it prints the medians of several runs beside the reference page's.
 */

/** The figures of one run. */
export function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  const byCategory = Object.fromEntries((audit('mainthread-work-breakdown')?.details?.items ?? []).map((item) => [item.groupLabel, item.duration]));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: audit('total-blocking-time').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    mainThread: audit('mainthread-work-breakdown')?.numericValue ?? 0,
    byCategory,
    jsBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
    // the scripts that cost the main thread most: where to look first
    scripts: (audit('bootup-time')?.details?.items ?? []).map((item) => ({ url: item.url, total: item.total, scripting: item.scripting })),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : null,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Medians of every figure over a scenario's runs. */
export function mediansOf(runs) {
  const pick = (name) => median(runs.map((run) => run[name]));
  const categories = [...new Set(runs.flatMap((run) => Object.keys(run.byCategory)))];
  return {
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    tbt: pick('tbt'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    cls: pick('cls'),
    mainThread: pick('mainThread'),
    byCategory: Object.fromEntries(categories.map((category) => [category, median(runs.map((run) => run.byCategory[category] ?? 0))])),
    jsBytes: pick('jsBytes'),
    jsRequests: pick('jsRequests'),
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value, reference) => (reference > 0 ? `${(value / reference).toFixed(1)}×` : '—');

/** One table: a row per figure, a column per scenario, each with its ratio to the reference. */
export function printTable(medians, referenceName) {
  const names = Object.keys(medians);
  const reference = medians[referenceName];
  const rows = [
    [
      'performance score',
      (m) => String(m.performance),
      (m) => (m === reference ? '' : ` (${m.performance - reference.performance >= 0 ? '+' : ''}${m.performance - reference.performance})`),
    ],
    ['total blocking time', (m) => ms(m.tbt), (m) => (m === reference ? '' : ` (${ratio(m.tbt, reference.tbt)})`)],
    ['largest contentful paint', (m) => ms(m.lcp), (m) => (m === reference ? '' : ` (${ratio(m.lcp, reference.lcp)})`)],
    ['main-thread work', (m) => ms(m.mainThread), (m) => (m === reference ? '' : ` (${ratio(m.mainThread, reference.mainThread)})`)],
    [
      'JavaScript transferred',
      (m) => `${kb(m.jsBytes)} in ${m.jsRequests}`,
      (m) => (m === reference ? '' : ` (${ratio(m.jsBytes, reference.jsBytes)})`),
    ],
    ['CLS', (m) => m.cls.toFixed(3), () => ''],
    ['accessibility / best practices / SEO', (m) => `${m.accessibility} / ${m.bestPractices} / ${m.seo}`, () => ''],
  ];
  const categories = [...new Set(names.flatMap((name) => Object.keys(medians[name].byCategory)))].sort(
    (a, b) => (medians[names[1] ?? names[0]].byCategory[b] ?? 0) - (medians[names[1] ?? names[0]].byCategory[a] ?? 0),
  );
  for (const category of categories) {
    rows.push([
      `  ${category}`,
      (m) => ms(m.byCategory[category] ?? 0),
      (m) => (m === reference ? '' : ` (${ratio(m.byCategory[category] ?? 0, reference.byCategory[category] ?? 0)})`),
    ]);
  }
  const cells = rows.map(([label, value, versus]) => [label, ...names.map((name) => `${value(medians[name])}${versus(medians[name])}`)]);
  const header = ['median of each', ...names.map((name) => `${name} (${medians[name].runs} runs)`)];
  const widths = header.map((_, column) => Math.max(...[header, ...cells].map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of cells) console.log(line(row));
}

/** The budgets of issue 15, each met or not, from the medians. */
export function printBudgets(medians, names) {
  const reference = medians[names.reference];
  const home = medians[names.home];
  const checks = [
    [`home's score at least 95`, home.performance >= 95, `${home.performance}`],
    [`home's score at most 3 under the reference`, home.performance >= reference.performance - 3, `${home.performance} vs ${reference.performance}`],
    ['home TBT at most 150 ms', home.tbt <= 150, ms(home.tbt)],
    [`home's main-thread work at most 3× the reference's`, home.mainThread <= 3 * reference.mainThread, ratio(home.mainThread, reference.mainThread)],
    [`home's JavaScript at most 150 KB`, home.jsBytes <= 150 * 1024, kb(home.jsBytes)],
    ['home CLS 0', home.cls === 0, home.cls.toFixed(3)],
  ];
  for (const other of names.others) {
    const m = medians[other];
    if (m) checks.push([`${other} within 5 points of home`, m.performance >= home.performance - 5, `${m.performance} vs ${home.performance}`]);
  }
  for (const [name, met, value] of checks) console.log(`  ${met ? 'met    ' : 'NOT met'}  ${name}: ${value}`);
}
