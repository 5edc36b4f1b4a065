/**
 * `npm run new:page -- <name> --centre member [--key <pageKey>] [--path /wps/...] [--title "..."]`:
 * writes a member-centre page that works end to end (docs/adding-a-page.md): its rule, its chart
 * with a path test, its gateway calls, its edge, its view with a view test, its wire schemas, its
 * routes, service and table with a server test, and adds its rows to the lists the site reads.
 * The page lists the member's entries and sends a form that adds one; the page's own fields,
 * rules and states replace these. Nothing is overwritten: a name whose files exist is refused.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chartCalls, chartIndex, chartMachine, chartPathTest, chartSelectors, chartTypes, rulesFile } from './chart-templates';
import { apiFile, edgeFile, viewFile, viewTest } from './client-templates';
import { pageNames } from './names';
import type { PageNames } from './names';
import { insert, registrations } from './registrations';
import { migrationFile, routesFile, serverTest, serviceFile, wireFile } from './server-templates';

const root = resolve(import.meta.dirname, '../..');

/** The next migration's file name: one more than the highest number there. */
function nextMigration(n: PageNames): string {
  const dir = join(root, 'server/db/migrations');
  const highest = Math.max(
    ...readdirSync(dir)
      .map((name) => Number.parseInt(name, 10))
      .filter(Number.isFinite),
  );
  return `server/db/migrations/${String(highest + 1).padStart(3, '0')}_${n.snake}_entries.sql`;
}

export function pageFiles(n: PageNames): Record<string, string> {
  return {
    [`rules/${n.kebab}.ts`]: rulesFile(n),
    [`machines/${n.kebab}/${n.kebab}.types.ts`]: chartTypes(n),
    [`machines/${n.kebab}/${n.kebab}.machine.ts`]: chartMachine(n),
    [`machines/${n.kebab}/${n.kebab}.selectors.ts`]: chartSelectors(n),
    [`machines/${n.kebab}/${n.kebab}.calls.ts`]: chartCalls(n),
    [`machines/${n.kebab}/index.ts`]: chartIndex(n),
    [`tests/machines/${n.kebab}.paths.test.ts`]: chartPathTest(n),
    [`src/api/${n.kebab}.api.ts`]: apiFile(n),
    [`src/app/${n.kebab}.edge.ts`]: edgeFile(n),
    [`src/views/member-centre/${n.kebab}/${n.kebab}.view.tsx`]: viewFile(n),
    [`tests/views/centre/${n.kebab}.view.test.tsx`]: viewTest(n),
    [`wire/${n.kebab}.schemas.ts`]: wireFile(n),
    [`server/${n.kebab}/${n.kebab}.routes.ts`]: routesFile(n),
    [`server/${n.kebab}/${n.kebab}.service.ts`]: serviceFile(n),
    [nextMigration(n)]: migrationFile(n),
    [`tests/server/${n.kebab}.test.ts`]: serverTest(n),
  };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { centre: { type: 'string' }, key: { type: 'string' }, path: { type: 'string' }, title: { type: 'string' } },
  });
  if (positionals.length !== 1 || values.centre !== 'member') {
    console.error('usage: npm run new:page -- <kebab-name> --centre member [--key <pageKey>] [--path /wps/...] [--title "..."]');
    console.error('(the agent centre keeps its pages in machines/agent-centre and registry.agent-centre.ts: see docs/adding-a-page.md)');
    process.exit(2);
  }
  const n = pageNames(positionals[0], values);
  const pages = readFileSync(join(root, 'machines/member-centre/member-centre.pages.ts'), 'utf8');
  if (pages.includes(`'${n.key}'`)) throw new Error(`the member centre has a page "${n.key}" already`);
  const files = pageFiles(n);
  const taken = Object.keys(files).filter((file) => existsSync(join(root, file)));
  if (taken.length > 0) throw new Error(`these files exist; nothing was written:\n  ${taken.join('\n  ')}`);

  // every insertion is checked before anything is written
  const patched = new Map<string, string>();
  for (const insertion of registrations(n)) {
    const before = patched.get(insertion.file) ?? readFileSync(join(root, insertion.file), 'utf8');
    patched.set(insertion.file, insert(before, insertion));
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  for (const [file, text] of patched) writeFileSync(join(root, file), text);
  const touched = [...Object.keys(files), ...patched.keys()];
  execFileSync(join(root, 'node_modules/.bin/biome'), ['check', '--write', ...touched], { cwd: root, stdio: 'inherit' });

  console.log(`The member centre's "${n.key}" page:`);
  console.log(`  written:\n    ${Object.keys(files).join('\n    ')}`);
  console.log(`  rows added to:\n    ${[...patched.keys()].join('\n    ')}`);
  console.log('Next: npm run i18n:extract (then translate the new MS and CN strings), npm run charts, and');
  console.log(`  npx vitest run tests/machines/${n.kebab}.paths.test.ts tests/views/centre/${n.kebab}.view.test.tsx tests/server/${n.kebab}.test.ts`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
