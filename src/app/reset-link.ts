/**
 * The e-mailed password-reset link (`/forget#reset=<token>`): taken out of the address at boot,
 * before the root starts, and handed to the router chart, which gives it to the `/forget` dialog.
 */
import { resetTokenOf } from '../../machines/router';

/**
 * Takes the reset token out of the address: returns it and replaces the current history entry with
 * the same address minus the fragment (the router's state object is kept). Other fragments stay.
 */
export function takeResetToken(
  location: Pick<Location, 'hash' | 'pathname' | 'search'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const hash = location.hash;
  if (!new URLSearchParams(hash.replace(/^#/, '')).has('reset')) return null;
  // read before replacing: `location` is live, the fragment is gone afterwards
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return resetTokenOf(hash);
}
