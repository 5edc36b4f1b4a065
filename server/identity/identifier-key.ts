/**
 * The one canonical form of every identifier a person types: usernames, e-mail addresses, mobile
 * numbers, invitation codes and the answers to captchas and text-message codes.
 *
 * Two spellings that a person would take for the same identifier must give the same key, and the
 * key is computed here, in one place, and nowhere else: storage, lookups, uniqueness and every
 * counter (login failures, locks) use it. The database never case-maps an identifier itself,
 * because PostgreSQL's lower()/upper() follow the server's locale and disagree with JavaScript (and
 * with each other) on exactly the letters an attacker would pick: `İ` lowers to `i` there and to
 * `i̇` here, so a counter keyed here and a lookup lowered there could be told apart.
 *
 * The traps handled, in order:
 * - compatibility forms (NFKC): full-width `ｄｅｍｏ` from an East Asian keyboard, ligatures `ﬁ`,
 *   the Kelvin sign `K`, circled and super-script digits all become the plain characters;
 * - invisible characters (Unicode Default_Ignorable_Code_Point: zero-width space and joiners,
 *   soft hyphen, bidi controls, variation selectors): removed, so `dem\u200Bo` is `demo`;
 * - surrounding white space of any kind (no-break and ideographic spaces included): trimmed;
 * - case, by full case folding (upper-casing then lower-casing, so `ß`/`SS`, `ſ`/`s` and the
 *   final sigma `ς`/`σ` meet; plain lower-casing misses them);
 * - the dot above that lower-casing `İ` leaves on an `i` or `j`, which already carry a dot:
 *   dropped, so `İ`, `I`, `ı` and `i` are one letter here, whatever the database's locale;
 * - the result normalised again (NFKC), since case mapping can undo normalisation.
 * The function is idempotent: a key is its own key.
 */

import { EDGE_SPACE, hasHiddenCharacters, IGNORABLE } from '../../wire/typed-input';

// the typed form of numbers and names lives with the request schemas that apply it
export { typedDigits, typedText } from '../../wire/typed-input';

// NFD puts the combining dot right after its base letter; NFKC afterwards recomposes the rest
const DOT_ABOVE_ON_SOFT_DOTTED = /([ij])\u0307/g;

function foldOnce(value: string): string {
  const plain = value.normalize('NFKC').replace(IGNORABLE, '').replace(EDGE_SPACE, '');
  const folded = plain.toUpperCase().toLowerCase();
  return folded.normalize('NFD').replace(DOT_ABOVE_ON_SOFT_DOTTED, '$1').normalize('NFKC');
}

/** The comparison key of any typed identifier. */
export function identifierKey(value: string): string {
  // a second pass catches the rare mapping whose output folds further (e.g. a ligature that
  // case-maps into a compatibility character); two passes reach the fixed point for all of Unicode
  const once = foldOnce(value);
  const twice = foldOnce(once);
  return twice === once ? once : foldOnce(twice);
}

/** Usernames: storage key, uniqueness, lookups and the login-failure subject. */
export const usernameKey = identifierKey;

/**
 * E-mail addresses compared as a whole where an address only names an account (forgot password by
 * username and address): providers treat the local part case-insensitively in practice. Never for
 * a code that proves an address: that is `mailAddress` below.
 */
export const emailKey = identifierKey;

/**
 * The exact address a code was e-mailed to, as the code proves it: the typed form (compatibility
 * forms made plain, surrounding space gone, the one form every typed text is read in), with the
 * domain lower-cased and the local part kept exactly as typed.
 *
 * Domains are case-insensitive (DNS), so `Example.COM` and `example.com` receive the same mail.
 * The local part is the receiving server's to interpret (RFC 5321 §2.4): a mailbox that answers to
 * `strasse` does not necessarily answer to `straße`, `Ann` to `ann`, or `kim` to `kım`, so a code
 * that reached one proves nothing about the other, and no folding is applied to it. Lower-casing
 * (not full case folding) keeps `ß` and `ı` in a domain as they are: they are other domains.
 */
export function mailAddress(address: string): string {
  const typed = address.normalize('NFKC').replace(EDGE_SPACE, '');
  const at = typed.lastIndexOf('@');
  return at < 0 ? typed : `${typed.slice(0, at)}@${typed.slice(at + 1).toLowerCase()}`;
}

/** Invitation (affiliate) codes. */
export const codeKey = identifierKey;

/** True when a name holds characters that would vanish from its key: refused when choosing a name. */
export const hasInvisibleCharacters = hasHiddenCharacters;
