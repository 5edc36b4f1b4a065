/**
 * Game icons and vendor logos drawn in code as SVG (colours from a hash of the name, initials,
 * a motif per game class) instead of thousands of committed image files. Served under /wps/ so
 * the development proxy forwards them like every other gateway call.
 */

export const gameIconUrl = (nodeId: string) => `/wps/assets/games/${nodeId}.svg`;
export const vendorLogoUrl = (vassalage: string) => `/wps/assets/vendors/${vassalage}.svg`;

/** FNV-1a: a stable 32-bit hash, so an icon never changes colour between starts. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Up to two initials from the first words that start with a letter or digit ("Golden Dragon" -> "GD"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toUpperCase();
}

const MOTIFS: Record<string, string> = {
  circle: '<circle cx="100" cy="92" r="66" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="10"/>',
  diamond: '<path d="M100 22 168 92 100 162 32 92Z" fill="#fff" fill-opacity=".14"/>',
  star: '<path d="M100 20l20 48 52 4-40 34 13 51-45-28-45 28 13-51-40-34 52-4z" fill="#fff" fill-opacity=".15"/>',
  wave: '<path d="M0 120q50-30 100 0t100 0V200H0z" fill="#fff" fill-opacity=".14"/>',
  card: '<rect x="56" y="30" width="88" height="124" rx="10" fill="#fff" fill-opacity=".15" transform="rotate(-8 100 92)"/>',
};

const MOTIF_OF_CLASS: Record<string, keyof typeof MOTIFS> = {
  JACKPOT_SLOT: 'star',
  SCRATCH: 'card',
  VIDEO_POKER: 'card',
  TABLE: 'circle',
  BACCARAT: 'card',
  BLACKJACK: 'card',
  CARD: 'card',
  MAHJONG: 'card',
  ROULETTE: 'circle',
  SIC_BO: 'diamond',
  BINGO: 'circle',
  LOTTERY: 'circle',
  KENO: 'circle',
  FISHING: 'wave',
  ARCADE: 'diamond',
};

export function renderGameIcon(game: { name: string; gameClass: string; vassalage: string }): string {
  const h = hash(game.name);
  const hue = h % 360;
  const hue2 = (hue + 30 + ((h >>> 9) % 60)) % 360;
  const motif = MOTIFS[MOTIF_OF_CLASS[game.gameClass] ?? 'star'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,48%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},75%,28%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="24" fill="url(#g)"/>${motif}` +
    `<text x="100" y="114" text-anchor="middle" font-family="system-ui,sans-serif" font-size="60" font-weight="700" fill="#fff">${escapeXml(initialsOf(game.name))}</text>` +
    `<text x="100" y="182" text-anchor="middle" font-family="system-ui,sans-serif" font-size="15" fill="#fff" fill-opacity=".8">${escapeXml(game.vassalage)}</text>` +
    `</svg>`
  );
}

export function renderVendorLogo(vendor: { vassalage: string; displayName: string }): string {
  const hue = hash(vendor.vassalage) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(vendor.displayName)}">` +
    `<rect width="240" height="80" rx="14" fill="hsl(${hue},60%,38%)"/>` +
    `<circle cx="40" cy="40" r="24" fill="#fff" fill-opacity=".2"/>` +
    `<text x="40" y="47" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff">${escapeXml(initialsOf(vendor.displayName))}</text>` +
    `<text x="76" y="47" font-family="system-ui,sans-serif" font-size="19" font-weight="600" fill="#fff" textLength="${Math.min(150, vendor.displayName.length * 11)}">${escapeXml(vendor.displayName)}</text>` +
    `</svg>`
  );
}
