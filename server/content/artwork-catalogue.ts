/**
 * Every picture the demo content uses, by name. `GET /wps/assets/content/<name>.webp` (or `.svg`,
 * its source) draws them (server/content/content-assets.routes.ts); content rows store `artUrl(name)`.
 * An operator's own pictures are any http(s) URL or site path given to the admin commands.
 */
import { renderArt } from './artwork';
import type { ArtSpec, Motif } from './artwork';

export const ART_PATH = '/wps/assets/content/';

/** The WebP: decoded off the browser's main thread, where an SVG is laid out and painted (artwork-raster.ts). */
export const artUrl = (name: string) => `${ART_PATH}${name}.webp`;

const banner = (title: string, subtitle: string, cta: string | undefined, palette: [string, string], accent: string, motif: Motif): ArtSpec => ({
  kind: 'banner',
  title,
  subtitle,
  cta,
  palette,
  accent,
  motif,
});
const poster = (title: string, subtitle: string, cta: string, palette: [string, string], accent: string, motif: Motif): ArtSpec => ({
  kind: 'poster',
  title,
  subtitle,
  cta,
  palette,
  accent,
  motif,
});
const card = (title: string, subtitle: string, palette: [string, string], accent: string, motif: Motif): ArtSpec => ({
  kind: 'card',
  title,
  subtitle,
  cta: 'Details',
  palette,
  accent,
  motif,
});
const badge = (title: string, subtitle: string | undefined, palette: [string, string], accent: string, motif: Motif = 'none'): ArtSpec => ({
  kind: 'badge',
  title,
  subtitle,
  palette,
  accent,
  motif,
});
const icon = (title: string, palette: [string, string], accent: string, motif: Motif): ArtSpec => ({ kind: 'icon', title, palette, accent, motif });

const VIP_COLOURS: [string, string, string][] = [
  ['#8d5524', '#c68642', '#f3d2b3'],
  ['#6c757d', '#adb5bd', '#f8f9fa'],
  ['#b8860b', '#f4c430', '#fff3b0'],
  ['#2b2d42', '#8d99ae', '#edf2f4'],
  ['#0077b6', '#48cae4', '#caf0f8'],
  ['#7209b7', '#b5179e', '#ffd6ff'],
  ['#1d1d2b', '#6142bf', '#ffd166'],
];

export const VIP_RANK_NAMES = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal', 'Supreme'];

const catalogue: Record<string, ArtSpec> = {
  // home carousel (several banners, so it paginates)
  'banner-home-welcome': banner(
    'Welcome Bonus ₱22,222',
    'Register today and claim your welcome pack',
    'Join now',
    ['#3a0ca3', '#7209b7'],
    '#ffd166',
    'coins',
  ),
  'banner-home-invite': banner(
    'Invite Friends, Earn ₱2,222',
    'For every friend who joins and plays',
    'Invite now',
    ['#0f4c5c', '#2a9d8f'],
    '#ffd166',
    'gift',
  ),
  'banner-home-app': banner('Download the App, Get ₱52', 'Play anywhere on Android and iOS', 'Download', ['#1d3557', '#457b9d'], '#f4a261', 'phone'),
  'banner-home-secure': banner(
    'Fast Deposits & Withdrawals',
    '128-bit encryption keeps every transfer safe',
    'Deposit now',
    ['#6142bf', '#b5179e'],
    '#80ffdb',
    'shield',
  ),
  // one banner per game and page group
  'banner-rng': banner('Slot Games', 'Hundreds of reels, new games every week', undefined, ['#7b2cbf', '#ff006e'], '#ffd166', 'stars'),
  'banner-rng-jackpot': banner('Progressive Jackpot', 'One spin could take it all', 'Spin now', ['#5a189a', '#f72585'], '#ffd60a', 'coins'),
  'banner-live': banner('Live Casino', 'Real dealers, real tables, day and night', undefined, ['#03071e', '#9d0208'], '#ffba08', 'chip'),
  'banner-fish': banner('Fishing Games', 'Aim, shoot and catch the big prize', undefined, ['#023e8a', '#00b4d8'], '#ffd166', 'fish'),
  'banner-pvp': banner('Card Games', 'Challenge players at every table', undefined, ['#14213d', '#2b9348'], '#fca311', 'cards'),
  'banner-sports': banner('Sports Betting', 'Football, basketball and more, live', undefined, ['#004b23', '#38b000'], '#ffd60a', 'ball'),
  'banner-esports': banner('Esports', 'Bet on the biggest tournaments', undefined, ['#240046', '#5a189a'], '#00f5d4', 'controller'),
  'banner-lottery': banner('Lottery', 'Draws every few minutes', undefined, ['#6a040f', '#e85d04'], '#ffd166', 'lotto'),
  'banner-cockfight': banner('Cockfight', 'Live derbies from the best arenas', undefined, ['#370617', '#d00000'], '#ffba08', 'rooster'),
  'banner-promotion': banner('Promotions', 'Bonuses, rebates and events for every player', undefined, ['#5f0f40', '#fb8b24'], '#ffd166', 'gift'),
  'banner-shop': banner('Points Mall', 'Turn your points into rewards', undefined, ['#0b525b', '#52b69a'], '#ffd166', 'stars'),
  'banner-help': banner('Help Centre', 'Answers to your questions, any time', undefined, ['#22223b', '#4a4e69'], '#9a8c98', 'question'),
  // dialogs
  'poster-register-ms': poster('Daftar Sekarang', 'Bonus pendaftaran ₱22,222', 'Daftar', ['#3a0ca3', '#f72585'], '#ffd166', 'gift'),
  'poster-register-en': poster('Sign Up Now', 'Registration bonus ₱22,222', 'Register', ['#3a0ca3', '#f72585'], '#ffd166', 'gift'),
  'poster-register-cn': poster('立即注册', '注册奖金 ₱22,222', '注册', ['#3a0ca3', '#f72585'], '#ffd166', 'gift'),
  'poster-login': poster('Welcome Back', 'Log in to continue playing', 'Log in', ['#14213d', '#6142bf'], '#ffd166', 'crown'),
  'poster-forget': poster('Reset Password', 'We will help you get back in', 'Reset', ['#1d3557', '#2a9d8f'], '#80ffdb', 'shield'),
  // promotions
  'promo-welcome-bonus': card('Welcome Bonus', 'Up to ₱22,222 on sign-up', ['#3a0ca3', '#7209b7'], '#ffd166', 'coins'),
  'promo-invite-friends': card('Invite Friends', '₱2,222 for each friend', ['#0f4c5c', '#2a9d8f'], '#ffd166', 'gift'),
  'promo-app-bonus': card('App Bonus', '₱52 when you install the app', ['#1d3557', '#457b9d'], '#f4a261', 'phone'),
  'promo-daily-reload': card('Daily Reload', '10% on your first deposit each day', ['#6a040f', '#e85d04'], '#ffd166', 'coins'),
  'promo-slots-rebate': card('Slots Rebate', '1.2% back on every spin', ['#7b2cbf', '#ff006e'], '#ffd166', 'stars'),
  'promo-live-cashback': card('Live Cashback', '5% weekly cashback', ['#03071e', '#9d0208'], '#ffba08', 'chip'),
  'promo-sports-parlay': card('Parlay Boost', 'Up to 50% more on parlays', ['#004b23', '#38b000'], '#ffd60a', 'ball'),
  'promo-vip-upgrade': card('VIP Upgrade', 'A bonus at every new rank', ['#1d1d2b', '#6142bf'], '#ffd166', 'crown'),
  'promo-fishing-tournament': card('Fishing Tournament', '₱100,000 prize pool', ['#023e8a', '#00b4d8'], '#ffd166', 'fish'),
  'promo-lottery-weekend': card('Lottery Weekend', 'Double points on draws', ['#5f0f40', '#fb8b24'], '#ffd166', 'lotto'),
  // footer
  'cert-mga': badge('MGA', 'Malta Gaming Authority', ['#1d3557', '#457b9d'], '#e63946', 'shield'),
  'cert-bvi': badge('BVI', 'Financial Services', ['#0b525b', '#168aad'], '#ffd166', 'shield'),
  'cert-pagcor': badge('PAGCOR', 'Philippines', ['#003566', '#001d3d'], '#ffc300', 'shield'),
  'cert-gli': badge('GLI', 'Certified RNG', ['#2b2d42', '#8d99ae'], '#80ffdb', 'stars'),
  'cert-itech': badge('iTech Labs', 'Tested & certified', ['#22223b', '#4a4e69'], '#80ffdb', 'stars'),
  'pay-gcash': badge('GCash', undefined, ['#0057e7', '#0096ff'], '#ffffff'),
  'pay-maya': badge('Maya', undefined, ['#00b074', '#0d7a4f'], '#ffffff'),
  'pay-bank': badge('Bank Transfer', undefined, ['#343a40', '#6c757d'], '#ffffff'),
  'pay-usdt': badge('USDT', 'TRC20', ['#26a17b', '#1a7a5c'], '#ffffff'),
  'pay-qrph': badge('QR Ph', undefined, ['#6142bf', '#3a0ca3'], '#ffffff'),
  'rg-21-plus': badge('21+', 'Adults only', ['#9d0208', '#d00000'], '#ffffff'),
  'rg-play-responsibly': badge('Play Responsibly', undefined, ['#2b9348', '#007f5f'], '#ffffff'),
  'rg-gambling-help': badge('Gambling Help', 'Support line', ['#023e8a', '#0077b6'], '#ffffff'),
  // game types (winners board)
  'game-rng': icon('Slots', ['#7b2cbf', '#ff006e'], '#ffd166', 'stars'),
  'game-live': icon('Live', ['#03071e', '#9d0208'], '#ffba08', 'chip'),
  'game-fish': icon('Fishing', ['#023e8a', '#00b4d8'], '#ffd166', 'fish'),
  'game-pvp': icon('Cards', ['#14213d', '#2b9348'], '#fca311', 'cards'),
  'game-sports': icon('Sports', ['#004b23', '#38b000'], '#ffd60a', 'ball'),
  'game-esports': icon('Esports', ['#240046', '#5a189a'], '#00f5d4', 'controller'),
  'game-lottery': icon('Lottery', ['#6a040f', '#e85d04'], '#ffd166', 'lotto'),
  'game-cockfight': icon('Cockfight', ['#370617', '#d00000'], '#ffba08', 'rooster'),
  // app download page
  'app-download': poster('Get the App', 'Android and iOS', 'Download', ['#1d3557', '#6142bf'], '#80ffdb', 'phone'),
};

VIP_RANK_NAMES.forEach((name, index) => {
  const [from, to, accent] = VIP_COLOURS[index];
  catalogue[`vip-${index + 1}`] = { kind: 'emblem', title: name, palette: [from, to], accent, motif: 'crown' };
});

export const ART_NAMES: readonly string[] = Object.keys(catalogue);

const drawn = new Map<string, string>();

/** The SVG of a catalogue picture, or null for an unknown name. Drawn once, then kept. */
export function artSvg(name: string): string | null {
  const spec = catalogue[name];
  if (!spec) return null;
  let svg = drawn.get(name);
  if (svg === undefined) {
    svg = renderArt(name, spec);
    drawn.set(name, svg);
  }
  return svg;
}
