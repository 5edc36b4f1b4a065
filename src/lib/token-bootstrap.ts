/**
 * `?token=` on the start URL bootstraps a session (CONTRACT §2): the token is stored before the
 * session chart reads storage, then removed from the address bar so it is not bookmarked or shared.
 */
import { storeToken } from './storage';

export function bootstrapTokenFromUrl(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  storeToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
