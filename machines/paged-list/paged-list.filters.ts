/** Filters of a paged list: a plain record of names and string values, compared by content. */
import type { ListFilters } from './paged-list.types';

/** The filters after a change: a name given with '' is removed, the other names given are set. */
export function mergeFilters(current: ListFilters, change: ListFilters): ListFilters {
  const merged = { ...current, ...change };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
}

/** Same names with the same values, in any order. */
export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  const names = Object.keys(b);
  return Object.keys(a).length === names.length && names.every((name) => Object.hasOwn(a, name) && a[name] === b[name]);
}
