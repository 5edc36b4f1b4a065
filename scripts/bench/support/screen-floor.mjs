/**
 * Two floors under home's start-up, made from home itself at the start of a bench run (issue 15):
 * - **home's screen, static**: the page as home left it after loading (same elements, same inline
 *   stylesheet, same images), with no script: what the browser alone needs to draw that screen;
 * - **home's screen, React**: the same elements drawn by React in one render (screen-floor/main.tsx),
 *   with none of the site's charts, calls, routes or lazy parts: what React adds to that.
 * The trivial reference page says how far home is from an empty React page; these say how much of
 * that distance is the screen itself and how much is the site's own work.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Lighthouse's mobile preset's screen, so that what depends on the width is captured as measured. */
const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Home as a guest sees it once it has loaded: the head's styles, the tree under #root and what is
 * outside it (dialogs' portals), in a tab of its own that is closed afterwards.
 */
export async function captureHomeScreen(browser, siteUrl) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(MOBILE_SCREEN);
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle0' });
    // the clock's first ticks and the last lazy parts
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return await page.evaluate(() => {
      const toTree = (node) => {
        if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
        if (node.nodeType !== Node.ELEMENT_NODE || node.tagName === 'SCRIPT') return null;
        const attributes = {};
        for (const attribute of node.attributes) attributes[attribute.name] = attribute.value;
        return { tag: node.tagName.toLowerCase(), attributes, children: [...node.childNodes].map(toTree).filter((child) => child !== null) };
      };
      const root = document.getElementById('root');
      const outside = [...document.body.children].filter((element) => element !== root && element.tagName !== 'SCRIPT');
      return {
        lang: document.documentElement.lang,
        theme: document.documentElement.dataset.theme ?? 'light',
        head: [...document.head.querySelectorAll('meta, style, link[rel="stylesheet"]')].map((element) => element.outerHTML).join('\n'),
        rootHtml: root.outerHTML,
        outsideHtml: outside.map((element) => element.outerHTML).join('\n'),
        tree: [...root.childNodes].map(toTree).filter((child) => child !== null),
        elements: document.querySelectorAll('body *').length,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * The static page: the captured document without its scripts, beside the site's public files
 * (robots.txt: without it the gateway would answer its address with the page, which SEO audits).
 */
export function writeStaticScreen(outDir, screen, publicDir) {
  cpSync(publicDir, outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html>\n<html lang="${screen.lang}" data-theme="${screen.theme}">\n<head>\n${screen.head}\n<title>Home's screen, static</title>\n</head>\n<body>\n${screen.rootHtml}\n${screen.outsideHtml}\n</body>\n</html>\n`,
  );
}

/**
 * Puts the capture into the React floor's built page (`outDir`, built from screen-floor/): the
 * head's styles, the portals, and the tree as JSON that main.tsx draws.
 */
export function fillReactScreen(outDir, screen) {
  const indexPath = join(outDir, 'index.html');
  // `<` escaped: the tree's text must not end the script element
  const tree = JSON.stringify(screen.tree).replace(/</g, '\\u003c');
  const html = readFileSync(indexPath, 'utf8')
    .replace('<html lang="ms" data-theme="light">', `<html lang="${screen.lang}" data-theme="${screen.theme}">`)
    .replace('<!--screen-head-->', screen.head)
    .replace('<!--screen-outside-->', `${screen.outsideHtml}\n<script type="application/json" id="screen-tree">${tree}</script>`);
  writeFileSync(indexPath, html);
  // the build's compressed copies of the page are stale now (the gateway reads index.html itself)
  for (const name of readdirSync(outDir)) if (/^index\.html\.(br|gz)$/.test(name)) rmSync(join(outDir, name));
}
