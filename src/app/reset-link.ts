/**
 * The e-mailed password-reset link (`/forget#reset=<token>`): read at boot, kept apart from the
 * forgot-password chart so the home page does not load that chart to look at the address.
 */

/**
 * The token of a `#reset=<token>` fragment, or null without one. A damaged token is passed on as
 * it is: the gateway refuses it and the dialog says the link is not valid, with a way to ask again.
 */
export function resetTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('reset');
  return token && token.length <= 256 ? token : null;
}

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
