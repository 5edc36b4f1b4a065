/**
 * Where the downline profit and loss is in the team: the steps from the agent down to the member
 * whose direct downlines the rows are. The list's chart keeps them beside `parentId` as the filter
 * `trail` (each step `id:account`, the account escaped, joined by `/`), so that going down or back
 * up is one filter change and the way back needs no call. The loader sends `parentId` only.
 */
import type { ListFilters } from '../../../../machines/paged-list';

export interface PnlStep {
  customerId: number;
  customerName: string;
}

const STEP = /^(\d{1,12}):(.*)$/;

function stepOf(text: string): PnlStep | null {
  const match = STEP.exec(text);
  if (!match) return null;
  try {
    return { customerId: Number(match[1]), customerName: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/** The steps of the list's filters, the agent's own level first (none: the agent's direct downlines). */
export function trailOf(filters: ListFilters): PnlStep[] {
  const steps = (filters.trail ?? '').split('/').filter(Boolean).map(stepOf);
  return steps.every((step): step is PnlStep => step !== null) ? steps : [];
}

function filtersFor(steps: readonly PnlStep[]): ListFilters {
  const last = steps.at(-1);
  return {
    parentId: last ? String(last.customerId) : '',
    trail: steps.map((step) => `${step.customerId}:${encodeURIComponent(step.customerName)}`).join('/'),
  };
}

/** One level down: the direct downlines of `step`. */
export function downTo(trail: readonly PnlStep[], step: PnlStep): ListFilters {
  return filtersFor([...trail, step]);
}

/** Back up to the step at `index` (-1: the agent's own direct downlines). */
export function upTo(trail: readonly PnlStep[], index: number): ListFilters {
  return filtersFor(trail.slice(0, index + 1));
}
