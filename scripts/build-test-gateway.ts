/**
 * The gateway and the admin CLI as plain JavaScript, for the browser tests. Every browser test file
 * starts a gateway and many call the CLI; under `--import tsx` each of those processes paid for the
 * loader and for reading some 300 TypeScript modules again: about 2 s of CPU of a gateway's ~5.5 s
 * start, and half of a CLI call. Bundled once before the tests (tests/e2e/support/global-setup.ts),
 * a start is `node main.js`.
 *
 * Only the project's own modules go into the bundle. Packages stay imports and resolve from the
 * project's node_modules, so the output folder must be inside the project. A module that finds its
 * files beside itself (`import.meta.dirname`, as the migrations do) gets its source folder written
 * in, so it reads the same files as when it runs from source.
 *
 *   node --import tsx scripts/build-test-gateway.ts [outDir]     default: .test-data/gateway
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'rolldown';

const root = resolve(import.meta.dirname, '..');

export interface TestGatewayBundle {
  /** server/main.ts */
  main: string;
  /** server/admin/cli.ts */
  cli: string;
}

/** `import.meta.dirname`, `.filename` and `.url` of a project module, as they are for its source file. */
function sourceLocation(): Plugin {
  return {
    name: 'source-location',
    transform: {
      filter: { id: { exclude: /\/node_modules\// }, code: 'import.meta' },
      handler(code, id) {
        return code
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(id)))
          .replaceAll('import.meta.filename', JSON.stringify(id))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href));
      },
    },
  };
}

/** Writes `main.js` and `cli.js`, with their shared and lazily loaded chunks, into `outDir` (emptied first). */
export async function buildTestGateway(outDir: string): Promise<TestGatewayBundle> {
  const dir = resolve(outDir);
  const inside = relative(root, dir);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) {
    throw new Error(`${dir} is not inside ${root}: the bundle's packages would not resolve from there`);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await build({
    cwd: root,
    input: { main: join(root, 'server', 'main.ts'), cli: join(root, 'server', 'admin', 'cli.ts') },
    platform: 'node',
    // a bare specifier is a package or a node: builtin, imported at run time
    external: /^[^./]/,
    plugins: [sourceLocation()],
    logLevel: 'warn',
    output: { dir, format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  });
  const bundle = { main: join(dir, 'main.js'), cli: join(dir, 'cli.js') };
  for (const path of Object.values(bundle)) if (!existsSync(path)) throw new Error(`the gateway bundle has no ${path}`);
  return bundle;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const bundle = await buildTestGateway(process.argv[2] ?? join(root, '.test-data', 'gateway'));
  console.log(`gateway: ${bundle.main}\nadmin CLI: ${bundle.cli}`);
}
