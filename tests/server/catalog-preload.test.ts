/**
 * The page preloads the message catalog of the visitor's language (server/http/catalog-preload.ts):
 * the inline script picks it as the app will (src/lib/i18n.ts), so the one catalog the app waits
 * for is on its way before the first script has run, and no other catalog is fetched.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogPreload, withCatalogPreload } from '../../server/http/catalog-preload';
import { localeForLanguageCode, DEFAULT_LANGUAGE_CODE } from '../../src/lib/i18n';

/** jsdom ships without type declarations here: the part of it this file uses. */
type PageWindow = Window & typeof globalThis;
type Dom = new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse(window: PageWindow): void }) => { window: PageWindow };
const JSDOM = ((await import('jsdom' as string)) as { JSDOM: Dom }).JSDOM;

const catalogs = { ms: '/assets/messages-Ms123456.js', en: '/assets/messages-En123456.js', zh: '/assets/messages-Zh123456.js' };

function builtDist(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-preload-'));
  writeFileSync(join(dir, 'catalogs.json'), JSON.stringify(content));
  return dir;
}

/** Runs the page's head in a browser-like document with `hisLang` as stored (or storage blocked). */
function preloadedBy(stored: string | null | 'blocked'): string[] {
  const page = withCatalogPreload('<!doctype html><html><head><title>x</title></head><body></body></html>', readCatalogPreload(builtDist(catalogs)));
  const dom = new JSDOM(page, {
    runScripts: 'dangerously',
    url: 'https://site.example.test/',
    beforeParse(window) {
      if (stored === 'blocked') {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new Error('storage is disabled');
          },
        });
      } else if (stored !== null) window.localStorage.setItem('hisLang', stored);
    },
  });
  return [...dom.window.document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

const catalogOf = (code: string) => catalogs[localeForLanguageCode(code)];

describe('catalog preload', () => {
  it('preloads the product default for a first visit, the stored choice otherwise', () => {
    expect(preloadedBy(null)).toEqual([catalogOf(DEFAULT_LANGUAGE_CODE)]);
    expect(preloadedBy(null)).toEqual([catalogs.ms]);
    expect(preloadedBy('EN')).toEqual([catalogs.en]);
    expect(preloadedBy('cn')).toEqual([catalogOf('CN')]);
    expect(preloadedBy('ZH')).toEqual([catalogs.zh]);
  });

  it('falls back as the app does: an unknown code is English, blocked storage the default', () => {
    expect(preloadedBy('TH')).toEqual([catalogOf('TH')]);
    expect(preloadedBy('TH')).toEqual([catalogs.en]);
    expect(preloadedBy('blocked')).toEqual([catalogs.ms]);
  });

  it('adds nothing without a build, or with names that are not the site’s own scripts', () => {
    expect(readCatalogPreload(mkdtempSync(join(tmpdir(), 'catalog-preload-none-')))).toBe('');
    expect(readCatalogPreload(builtDist({ ...catalogs, en: 'https://elsewhere.example/x.js' }))).toBe('');
    expect(readCatalogPreload(builtDist({ ms: catalogs.ms }))).toBe('');
    expect(withCatalogPreload('<head></head>', '')).toBe('<head></head>');
  });
});
