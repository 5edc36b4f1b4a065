/**
 * The pager of a game list (SPEC §9): first, previous, next and last, a range of 3 pages around
 * the current one and 1 margin page at each end; the pages in between are one gap each. A gap
 * that would stand for a single page shows that page instead (a gap saves no room there).
 *
 *   page 1 of 10:  1 2 3 … 10        page 5 of 10:  1 … 4 5 6 … 10        page 10 of 10:  1 … 8 9 10
 */
import type { PagingItem, PagingModel } from './game-list.types';

/** SPEC §9: game list page size */
export const GAME_PAGE_SIZE = 15;
/** SPEC §9: pages shown around the current one */
export const PAGE_RANGE = 3;
/** SPEC §9: pages always shown at each end */
export const MARGIN_PAGES = 1;

export interface PagingOptions {
  pageNo: number;
  totalPages: number;
  pageRange?: number;
  marginPages?: number;
}

/** The pages shown: the margins and a window of `pageRange` pages kept inside 1..totalPages. */
function shownPages(current: number, total: number, range: number, margin: number): Set<number> {
  const shown = new Set<number>();
  const size = Math.min(range, total);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), total - size + 1);
  for (let page = start; page < start + size; page += 1) shown.add(page);
  for (let page = 1; page <= Math.min(margin, total); page += 1) {
    shown.add(page);
    shown.add(total - page + 1);
  }
  // a gap of exactly one page shows the page
  for (let page = 2; page < total; page += 1) if (!shown.has(page) && shown.has(page - 1) && shown.has(page + 1)) shown.add(page);
  return shown;
}

export function pagingModel({ pageNo, totalPages, pageRange = PAGE_RANGE, marginPages = MARGIN_PAGES }: PagingOptions): PagingModel {
  const total = Math.max(0, Math.trunc(totalPages));
  if (total === 0) return { visible: false, items: [], first: null, previous: null, next: null, last: null };
  const current = Math.min(Math.max(1, Math.trunc(pageNo)), total);
  const shown = shownPages(current, total, Math.max(1, pageRange), Math.max(0, marginPages));
  const items: PagingItem[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (shown.has(page)) items.push({ kind: 'page', pageNo: page, current: page === current });
    else if (items.at(-1)?.kind !== 'gap') items.push({ kind: 'gap', key: `gap-after-${page - 1}` });
  }
  const atStart = current === 1;
  const atEnd = current === total;
  return {
    visible: total > 1,
    items,
    first: atStart ? null : 1,
    previous: atStart ? null : current - 1,
    next: atEnd ? null : current + 1,
    last: atEnd ? null : total,
  };
}
