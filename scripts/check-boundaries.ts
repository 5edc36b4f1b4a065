/**
 * Import boundaries of ARCHITECTURE.md section 1, checked on every `npm test`:
 * - machines/** imports only `xstate` (and its subpaths) and machines/**;
 * - src/** imports a flow only through machines/<flow>/index.ts;
 * - server/** never imports src/**;
 * - views (src/views/**) never import src/api/**;
 * - only a flow's container `<flow>.view.tsx` imports `@xstate/react`.
 * A small scanner instead of a linter: TypeScript 7 ships no compiler API for lint plugins, and the
 * rules only need each file's import specifiers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Static imports, re-exports and dynamic imports with a literal specifier. */
export function importSpecifiers(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of withoutComments.matchAll(pattern)) found.push(match[1]);
  return found;
}

const rel = (path: string) => relative(root, path).split(sep).join('/');

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

export function checkFile(file: string, specifiers: string[]): Violation[] {
  const violations: Violation[] = [];
  const from = rel(file);
  for (const specifier of specifiers) {
    const isRelative = specifier.startsWith('.');
    const target = isRelative ? rel(resolve(dirname(file), specifier)) : specifier;
    const add = (rule: string) => violations.push({ file: from, specifier, rule });

    if (from.startsWith('machines/')) {
      const allowed = isRelative ? target.startsWith('machines/') : specifier === 'xstate' || specifier.startsWith('xstate/');
      if (!allowed) add('machines import only xstate and machines/**');
    }
    if (from.startsWith('src/') && isRelative && target.startsWith('machines/')) {
      if (!/^machines\/[^/]+(\/index(\.ts)?)?$/.test(target)) add('src imports a flow only through machines/<flow>/index.ts');
    }
    if (from.startsWith('server/') && isRelative && target.startsWith('src/')) add('server never imports src');
    if (from.startsWith('src/views/') && isRelative && target.startsWith('src/api')) add('views never import src/api');
    if (specifier === '@xstate/react' && from.startsWith('src/views/') && !from.endsWith('.view.tsx')) {
      add('only a flow container <flow>.view.tsx imports @xstate/react');
    }
  }
  return violations;
}

export function checkTree(): Violation[] {
  const files = ['machines', 'src', 'server'].flatMap((dir) => walk(join(root, dir)));
  return files.flatMap((file) => checkFile(file, importSpecifiers(readFileSync(file, 'utf8'))));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const violations = checkTree();
  for (const v of violations) console.error(`${v.file}: imports '${v.specifier}' — ${v.rule}`);
  console.log(violations.length === 0 ? 'import boundaries: ok' : `import boundaries: ${violations.length} violation(s)`);
  process.exit(violations.length === 0 ? 0 : 1);
}
