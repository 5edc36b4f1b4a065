/**
 * The dialog addresses (SPEC §2): `/login`, `/forget` and `/register` are home with a guest dialog
 * over it. Each new history entry at one of them asks the root for its dialog once, and the root
 * keeps the request until the session can take it. Pure, so the rule is tested without a browser.
 */
import type { GuestIntent } from '../session';

/** `/register` and its old form, whose links carry the referral and invitation codes. */
export const REGISTER_PATHS: readonly string[] = ['/register', '/register.html'];

/**
 * The codes a /register link carries (SPEC §2, CONTRACT §2): `referralCode`, and the invitation
 * code as `affiliateCode` or its short form `r`. Empty values count as absent.
 */
export interface RegisterLinkCodes {
  referralCode: string | null;
  affiliateCode: string | null;
}

const paramOf = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

export function registerLinkCodes(search: string): RegisterLinkCodes {
  const params = new URLSearchParams(search);
  return { referralCode: paramOf(params, 'referralCode'), affiliateCode: paramOf(params, 'affiliateCode') ?? paramOf(params, 'r') };
}

/**
 * The token of an e-mailed reset link's `#reset=<token>` fragment, or null without one. A damaged
 * token is passed on as it is: the gateway refuses it and the dialog says the link is not valid.
 */
export function resetTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('reset');
  return token && token.length <= 256 ? token : null;
}

/** The guest dialog an address asks for, or null; `resetToken` is the one the page was opened with. */
export function dialogIntentOf(address: { pathname: string; search: string }, resetToken: string | null): GuestIntent | null {
  const path = address.pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '/login') return { type: 'login.open' };
  if (path === '/forget') return { type: 'forgot.open', resetToken };
  if (REGISTER_PATHS.includes(path)) return { type: 'register.open', ...registerLinkCodes(address.search) };
  return null;
}
