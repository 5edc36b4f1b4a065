/**
 * Layout checks a browser test runs on a page as a visitor sees it: what sticks out past the
 * window's right edge, what a fixed or sticky part of the page lies over, and which targets are too
 * small to tap. Each returns a short description per offending element (empty when the page is
 * fine), so a failing assertion names what is wrong.
 *
 * The checks run inside the page (Playwright's `evaluate`), so they see the real layout.
 */
import type { Page } from 'playwright-core';

/** What the page's main content is: the routed page and the banner area above it. */
export const MAIN_CONTENT = 'main, [data-area="banner"]';

/** Elements a visitor acts on. */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/**
 * Elements whose right edge lies past the window's right edge (the page then scrolls sideways),
 * leaving out those a scrolling or clipping box holds (a strip that scrolls sideways on purpose).
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${id}${classes} right ${Math.round(rect.right)} > ${width}`;
    };
    /** Whether an ancestor clips the element (its overflow is not visible), so it cannot widen the page. */
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (rect.right > width + 1 && !clipped(element)) found.push(describe(element));
    }
    return found;
  });
}

export interface CoverageOptions {
  /** the content whose interactive elements must be reachable; the main content by default */
  within?: string;
  /** also scroll through the page and check at each screen (default true) */
  scroll?: boolean;
}

/**
 * Interactive elements of the main content that something else lies over at their centre
 * (`document.elementFromPoint`): a fixed bar, a carousel's control, a header. Each element is
 * checked where it is in view; with `scroll`, the page is scrolled a screen at a time so every
 * element comes into view once. The page is left scrolled to the top.
 */
export async function coveredInteractiveElements(page: Page, options: CoverageOptions = {}): Promise<string[]> {
  const within = options.within ?? MAIN_CONTENT;
  const scroll = options.scroll ?? true;
  const found = new Set<string>();
  const heights = await page.evaluate(() => ({ page: document.documentElement.scrollHeight, screen: window.innerHeight }));
  const step = Math.max(200, Math.floor(heights.screen * 0.75));
  const stops = scroll ? Math.min(40, Math.ceil(Math.max(0, heights.page - heights.screen) / step) + 1) : 1;
  for (let stop = 0; stop < stops; stop++) {
    const covered = await page.evaluate(
      ({ within, interactive, y }) => {
        window.scrollTo(0, y);
        const describe = (element: Element) => {
          const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          return `${element.tagName.toLowerCase()} "${label}"`;
        };
        const result: string[] = [];
        for (const root of document.querySelectorAll(within)) {
          for (const element of root.querySelectorAll(interactive)) {
            const rect = element.getBoundingClientRect();
            if (rect.width === 0 || rect.height === 0) continue;
            const style = getComputedStyle(element);
            if (style.visibility === 'hidden' || element.closest('[inert], [aria-hidden="true"]')) continue;
            const x = rect.left + rect.width / 2;
            const top = rect.top + rect.height / 2;
            // only where it is in view; the next screen checks the rest
            if (x < 0 || top < 0 || x >= window.innerWidth || top >= window.innerHeight) continue;
            // the element itself, or a box of its own that clips it (a strip scrolled sideways)
            const hit = document.elementFromPoint(x, top);
            if (!hit || element.contains(hit) || hit.contains(element)) continue;
            result.push(`${describe(element)} under ${describe(hit)}`);
          }
        }
        return result;
      },
      { within, interactive: INTERACTIVE, y: stop * step },
    );
    for (const entry of covered) found.add(entry);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...found];
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
      const result: string[] = [];
      for (const root of document.querySelectorAll(within)) {
        for (const element of root.querySelectorAll('*')) {
          if (!element.matches(interactive) && !hasText(element)) continue;
          const rect = element.getBoundingClientRect();
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
 * Visible targets smaller than `minimum` CSS pixels in either direction (WCAG 2.5.8: 24 px), leaving
 * out links inside a sentence (the criterion's inline exception).
 */
export async function smallTapTargets(page: Page, minimum = 24): Promise<string[]> {
  return page.evaluate(
    ({ interactive, minimum }) => {
      const inSentence = (element: Element) =>
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        [...(element.parentElement?.childNodes ?? [])].some(
          (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
      const result: string[] = [];
      for (const element of document.body.querySelectorAll(interactive)) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || element.closest('[inert], [aria-hidden="true"]')) continue;
        if (inSentence(element)) continue;
        if (rect.width < minimum || rect.height < minimum) {
          const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          result.push(`${element.tagName.toLowerCase()} "${label}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
        }
      }
      return result;
    },
    { interactive: INTERACTIVE, minimum },
  );
}
