/**
 * Import boundaries of ARCHITECTURE.md section 1, checked on every `npm test`:
 * - machines/** imports only `xstate` (and its subpaths), machines/** and rules/**;
 * - rules/** (pure rules both sides share) imports only `dayjs` (and its plugins) and rules/**;
 * - wire/** (the request and response schemas) imports only `zod`, wire/** and rules/**;
 * - src/** imports a flow only through machines/<flow>/index.ts;
 * - src/** imports wire/** only with `import type` (or `export type … from`): the SPA takes the wire's
 *   types, never its schemas, so zod stays out of the browser bundle;
 * - server/** never imports src/**;
 * - views (src/views/**) never import src/api/**;
 * - src/lib/** (the browser's plain utilities: storage, cookies, catalogs, reading a chart) knows
 *   nothing of the site's composition: it imports neither src/app, src/views nor src/api;
 * - only a flow's container `<flow>.view.tsx` reads a chart, through src/lib/use-selector.ts, the
 *   one module of src that imports `@xstate/react` (it renders changes no input caused as transitions);
 * - no import cycles anywhere (type-only imports included: a cycle of types is a cycle of design).
 * A small scanner instead of a linter: TypeScript 7 ships no compiler API for lint plugins, and the
 * rules only need each file's import specifiers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const sourceFile = /\.(ts|tsx|mts)$/;

function walk(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path) : sourceFile.test(name) ? [path] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const STATIC_IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Static imports, re-exports and dynamic imports with a literal specifier. */
export function importSpecifiers(code: string): string[] {
  const plain = withoutComments(code);
  const found: string[] = [];
  for (const match of plain.matchAll(STATIC_IMPORT)) found.push(match[2]);
  for (const match of plain.matchAll(DYNAMIC_IMPORT)) found.push(match[1]);
  return found;
}

/**
 * The specifiers a file imports for types alone: every import of them is `import type` or
 * `export type … from`, which the build erases. `import { type X }` is not: under
 * verbatimModuleSyntax it leaves `import {} from …`, which loads the module.
 */
export function typeOnlySpecifiers(code: string): Set<string> {
  const plain = withoutComments(code);
  const typed = new Set<string>();
  const loaded = new Set<string>();
  for (const match of plain.matchAll(STATIC_IMPORT)) (match[1] ? typed : loaded).add(match[2]);
  for (const match of plain.matchAll(DYNAMIC_IMPORT)) loaded.add(match[1]);
  return new Set([...typed].filter((specifier) => !loaded.has(specifier)));
}

const rel = (path: string) => relative(root, path).split(sep).join('/');

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

/** `typeOnly`: the specifiers the file imports for types alone (typeOnlySpecifiers). */
export function checkFile(file: string, specifiers: string[], typeOnly: ReadonlySet<string> = new Set()): Violation[] {
  const violations: Violation[] = [];
  const from = rel(file);
  for (const specifier of specifiers) {
    const isRelative = specifier.startsWith('.');
    const target = isRelative ? rel(resolve(dirname(file), specifier)) : specifier;
    const add = (rule: string) => violations.push({ file: from, specifier, rule });

    if (from.startsWith('machines/')) {
      const allowed = isRelative
        ? target.startsWith('machines/') || target.startsWith('rules/')
        : specifier === 'xstate' || specifier.startsWith('xstate/');
      if (!allowed) add('machines import only xstate, machines/** and rules/**');
    }
    if (from.startsWith('rules/')) {
      const allowed = isRelative ? target.startsWith('rules/') : specifier === 'dayjs' || specifier.startsWith('dayjs/');
      if (!allowed) add('rules import only dayjs and rules/**');
    }
    if (from.startsWith('wire/')) {
      const allowed = isRelative ? target.startsWith('wire/') || target.startsWith('rules/') : specifier === 'zod' || specifier.startsWith('zod/');
      if (!allowed) add('wire imports only zod, wire/** and rules/**');
    }
    if (from.startsWith('src/') && isRelative && target.startsWith('wire/') && !typeOnly.has(specifier)) {
      add('src imports wire only as types (import type)');
    }
    if (from.startsWith('src/') && isRelative && target.startsWith('machines/')) {
      if (!/^machines\/[^/]+(\/index(\.ts)?)?$/.test(target)) add('src imports a flow only through machines/<flow>/index.ts');
    }
    if (from.startsWith('server/') && isRelative && target.startsWith('src/')) add('server never imports src');
    if (from.startsWith('src/views/') && isRelative && target.startsWith('src/api')) add('views never import src/api');
    if (from.startsWith('src/lib/') && isRelative && /^src\/(app|views|api)\//.test(target))
      add('src/lib imports neither src/app, src/views nor src/api');
    if (specifier === '@xstate/react' && from.startsWith('src/') && from !== 'src/lib/use-selector.ts') {
      add('src reads charts through src/lib/use-selector.ts, never @xstate/react itself');
    }
    if (isRelative && target.replace(/\.ts$/, '') === 'src/lib/use-selector' && from.startsWith('src/views/') && !from.endsWith('.view.tsx')) {
      add('only a flow container <flow>.view.tsx reads a chart (src/lib/use-selector.ts)');
    }
  }
  return violations;
}

/** The project file a relative specifier names (with or without extension, or a folder's index). */
function resolveImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => sourceFile.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/**
 * Every import cycle, each once, as the files along it (the first file repeated at the end).
 * Tarjan's strongly connected components: each component of more than one file (or a file that
 * imports itself) holds at least one cycle; one cycle per component is reported, found by a walk
 * inside the component, which is what a person needs to break it.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return components.map((component) => cycleWithin(graph, new Set(component)));
}

/** A cycle through the component's first file (in name order), by breadth-first search back to it. */
function cycleWithin(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of graph.get(queue[i]) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [queue[i]];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, queue[i]);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

function treeFiles(): string[] {
  return ['machines', 'rules', 'src', 'server', 'wire'].flatMap((dir) => walk(join(root, dir)));
}

export function checkTree(): Violation[] {
  return treeFiles().flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return checkFile(file, importSpecifiers(code), typeOnlySpecifiers(code));
  });
}

/** The import cycles of machines/, rules/, src/, server/ and wire/, as project-relative paths. */
export function treeCycles(): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of treeFiles()) {
    const targets = importSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => resolveImport(file, specifier) ?? []);
    graph.set(rel(file), [...new Set(targets.map(rel))]);
  }
  return findCycles(graph);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const violations = checkTree();
  for (const v of violations) console.error(`${v.file}: imports '${v.specifier}' — ${v.rule}`);
  const cycles = treeCycles();
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
  console.log(`import boundaries: ${violations.length} violation(s), ${cycles.length} cycle(s)`);
  process.exit(violations.length === 0 && cycles.length === 0 ? 0 : 1);
}
