/**
 * The one rule for an address the site sends a player back to (a game's Exit, the game frame's
 * way out): a path of this site, decided by parsing it as a browser parses it, never by looking at
 * its characters. Browsers drop tabs and newlines, read `\` as `/` and resolve dot segments, so
 * `/\t/evil.example`, `/\evil.example` and `/.//evil.example` all lead to another host even though
 * each one starts with a single `/`.
 */

/** A stand-in origin (`.invalid` can name no real host): what resolves outside it is elsewhere. */
const SITE = 'https://site.invalid';

const parse = (address: string): URL | null => {
  try {
    return new URL(address, SITE);
  } catch {
    return null;
  }
};

/**
 * `raw` as a path of this site (its path, query and fragment, as the browser would write them), or
 * `fallback` when it names another origin or scheme, an absolute address of any origin included.
 */
export function sameOriginPath(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw === '') return fallback;
  const url = parse(raw);
  if (!url || url.origin !== SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // written back, the path must still be this site's (a path beginning `//` names a host)
  return parse(path)?.href === url.href ? path : fallback;
}
