/**
 * Layout checks a browser test runs on a page as a visitor sees it: what sticks out past the
 * window's right edge, what a fixed part of the page lies over, and which targets are too small to
 * tap. Each returns a short description per offending element (empty when the page is fine), naming
 * the element by tag, test id or classes and text, so a failing assertion says what is wrong and
 * whose part it is.
 *
 * The checks run inside the page (Playwright's `evaluate`), so they see the real layout. Their
 * scope is the content a visitor acts on: the open dialog when one is open (the page under it is
 * out of reach on purpose), else the routed page and the banner area above it.
 */
import type { Page } from 'playwright-core';

/** What the page's main content is: the routed page and the banner area above it. */
export const MAIN_CONTENT = 'main, [data-area="banner"]';

/** The open dialogs: while one is open, the content under its backdrop is out of reach on purpose. */
const OPEN_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/** Elements a visitor acts on. */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';

/** The helpers PAGE_HELPERS defines in the page, as the checks' page functions see them. */
interface PageLayoutHelpers {
  name: (e: Element) => string;
  visible: (e: Element) => boolean;
  roots: (within: string | undefined, openDialog: string, mainContent: string) => Element[];
}

declare global {
  interface Window {
    __layout: PageLayoutHelpers;
  }
}

export interface LayoutScope {
  /** a selector of the content to check; the open dialog, else the main content, by default */
  within?: string;
}

/**
 * Defined in the page: names an element for a report, and finds the content in scope. Sent as text
 * with each check, since `evaluate` takes no closures from here.
 */
const PAGE_HELPERS = `
  window.__layout = {
    name(element) {
      const tag = element.tagName.toLowerCase();
      const testId = element.getAttribute('data-testid');
      const classes = typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
      const text = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      return tag + (testId ? '[data-testid=' + testId + ']' : classes) + (text ? ' "' + text + '"' : '') + ' (' + window.__layout.area(element) + ')';
    },
    /** The part of the site an element belongs to, so a report says whose it is. */
    area(element) {
      const areas = [
        ['[role="dialog"], [role="alertdialog"]', 'dialog'],
        ['[role="menu"]', 'menu'],
        ['.right-bar', 'right bar'],
        ['header, [role="banner"]', 'header'],
        ['footer, [role="contentinfo"]', 'footer'],
        ['[data-area="banner"]', 'banner area'],
        ['[data-area="side-menu"]', 'side menu'],
        ['main', 'page'],
      ];
      for (const [selector, name] of areas) if (element.closest(selector)) return name;
      return 'document';
    },
    visible(element) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      return !element.closest('[inert], [aria-hidden="true"]');
    },
    roots(within, openDialog, mainContent) {
      if (within) return [...document.querySelectorAll(within)];
      const dialogs = [...document.querySelectorAll(openDialog)].filter((dialog) => dialog.getBoundingClientRect().width > 0);
      // the topmost: the last one opened lies over the others
      if (dialogs.length) return [dialogs[dialogs.length - 1]];
      return [...document.querySelectorAll(mainContent)];
    },
  };
`;

async function withHelpers(page: Page): Promise<void> {
  await page.evaluate(PAGE_HELPERS);
}

/**
 * Elements whose right edge lies past the window's (the page then scrolls sideways, or the part
 * past the edge cannot be seen), and the document itself when it is wider than the window.
 *
 * Left out: what a box holds that clips it (`overflow-x: hidden` or `clip`, a carousel's slides),
 * and what a box holds that scrolls sideways on purpose: one that scrolls sideways only, by its
 * style (`overflow-y: hidden` or `clip`) or because nothing in it overflows up or down (a strip of
 * tabs or links, a table's scroll box). A box that also scrolls up and down (a dialog's body) does
 * not count: content wider than a dialog that scrolls up and down is the defect that let a phone's
 * sign-up dialog slide sideways as the visitor typed.
 *
 * A part of a fixed panel that lies wholly past the edge (a drawer waiting off screen) is not seen
 * and is left out; one that straddles the edge is reported.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  await withHelpers(page);
  return page.evaluate(() => {
    const helpers = window.__layout;
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`the document is ${root.scrollWidth} px wide in a window of ${width}`);
    /** Whether the nearest box that clips or scrolls the element lets it reach past its own edge on purpose. */
    const heldOnPurpose = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        if (style.overflowX === 'hidden' || style.overflowX === 'clip') return true;
        if (style.overflowY === 'hidden' || style.overflowY === 'clip') return true;
        return parent.scrollHeight <= parent.clientHeight + 1;
      }
      return false;
    };
    const inFixed = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (!helpers.visible(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.right <= width + 1) continue;
      if (inFixed(element) && rect.left >= width) continue;
      if (heldOnPurpose(element)) continue;
      found.push(`${helpers.name(element)} reaches x=${Math.round(rect.right)} past the window's ${width}`);
    }
    return found;
  });
}

export interface CoverageOptions extends LayoutScope {
  /** also scroll through the page and check at each half screen (default true) */
  scroll?: boolean;
}

/**
 * Interactive elements of the content in scope that something else lies over at their centre
 * (`document.elementFromPoint` at the centre of the part of the element its clipping boxes and the
 * window show): a fixed bar, a floating button, a carousel's control. The page is scrolled half a
 * screen at a time, so each element passes the middle of the window, and an element counts as
 * covered when something lies over it there (between a quarter and three quarters of the window's
 * height: a bar at the side, wherever the page is scrolled), or at every stop where it was in view
 * (at the page's end under a bar at the bottom). One that only passes under a header at the top of
 * the window as the page scrolls is not: the visitor reads and taps below it. The page is left
 * scrolled to the top.
 */
export async function coveredInteractiveElements(page: Page, options: CoverageOptions = {}): Promise<string[]> {
  await withHelpers(page);
  const scroll = options.scroll ?? true;
  const heights = await page.evaluate(() => ({ page: document.documentElement.scrollHeight, screen: window.innerHeight }));
  const step = Math.max(200, Math.floor(heights.screen / 2));
  const stops = scroll ? Math.min(60, Math.ceil(Math.max(0, heights.page - heights.screen) / step) + 1) : 1;
  const seenClear = new Set<string>();
  const coveredMidWindow = new Map<string, string>();
  const covered = new Map<string, string>();
  for (let stop = 0; stop < stops; stop++) {
    const results = await page.evaluate(
      ({ within, interactive, openDialog, mainContent, y }) => {
        const helpers = window.__layout;
        window.scrollTo(0, y);
        /** The part of the element that the window and every box clipping it show, or null. */
        const shown = (element: Element) => {
          const rect = element.getBoundingClientRect();
          let left = Math.max(rect.left, 0);
          let top = Math.max(rect.top, 0);
          let right = Math.min(rect.right, window.innerWidth);
          let bottom = Math.min(rect.bottom, window.innerHeight);
          for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const box = parent.getBoundingClientRect();
            left = Math.max(left, box.left);
            top = Math.max(top, box.top);
            right = Math.min(right, box.right);
            bottom = Math.min(bottom, box.bottom);
          }
          return right - left >= 1 && bottom - top >= 1 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
        };
        const out: { key: string; cover: string | null; middle: boolean }[] = [];
        let index = 0;
        for (const root of helpers.roots(within, openDialog, mainContent)) {
          for (const element of root.querySelectorAll(interactive)) {
            index++;
            if (!helpers.visible(element)) continue;
            const point = shown(element);
            if (!point) continue;
            const hit = document.elementFromPoint(point.x, point.y);
            const key = `${index}:${helpers.name(element)}`;
            // the element itself, its label (which passes the tap on), or what it holds
            const label = hit?.closest('label');
            const labelled = label && 'labels' in element && [...((element as HTMLInputElement).labels ?? [])].includes(label as HTMLLabelElement);
            const middle = point.y >= window.innerHeight / 4 && point.y <= (window.innerHeight * 3) / 4;
            if (!hit || element.contains(hit) || hit.contains(element) || labelled) out.push({ key, cover: null, middle });
            else out.push({ key, cover: helpers.name(hit), middle });
          }
        }
        return out;
      },
      { within: options.within, interactive: INTERACTIVE, openDialog: OPEN_DIALOG, mainContent: MAIN_CONTENT, y: stop * step },
    );
    for (const { key, cover, middle } of results) {
      if (cover === null) seenClear.add(key);
      else if (middle) coveredMidWindow.set(key, cover);
      else covered.set(key, cover);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const found = new Map([...covered].filter(([key]) => !seenClear.has(key)));
  for (const [key, cover] of coveredMidWindow) found.set(key, cover);
  return [...found].map(([key, cover]) => `${key.replace(/^\d+:/, '')} under ${cover}`);
}

/**
 * Text and interactive elements of the main content that a fixed or sticky element (other than a
 * dialog and its backdrop) overlaps, at the current scroll position: the parts of the page a bar
 * fixed to the window's edge hides, including text the centre check above cannot see.
 */
export async function contentUnderFixedElements(page: Page, within = MAIN_CONTENT): Promise<string[]> {
  return page.evaluate(
    ({ within, interactive }) => {
      const fixed = [...document.body.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        if (style.position !== 'fixed' && style.position !== 'sticky') return false;
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        if (element.closest('dialog, [role="dialog"], [aria-modal="true"]')) return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0;
      });
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      const hasText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      /** The part of the element a visitor can see: its box cut by every box that clips it (a strip scrolled sideways). */
      const visibleRect = (element: Element) => {
        const rect = element.getBoundingClientRect();
        let { left, top, right, bottom } = rect;
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      };
      const result: string[] = [];
      for (const root of document.querySelectorAll(within)) {
        for (const element of root.querySelectorAll('*')) {
          if (!element.matches(interactive) && !hasText(element)) continue;
          const rect = visibleRect(element);
          if (rect.width === 0 || rect.height === 0) continue;
          for (const cover of fixed) {
            if (cover.contains(element) || element.contains(cover)) continue;
            if (overlaps(rect, cover.getBoundingClientRect())) {
              const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
              result.push(`${element.tagName.toLowerCase()} "${text}" under ${cover.tagName.toLowerCase()}.${String(cover.className).split(' ')[0]}`);
            }
          }
        }
      }
      return result;
    },
    { within, interactive: INTERACTIVE },
  );
}

/**
 * Visible interactive elements of the content in scope smaller than `minimum` CSS pixels either
 * way (WCAG 2.5.8: 24 px; 2.5.5 and a phone's thumb: 44). An input counts with its labels, which
 * take the same tap; a link inside a sentence is left out (WCAG 2.5.8's inline exception).
 */
export async function smallTapTargets(page: Page, minimum = 24, scope: LayoutScope = {}): Promise<string[]> {
  await withHelpers(page);
  return page.evaluate(
    ({ within, interactive, openDialog, mainContent, minimum }) => {
      const helpers = window.__layout;
      /** A link in running text: inline, with words of the same block beside it. */
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const words = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim();
        return words.length > 0;
      };
      /** The element's tap area: an input's with its labels. */
      const area = (element: Element) => {
        const rects = [element.getBoundingClientRect()];
        if ('labels' in element) for (const label of (element as HTMLInputElement).labels ?? []) rects.push(label.getBoundingClientRect());
        const width = Math.max(...rects.map((rect) => rect.width));
        const height = Math.max(...rects.map((rect) => rect.height));
        return { width, height };
      };
      const result: string[] = [];
      for (const root of helpers.roots(within, openDialog, mainContent)) {
        for (const element of root.querySelectorAll(interactive)) {
          if (!helpers.visible(element) || inSentence(element)) continue;
          const { width, height } = area(element);
          if (width < minimum - 0.5 || height < minimum - 0.5) result.push(`${helpers.name(element)} ${Math.round(width)}×${Math.round(height)}`);
        }
      }
      return result;
    },
    { within: scope.within, interactive: INTERACTIVE, openDialog: OPEN_DIALOG, mainContent: MAIN_CONTENT, minimum },
  );
}
