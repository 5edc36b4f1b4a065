/**
 * The message catalog of the visitor's language, preloaded from the page: the app waits for it
 * before its first render, and without this the browser asks for it only once the first script has
 * run, one more round trip on a slow network before anything of the app shows (issue 15). Only the
 * page can know the language before any script runs, from the choice kept under `hisLang`: a small
 * inline script (it gets the page's CSP nonce like every script) reads it as src/lib/i18n.ts does
 * (no choice is the product default, Malay; an unknown code English) and adds the catalog's
 * `<link rel="modulepreload">`. The catalogs' file names come from dist/catalogs.json, written by
 * the build (vite.config.ts, catalogScripts); without it nothing is added.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const OWN_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

export function catalogPreloadScript(catalogs: Record<'ms' | 'en' | 'zh', string>): string {
  const byCode = { MS: catalogs.ms, EN: catalogs.en, CN: catalogs.zh, ZH: catalogs.zh };
  return [
    '<script>(function(){',
    `var byCode=${JSON.stringify(byCode)},code;`,
    "try{code=localStorage.getItem('hisLang')}catch(e){}",
    "code=(code||'MS').toUpperCase();",
    "var link=document.createElement('link');",
    "link.rel='modulepreload';link.crossOrigin='';",
    `link.href=byCode[code]||${JSON.stringify(catalogs.en)};`,
    'document.head.appendChild(link)',
    '})()</script>',
  ].join('');
}

/** The script for the built catalogs, or '' when the build wrote none. */
export function readCatalogPreload(distDir: string): string {
  const file = join(distDir, 'catalogs.json');
  if (!existsSync(file)) return '';
  const catalogs = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<'ms' | 'en' | 'zh', string>>;
  const { ms, en, zh } = catalogs;
  if (!ms || !en || !zh || ![ms, en, zh].every((href) => OWN_SCRIPT.test(href))) return '';
  return catalogPreloadScript({ ms, en, zh });
}

/** Puts the catalog's preload at the end of the page's head. */
export function withCatalogPreload(html: string, script: string): string {
  return script ? html.replace('</head>', `${script}</head>`) : html;
}
