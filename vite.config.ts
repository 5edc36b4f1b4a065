import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from 'vite-plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz copies of the built scripts, styles and pictures: the gateway serves them
 * (`preCompressed` in server/http/spa.ts) to browsers that accept them, without compressing on
 * every request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (content.length < 1024) return;
          const path = join(dir, file.fileName);
          await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Takes the first script's stylesheets out of the lazy chunks' dependency lists. The gateway puts
 * them inside every page (server/http/spa.ts); left in a chunk's list, the chunk loader needs a
 * `<link>` to them in the page to know they are there, and a browser's preload scanner fetches
 * such a link even when it is disabled. Vite lists a chunk's dependencies once, as
 * `m.f=["assets/a.js","assets/b.css",...]`, and each dynamic import names them by index,
 * `__vite__mapDeps([0,1])`: the list loses the entries and every index is renumbered.
 */
function entryStylesheetsStayInPage(): Plugin {
  return {
    name: 'entry-stylesheets-stay-in-page',
    apply: 'build',
    enforce: 'post',
    // after Vite's own import analysis has written the lists
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const inPage = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        if (inPage.size === 0) return;
        for (const chunk of chunks) {
          const list = /m\.f=(\[[^\]]*\])/.exec(chunk.code);
          if (!list) continue;
          const deps: string[] = JSON.parse(list[1]);
          const newIndex = new Map<number, number>();
          const kept = deps.filter((dep, index) => {
            if ([...inPage].some((css) => dep.endsWith(css))) return false;
            newIndex.set(index, newIndex.size);
            return true;
          });
          if (kept.length === deps.length) continue;
          chunk.code = chunk.code
            .replace(list[0], `m.f=${JSON.stringify(kept)}`)
            .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indices: string) => {
              const renumbered = indices
                .split(',')
                .filter(Boolean)
                .map((index) => newIndex.get(Number(index)))
                .filter((index) => index !== undefined);
              return `__vite__mapDeps([${renumbered.join(',')}])`;
            });
        }
      },
    },
  };
}

/** The shell's lazily loaded parts: modules of the first screen that its first script leaves out. */
const SHELL_PARTS = [
  /src[\\/]views[\\/]shell[\\/](header|footer|nav|right-bar)[\\/]/,
  /src[\\/]views[\\/]banners[\\/](banner-area-content|banner-carousel|route-banners|notice-bar|jackpot-counter|news-popup\.view|banners\.messages)/,
  /machines[\\/](banner-carousel|jackpot-counter|news-popup|notice-bar|affiliate-link|language-picker|site-clock|vendor-menu)[\\/]/,
  /src[\\/]api[\\/](wallet|pages|games|content)\.api\.ts$/,
  /src[\\/]app[\\/](shell|nav|banners)\.edge\.ts$/,
  // home's page and its winners board: every visit starts on a page of the shell, and home is the first
  /src[\\/]views[\\/](pages[\\/]home-page|banners[\\/]winners-(board\.view|list))\.tsx$/,
];
/**
 * Modules of those folders that are not among them: what the first script itself imports (the lazy
 * parts' mount points), the signed-in header's account tools and the footer's logo carousel (each a
 * chunk of its own, loaded later or never on a guest's home).
 */
const NOT_SHELL_PARTS =
  /src[\\/]views[\\/]shell[\\/](header[\\/](header-chunk-error|account-[\w.-]+|avatar-menu)|footer[\\/](site-footer|vendor-carousel)|nav[\\/]bottom-nav)\.tsx?$/;
const isShellPart = (id: string) => SHELL_PARTS.some((part) => part.test(id)) && !NOT_SHELL_PARTS.test(id);

const CATALOG_LOCALES = ['ms', 'en', 'zh'];

/**
 * Writes dist/catalogs.json, each locale's main message catalog script. The app waits for its
 * language's catalog before its first render; the gateway names it in the page (server/http/
 * catalog-preload.ts) so the browser fetches it beside the first script, not after it has run.
 */
function catalogScripts(): Plugin {
  return {
    name: 'catalog-scripts',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const found = CATALOG_LOCALES.map((locale) => {
        const id = join(import.meta.dirname, `src/locales/${locale}/messages.po`);
        return [locale, chunks.find((candidate) => candidate.facadeModuleId === id)] as const;
      });
      // another page built with this configuration (the benchmark's reference) has no catalogs
      if (found.every(([, chunk]) => !chunk)) return;
      const catalogs: Record<string, string> = {};
      for (const [locale, chunk] of found) {
        if (!chunk) this.error(`the ${locale} catalog is in no chunk of its own`);
        catalogs[locale] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: 'catalogs.json', source: JSON.stringify(catalogs) });
    },
  };
}

/**
 * React Router's package points every import condition at its development build, whose dev warnings
 * run in production (`ENABLE_DEV_WARNINGS = true`: a route-match check on every render). A build
 * takes the production build beside it, the same code with the warnings off.
 */
function reactRouterProductionBuild(): Plugin {
  const production = join(import.meta.dirname, 'node_modules/react-router/dist/production');
  const entries: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const entry = entries[source];
      return entry ? join(production, entry) : null;
    },
  };
}

/**
 * View tests that replace a module (vi.mock) or ask for another environment: each runs in a module
 * graph and environment of its own, so no stand-in leaks into the files that share a worker.
 */
const viewTestsThatReplaceModules = readdirSync(join(import.meta.dirname, 'tests/views'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('tests/views', file))
  .filter((file) => /\bvi\.(do)?[mM]ock\(|@vitest-environment/.test(readFileSync(join(import.meta.dirname, file), 'utf8')));

// The gateway listens here while `npm run dev` serves the SPA through Vite.
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 3001);
const gateway = `http://127.0.0.1:${gatewayPort}`;

export default defineConfig({
  plugins: [
    react(),
    // Lingui's macros compile at build time; Babel reads the TypeScript and JSX as written (the plugin
    // runs before Vite's own transform).
    babel({
      include: /[\\/](src|machines|rules)[\\/].*\.tsx?$/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      },
    }),
    lingui(),
    reactRouterProductionBuild(),
    entryStylesheetsStayInPage(),
    catalogScripts(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // lets the small common chunks below be copied into the chunks that use them (Rolldown's
      // requirement: the entry exports nothing anyone imports)
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            // The first script and all it imports (a group takes its modules' dependencies unless told
            // otherwise), one chunk: home preloaded seven scripts beside the entry (the session chart,
            // the edge's small modules, React's and the router's shared parts, the preload helper),
            // each a request, a response handled and a module record on a slow phone's main thread
            // (issue 15). The lazy chunks import what they share with the first script from it.
            { name: 'main', test: /src[\\/]main\.tsx$/ },
            // The shell's lazily loaded parts (header bar, banner area, footer, navigation, the charts
            // and calls behind them): every page shows them all, just after its first paint. One
            // chunk instead of ten: each script home fetched was a request, a response handled on the
            // slow phone's main thread and a module record there (issue 15). Only these modules, not
            // what they import, which the first script has.
            { name: 'shell-parts', test: isShellPart, includeDependenciesRecursively: false },
            // the carousels' slider, which home loads only when a banner first moves
            { name: 'keen-slider', test: /node_modules[\\/]keen-slider[\\/].*\.js$/, includeDependenciesRecursively: false },
            { name: 'content', test: /src[\\/]app[\\/]banners\.edge\.ts$|src[\\/]api[\\/]content\.api\.ts$/, includeDependenciesRecursively: false },
          ],
          // Automatic splitting left home with some forty scripts, many of a few hundred bytes, each
          // a request, a compile and a module record on a slow phone's main thread, and a link the
          // preload helper adds from script. Common chunks under ~12 KB of source are copied into the
          // chunks that use them instead (one shared runtime keeps a single module state): home
          // fetches about twenty scripts, and its main thread works about a sixth less (issue 15).
          experimentalInlineCommonChunks: { maxSize: 12_000 },
        },
      },
    },
    modulePreload: {
      // every browser the site supports preloads modules itself
      polyfill: false,
      // the QA recorder (`?qa=1`) is not worth a list of every chart's chunk in the home page's first script
      resolveDependencies: (filename, deps) => (filename.includes('qa-entry') ? [] : deps),
    },
  },
  server: {
    proxy: { '/wps': gateway, '/lgw': gateway, '/dev': gateway, '/cs': gateway, '/demo-games': gateway, '/phone-auth': gateway },
  },
  test: {
    // two cores; a server test file's PGlite costs ~900 MB, so workers stay few
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // these phases run beside the browser tests (scripts/test.mjs): a test that starts a process
        // may wait its turn for a core
        // one module graph per worker: xstate and the charts are imported once, not per file (these
        // files share no state but the coverage files each writes under its chart's name)
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        // importing the charts and generators was 97% of this phase's time when each file did it
        test: { name: 'tooling', include: ['tests/tooling/**/*.test.ts'], environment: 'node', testTimeout: 30_000, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.{ts,tsx}'],
          exclude: viewTestsThatReplaceModules,
          environment: 'jsdom',
          setupFiles: ['tests/views/support/async-wait.ts', 'tests/views/support/fresh-document.ts'],
          // a lazy page's first import in a worker is transformed on the spot
          testTimeout: 15_000,
          // One jsdom and one module graph per worker instead of per file: building them for each of
          // 60 files was most of this phase's time. fresh-document.ts gives each file an empty page
          // and empty storage, as a jsdom of its own would.
          isolate: false,
        },
      },
      {
        extends: true,
        // Files that replace a module with vi.mock would leave the stand-in in a shared module graph.
        test: {
          name: 'views-isolated',
          include: viewTestsThatReplaceModules,
          environment: 'jsdom',
          setupFiles: ['tests/views/support/async-wait.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // the seeded database template, built once before the workers that copy it
          globalSetup: ['tests/server/support/global-setup.ts'],
          // a test whose gateway answered off the wire schemas fails (tests/server/support/wire-check.ts)
          setupFiles: ['tests/server/support/wire-violations.setup.ts'],
          environment: 'node',
          // one module graph per worker: importing the gateway for each file was a third of this suite
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Generated documents (diagrams, auth-path report) against what the charts and proofs say now.
        // After the other projects of the same run: the chart index compares the path coverage the
        // machine path tests have just written.
        test: {
          name: 'docs',
          include: ['tests/docs/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // one migrated and seeded database that every test's server copies
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          environment: 'node',
          // in series: a browser test keeps both cores busy, so a second worker only slows each file
          fileParallelism: false,
          // one module graph for the files (Playwright and the helpers imported once); each file
          // still starts its own gateway on a fresh database and its own browser
          isolate: false,
          testTimeout: 120_000,
          // the unit phases run beside these (scripts/test.mjs): a page may take more than a second
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
