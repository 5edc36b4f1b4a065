/**
 * Pictures of the demo content (banners, promotion cards, footer badges, VIP emblems, game-type
 * icons), drawn as SVG in code so the site works offline and the repository holds no binaries.
 * Each picture is a gradient, a motif made of simple shapes, scattered lights placed by a
 * generator seeded with the picture's name (the same name always draws the same picture), and text.
 */

export type ArtKind = 'banner' | 'poster' | 'card' | 'badge' | 'emblem' | 'icon';

export type Motif =
  | 'coins'
  | 'cards'
  | 'ball'
  | 'fish'
  | 'dice'
  | 'stars'
  | 'rooster'
  | 'controller'
  | 'gift'
  | 'crown'
  | 'lotto'
  | 'question'
  | 'shield'
  | 'phone'
  | 'chip'
  | 'none';

export interface ArtSpec {
  kind: ArtKind;
  title: string;
  subtitle?: string;
  /** a call to action drawn as a pill (banners, posters, cards) */
  cta?: string;
  /** background gradient, top-left to bottom-right */
  palette: readonly [string, string];
  /** motif and highlight colour */
  accent: string;
  motif: Motif;
}

const SIZES: Record<ArtKind, { width: number; height: number }> = {
  banner: { width: 1200, height: 360 },
  poster: { width: 400, height: 560 },
  card: { width: 600, height: 300 },
  badge: { width: 180, height: 64 },
  emblem: { width: 120, height: 120 },
  icon: { width: 200, height: 200 },
};

export const artSize = (kind: ArtKind) => SIZES[kind];

const FONT = `font-family="'Segoe UI', 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans SC', 'PingFang SC', sans-serif"`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** mulberry32 seeded from a string hash: deterministic decoration per picture name. */
function randomFor(name: string): () => number {
  let seed = 2166136261;
  for (const char of name) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    corners.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${corners.join(' ')}"/>`;
}

/** The motif centred on (cx, cy) with size s, in the accent colour. */
function motif(kind: Motif, cx: number, cy: number, s: number, accent: string): string {
  const light = 'rgba(255,255,255,0.9)';
  switch (kind) {
    case 'coins':
      return [0, 1, 2]
        .map((i) => {
          const x = cx + (i - 1) * s * 0.55;
          const y = cy + (i % 2 ? -s * 0.25 : s * 0.1);
          return (
            `<g><circle cx="${round(x)}" cy="${round(y)}" r="${round(s * 0.36)}" fill="${accent}" stroke="${light}" stroke-width="${round(s * 0.04)}"/>` +
            `<circle cx="${round(x)}" cy="${round(y)}" r="${round(s * 0.24)}" fill="none" stroke="${light}" stroke-width="${round(s * 0.025)}"/>` +
            `<text x="${round(x)}" y="${round(y + s * 0.1)}" text-anchor="middle" font-size="${round(s * 0.3)}" font-weight="700" fill="${light}" ${FONT}>₱</text></g>`
          );
        })
        .join('');
    case 'cards':
      return ['♠', '♥', '♦']
        .map((suit, i) => {
          const angle = (i - 1) * 14;
          const colour = suit === '♠' ? '#1d1d2b' : '#d62d4a';
          return (
            `<g transform="rotate(${angle} ${round(cx)} ${round(cy + s * 0.6)})"><rect x="${round(cx - s * 0.3)}" y="${round(cy - s * 0.45)}" width="${round(s * 0.6)}" height="${round(s * 0.85)}" rx="${round(s * 0.06)}" fill="#fff" stroke="${accent}" stroke-width="${round(s * 0.02)}"/>` +
            `<text x="${round(cx)}" y="${round(cy + s * 0.12)}" text-anchor="middle" font-size="${round(s * 0.42)}" fill="${colour}" ${FONT}>${suit}</text></g>`
          );
        })
        .join('');
    case 'ball':
      return (
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(s * 0.5)}" fill="#fff" stroke="${accent}" stroke-width="${round(s * 0.04)}"/>` +
        `<polygon points="${[0, 1, 2, 3, 4].map((i) => `${round(cx + s * 0.18 * Math.cos((Math.PI * 2 * i) / 5 - Math.PI / 2))},${round(cy + s * 0.18 * Math.sin((Math.PI * 2 * i) / 5 - Math.PI / 2))}`).join(' ')}" fill="#1d1d2b"/>` +
        [0, 1, 2, 3, 4]
          .map((i) => {
            const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
            return `<line x1="${round(cx + s * 0.18 * Math.cos(a))}" y1="${round(cy + s * 0.18 * Math.sin(a))}" x2="${round(cx + s * 0.48 * Math.cos(a))}" y2="${round(cy + s * 0.48 * Math.sin(a))}" stroke="#1d1d2b" stroke-width="${round(s * 0.03)}"/>`;
          })
          .join('')
      );
    case 'fish':
      return (
        `<g><ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(s * 0.45)}" ry="${round(s * 0.26)}" fill="${accent}"/>` +
        `<polygon points="${round(cx + s * 0.4)},${round(cy)} ${round(cx + s * 0.72)},${round(cy - s * 0.24)} ${round(cx + s * 0.72)},${round(cy + s * 0.24)}" fill="${accent}"/>` +
        `<circle cx="${round(cx - s * 0.24)}" cy="${round(cy - s * 0.06)}" r="${round(s * 0.06)}" fill="#fff"/>` +
        `<circle cx="${round(cx - s * 0.6)}" cy="${round(cy - s * 0.3)}" r="${round(s * 0.06)}" fill="none" stroke="${light}" stroke-width="2"/>` +
        `<circle cx="${round(cx - s * 0.7)}" cy="${round(cy - s * 0.48)}" r="${round(s * 0.04)}" fill="none" stroke="${light}" stroke-width="2"/></g>`
      );
    case 'dice': {
      const half = s * 0.36;
      const dots = [
        [-1, -1],
        [1, 1],
        [0, 0],
        [1, -1],
        [-1, 1],
      ]
        .map(
          ([dx, dy]) => `<circle cx="${round(cx + dx * half * 0.55)}" cy="${round(cy + dy * half * 0.55)}" r="${round(s * 0.06)}" fill="${accent}"/>`,
        )
        .join('');
      return `<g transform="rotate(-12 ${round(cx)} ${round(cy)})"><rect x="${round(cx - half)}" y="${round(cy - half)}" width="${round(half * 2)}" height="${round(half * 2)}" rx="${round(s * 0.1)}" fill="#fff"/>${dots}</g>`;
    }
    case 'stars':
      return `<g fill="${accent}">${star(cx, cy, s * 0.45, s * 0.2)}</g><g fill="${light}">${star(cx + s * 0.55, cy - s * 0.35, s * 0.16, s * 0.07)}${star(cx - s * 0.55, cy + s * 0.3, s * 0.12, s * 0.05)}</g>`;
    case 'rooster':
      return (
        `<g><ellipse cx="${round(cx)}" cy="${round(cy + s * 0.1)}" rx="${round(s * 0.34)}" ry="${round(s * 0.3)}" fill="${accent}"/>` +
        `<circle cx="${round(cx - s * 0.22)}" cy="${round(cy - s * 0.24)}" r="${round(s * 0.16)}" fill="${accent}"/>` +
        `<circle cx="${round(cx - s * 0.28)}" cy="${round(cy - s * 0.44)}" r="${round(s * 0.07)}" fill="#e63946"/><circle cx="${round(cx - s * 0.16)}" cy="${round(cy - s * 0.46)}" r="${round(s * 0.07)}" fill="#e63946"/>` +
        `<polygon points="${round(cx - s * 0.38)},${round(cy - s * 0.26)} ${round(cx - s * 0.52)},${round(cy - s * 0.2)} ${round(cx - s * 0.38)},${round(cy - s * 0.16)}" fill="#ffb703"/>` +
        `<polygon points="${round(cx + s * 0.28)},${round(cy)} ${round(cx + s * 0.6)},${round(cy - s * 0.4)} ${round(cx + s * 0.5)},${round(cy + s * 0.1)}" fill="${light}"/>` +
        `<circle cx="${round(cx - s * 0.26)}" cy="${round(cy - s * 0.26)}" r="${round(s * 0.03)}" fill="#1d1d2b"/></g>`
      );
    case 'controller':
      return (
        `<g><rect x="${round(cx - s * 0.5)}" y="${round(cy - s * 0.22)}" width="${round(s)}" height="${round(s * 0.44)}" rx="${round(s * 0.22)}" fill="${accent}"/>` +
        `<rect x="${round(cx - s * 0.34)}" y="${round(cy - s * 0.04)}" width="${round(s * 0.2)}" height="${round(s * 0.07)}" fill="#fff"/><rect x="${round(cx - s * 0.275)}" y="${round(cy - s * 0.11)}" width="${round(s * 0.07)}" height="${round(s * 0.2)}" fill="#fff"/>` +
        `<circle cx="${round(cx + s * 0.22)}" cy="${round(cy - s * 0.05)}" r="${round(s * 0.05)}" fill="#fff"/><circle cx="${round(cx + s * 0.33)}" cy="${round(cy + s * 0.05)}" r="${round(s * 0.05)}" fill="#fff"/></g>`
      );
    case 'gift':
      return (
        `<g><rect x="${round(cx - s * 0.38)}" y="${round(cy - s * 0.12)}" width="${round(s * 0.76)}" height="${round(s * 0.52)}" rx="${round(s * 0.04)}" fill="${accent}"/>` +
        `<rect x="${round(cx - s * 0.44)}" y="${round(cy - s * 0.26)}" width="${round(s * 0.88)}" height="${round(s * 0.16)}" rx="${round(s * 0.03)}" fill="${accent}" stroke="${light}" stroke-width="2"/>` +
        `<rect x="${round(cx - s * 0.06)}" y="${round(cy - s * 0.26)}" width="${round(s * 0.12)}" height="${round(s * 0.66)}" fill="${light}"/>` +
        `<ellipse cx="${round(cx - s * 0.14)}" cy="${round(cy - s * 0.33)}" rx="${round(s * 0.14)}" ry="${round(s * 0.08)}" fill="none" stroke="${light}" stroke-width="${round(s * 0.04)}"/>` +
        `<ellipse cx="${round(cx + s * 0.14)}" cy="${round(cy - s * 0.33)}" rx="${round(s * 0.14)}" ry="${round(s * 0.08)}" fill="none" stroke="${light}" stroke-width="${round(s * 0.04)}"/></g>`
      );
    case 'crown':
      return (
        `<g><polygon points="${round(cx - s * 0.45)},${round(cy + s * 0.25)} ${round(cx - s * 0.45)},${round(cy - s * 0.25)} ${round(cx - s * 0.2)},${round(cy)} ${round(cx)},${round(cy - s * 0.38)} ${round(cx + s * 0.2)},${round(cy)} ${round(cx + s * 0.45)},${round(cy - s * 0.25)} ${round(cx + s * 0.45)},${round(cy + s * 0.25)}" fill="${accent}" stroke="${light}" stroke-width="${round(s * 0.03)}"/>` +
        `<circle cx="${round(cx)}" cy="${round(cy + s * 0.08)}" r="${round(s * 0.07)}" fill="${light}"/></g>`
      );
    case 'lotto':
      return [0, 1, 2, 3]
        .map((i) => {
          const x = cx + (i - 1.5) * s * 0.34;
          const y = cy + (i % 2 ? s * 0.12 : -s * 0.08);
          const colours = ['#e63946', '#ffb703', '#2a9d8f', '#4361ee'];
          return (
            `<circle cx="${round(x)}" cy="${round(y)}" r="${round(s * 0.16)}" fill="${colours[i]}" stroke="#fff" stroke-width="2"/>` +
            `<text x="${round(x)}" y="${round(y + s * 0.06)}" text-anchor="middle" font-size="${round(s * 0.15)}" font-weight="700" fill="#fff" ${FONT}>${[7, 23, 8, 36][i]}</text>`
          );
        })
        .join('');
    case 'question':
      return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(s * 0.42)}" fill="${accent}"/><text x="${round(cx)}" y="${round(cy + s * 0.2)}" text-anchor="middle" font-size="${round(s * 0.6)}" font-weight="700" fill="#fff" ${FONT}>?</text>`;
    case 'shield':
      return (
        `<path d="M${round(cx)} ${round(cy - s * 0.45)} L${round(cx + s * 0.38)} ${round(cy - s * 0.3)} L${round(cx + s * 0.32)} ${round(cy + s * 0.15)} Q${round(cx)} ${round(cy + s * 0.5)} ${round(cx)} ${round(cy + s * 0.5)} Q${round(cx)} ${round(cy + s * 0.5)} ${round(cx - s * 0.32)} ${round(cy + s * 0.15)} L${round(cx - s * 0.38)} ${round(cy - s * 0.3)} Z" fill="${accent}" stroke="${light}" stroke-width="${round(s * 0.03)}"/>` +
        `<polyline points="${round(cx - s * 0.15)},${round(cy)} ${round(cx - s * 0.03)},${round(cy + s * 0.13)} ${round(cx + s * 0.18)},${round(cy - s * 0.12)}" fill="none" stroke="#fff" stroke-width="${round(s * 0.06)}" stroke-linecap="round"/>`
      );
    case 'phone':
      return (
        `<g><rect x="${round(cx - s * 0.26)}" y="${round(cy - s * 0.48)}" width="${round(s * 0.52)}" height="${round(s * 0.96)}" rx="${round(s * 0.07)}" fill="#1d1d2b" stroke="${accent}" stroke-width="${round(s * 0.03)}"/>` +
        `<rect x="${round(cx - s * 0.22)}" y="${round(cy - s * 0.4)}" width="${round(s * 0.44)}" height="${round(s * 0.76)}" rx="${round(s * 0.03)}" fill="${accent}"/>` +
        `<circle cx="${round(cx)}" cy="${round(cy + s * 0.42)}" r="${round(s * 0.03)}" fill="#fff"/></g>`
      );
    case 'chip':
      return (
        `<g><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(s * 0.45)}" fill="${accent}"/>` +
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(s * 0.45)}" fill="none" stroke="#fff" stroke-width="${round(s * 0.09)}" stroke-dasharray="${round(s * 0.16)} ${round(s * 0.16)}"/>` +
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(s * 0.26)}" fill="none" stroke="#fff" stroke-width="${round(s * 0.03)}"/></g>`
      );
    case 'none':
      return '';
  }
}

function lights(name: string, width: number, height: number, count: number): string {
  const random = randomFor(name);
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = 2 + random() * Math.min(width, height) * 0.08;
    dots.push(
      `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(r)}" fill="#fff" opacity="${round(0.04 + random() * 0.12)}"/>`,
    );
  }
  return dots.join('');
}

/** Rough width of a text in em: Latin letters ~0.56 em, CJK and other wide characters ~1 em. */
const ems = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 1 : 0.56), 0);

/** The font size that keeps `text` within `maxWidth`, never above `size`. */
const fitting = (text: string, size: number, maxWidth: number) => Math.min(size, Math.floor(maxWidth / Math.max(ems(text), 1)));

function pill(x: number, y: number, text: string, size: number, accent: string, anchor: 'start' | 'middle'): string {
  const width = Math.max(size * 4, text.length * size * 0.62 + size * 1.6);
  const left = anchor === 'middle' ? x - width / 2 : x;
  return (
    `<rect x="${round(left)}" y="${round(y)}" width="${round(width)}" height="${round(size * 2)}" rx="${round(size)}" fill="${accent}"/>` +
    `<text x="${round(left + width / 2)}" y="${round(y + size * 1.35)}" text-anchor="middle" font-size="${size}" font-weight="700" fill="#1d1d2b" ${FONT}>${escapeXml(text)}</text>`
  );
}

/** Draws one picture; `name` seeds the decoration. */
export function renderArt(name: string, spec: ArtSpec): string {
  const { width, height } = SIZES[spec.kind];
  const gradient = `g-${name.replace(/[^a-z0-9]/gi, '')}`;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(spec.title)}">`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.palette[0]}"/><stop offset="1" stop-color="${spec.palette[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${spec.kind === 'badge' ? 10 : spec.kind === 'emblem' || spec.kind === 'icon' ? 24 : 0}" fill="url(#${gradient})"/>`,
  ];
  const title = escapeXml(spec.title);
  const subtitle = spec.subtitle ? escapeXml(spec.subtitle) : '';
  switch (spec.kind) {
    case 'banner':
      parts.push(lights(name, width, height, 18), motif(spec.motif, 1010, 180, 220, spec.accent));
      parts.push(`<text x="80" y="150" font-size="${fitting(spec.title, 64, 700)}" font-weight="800" fill="#fff" ${FONT}>${title}</text>`);
      if (subtitle) parts.push(`<text x="82" y="205" font-size="30" fill="#fff" opacity="0.9" ${FONT}>${subtitle}</text>`);
      if (spec.cta) parts.push(pill(82, 240, spec.cta, 22, spec.accent, 'start'));
      break;
    case 'poster':
      parts.push(lights(name, width, height, 14), motif(spec.motif, 200, 170, 200, spec.accent));
      parts.push(
        `<text x="200" y="350" text-anchor="middle" font-size="${fitting(spec.title, 38, 360)}" font-weight="800" fill="#fff" ${FONT}>${title}</text>`,
      );
      if (subtitle) parts.push(`<text x="200" y="395" text-anchor="middle" font-size="20" fill="#fff" opacity="0.9" ${FONT}>${subtitle}</text>`);
      if (spec.cta) parts.push(pill(200, 440, spec.cta, 18, spec.accent, 'middle'));
      break;
    case 'card':
      parts.push(lights(name, width, height, 10), motif(spec.motif, 440, 150, 180, spec.accent));
      parts.push(`<text x="36" y="120" font-size="${fitting(spec.title, 36, 330)}" font-weight="800" fill="#fff" ${FONT}>${title}</text>`);
      if (subtitle) parts.push(`<text x="38" y="160" font-size="20" fill="#fff" opacity="0.9" ${FONT}>${subtitle}</text>`);
      if (spec.cta) parts.push(pill(38, 190, spec.cta, 16, spec.accent, 'start'));
      break;
    case 'badge':
      parts.push(motif(spec.motif, 32, 32, 40, spec.accent));
      parts.push(
        `<text x="${spec.motif === 'none' ? 90 : 106}" y="${subtitle ? 30 : 39}" text-anchor="middle" font-size="${subtitle ? 17 : 19}" font-weight="700" fill="#fff" ${FONT}>${title}</text>`,
      );
      if (subtitle)
        parts.push(
          `<text x="${spec.motif === 'none' ? 90 : 106}" y="48" text-anchor="middle" font-size="10" fill="#fff" opacity="0.85" ${FONT}>${subtitle}</text>`,
        );
      break;
    case 'emblem':
      parts.push(motif(spec.motif, 60, 46, 70, spec.accent));
      parts.push(`<text x="60" y="104" text-anchor="middle" font-size="18" font-weight="800" fill="#fff" ${FONT}>${title}</text>`);
      break;
    case 'icon':
      parts.push(lights(name, width, height, 6), motif(spec.motif, 100, 88, 120, spec.accent));
      parts.push(`<text x="100" y="178" text-anchor="middle" font-size="24" font-weight="700" fill="#fff" ${FONT}>${title}</text>`);
      break;
  }
  parts.push('</svg>');
  return parts.join('');
}
