/** Page arithmetic of a paged list: how many pages a total fills and which page a `page.go` names. */
import type { PageTarget } from './paged-list.types';

/** Research (member and agent centres): the record pages ask for 10 rows a page. */
export const DEFAULT_PAGE_SIZE = 10;
/** One page of rows is what the chart holds; this keeps that page small whatever a page asks for. */
export const MAX_PAGE_SIZE = 100;

/** Pages of a total: at least 1, so an empty list is page 1 of 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The page a `page.go` names, or null when it names none (a fraction, NaN). */
export function resolvePage(current: number, target: PageTarget): number | null {
  if (target === 'next') return current + 1;
  if (target === 'prev') return current - 1;
  return Number.isInteger(target) ? target : null;
}
