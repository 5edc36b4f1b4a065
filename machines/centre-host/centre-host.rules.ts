/** What the host does next, from what it was told and what it holds. Pure, so each rule reads on its own. */
import type { CentreHostContext, ShownCentrePage } from './centre-host.types';

/** The shown centre, when its chart is neither loaded nor failed and no chart is loading. */
export function chartToLoad({ shown, chart, loading, failed }: CentreHostContext): ShownCentrePage | null {
  if (!shown || chart?.centre === shown.centre || loading !== null || failed === shown.centre) return null;
  return shown;
}

/** The shown centre, when its chart is loaded (with logic) and not running yet. */
export function chartToOpen({ shown, chart, open }: CentreHostContext): ShownCentrePage | null {
  if (!shown || chart?.centre !== shown.centre || chart.chart.names.length === 0 || open?.centre === shown.centre) return null;
  return shown;
}

/** A running chart whose centre no longer shows, or which another account opened (its chart is forgotten). */
export const chartToClose = ({ shown, chart, open }: CentreHostContext): boolean =>
  open !== null && (shown?.centre !== open.centre || chart?.centre !== open.centre);

/** The shown page, when the running chart was told another. */
export function pageToTell({ shown, open }: CentreHostContext): ShownCentrePage | null {
  return shown && open?.centre === shown.centre && open.page !== shown.page ? shown : null;
}
