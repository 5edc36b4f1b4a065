/**
 * The HTML of a demo game page (`/demo-games/play/<engine>`): one document per engine with inline
 * styles and one inline script, both carrying the response's CSP nonce, and no external asset. The
 * page knows nothing of the member until its script trades the launch ticket for a play session.
 */
import type { CatalogueLanguage } from '../games/game-types';
import { pageNonceSource } from '../http/security-headers';
import type { DemoEngine } from './demo-engines';
import { GAME_PAGE_SCRIPT } from './game-page.script';
import { pageTexts } from './game-page.texts';
import type { PageTexts } from './game-page.texts';
import { LOTTERY_MAX_PICKS, LOTTERY_PAYTABLE, LOTTERY_POOL } from './lottery.engine';
import { SLOT_PAYTABLE, SLOT_SYMBOLS } from './slot.engine';

/**
 * The headers of a game page (`pageNonce(reply, GAME_PAGE_HEADERS)`): only its own nonce runs or
 * styles, only the gateway is reached, only the site frames it, and no address leaves it as a referrer.
 */
export const GAME_PAGE_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: [pageNonceSource],
      styleSrc: [pageNonceSource],
      connectSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' as const },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SLOT_GLYPHS: Record<(typeof SLOT_SYMBOLS)[number], string> = { cherry: 'C', lemon: 'L', bell: 'B', seven: '7' };

/** The demo game pages' shared look; the draw-lottery page (draw-page.ts) adds its own rules. */
export const STYLE = `
  :root { color-scheme: light dark; --accent: #6142bf; --win: #1b7f3b; --error: #b3261e; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; background: #17132b; color: #f4f3fa; min-height: 100vh; }
  header { display: flex; align-items: center; gap: 12px; padding: 10px 16px; background: #231d40; flex-wrap: wrap; }
  header h1 { font-size: 18px; margin: 0; flex: 1; }
  .pill { background: #322a5c; border-radius: 999px; padding: 4px 12px; font-weight: 600; }
  button, select { font: inherit; border-radius: 8px; border: 0; padding: 8px 16px; cursor: pointer; }
  button { background: var(--accent); color: #fff; font-weight: 600; }
  button:disabled { opacity: .45; cursor: not-allowed; }
  select { background: #f4f3fa; color: #17132b; }
  main { max-width: 720px; margin: 0 auto; padding: 16px; display: flex; flex-direction: column; gap: 14px; align-items: center; }
  .controls { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; justify-content: center; }
  .status { min-height: 1.5em; text-align: center; font-weight: 600; }
  .status--win { color: #7be39b; }
  .status--error { color: #ff9a93; }
  .note { font-size: 13px; opacity: .8; text-align: center; margin: 0; }
  .reels { display: grid; grid-template-columns: repeat(3, 84px); gap: 8px; padding: 12px; background: #0e0b1c; border-radius: 14px; }
  .cell { height: 84px; border-radius: 10px; display: flex; align-items: center; justify-content: center; font-size: 40px; font-weight: 800; background: #f4f3fa; color: #17132b; }
  .cell--cherry { color: #c2185b; } .cell--lemon { color: #b38600; } .cell--bell { color: #1565c0; } .cell--seven { color: #d32f2f; }
  .table { display: flex; gap: 24px; }
  .card { width: 96px; height: 136px; border-radius: 10px; background: #fff; color: #17132b; display: flex; align-items: center; justify-content: center; font-size: 36px; font-weight: 800; }
  .card--red { color: #c62828; }
  .numbers { display: grid; grid-template-columns: repeat(5, 52px); gap: 8px; }
  .number { background: #322a5c; padding: 12px 0; }
  .number[aria-pressed="true"] { background: var(--accent); outline: 2px solid #fff; }
  .number--drawn { box-shadow: 0 0 0 3px #f2c14e; }
  ul.pays { margin: 0; padding-left: 18px; font-size: 14px; }
  [hidden] { display: none !important; }
`;

function slotBody(t: PageTexts): string {
  const pays = SLOT_SYMBOLS.map(
    (symbol) => `<li>${SLOT_GLYPHS[symbol]} ${SLOT_GLYPHS[symbol]} ${SLOT_GLYPHS[symbol]}: ×${SLOT_PAYTABLE[symbol]}</li>`,
  ).join('');
  return `<div class="reels" id="reels" data-testid="slot-reels" aria-live="polite"></div>
  <div class="controls"><label>${escapeHtml(t.stake)} <select id="stake" data-testid="stake"></select></label>
    <button type="button" id="spin" data-play data-testid="slot-spin">${escapeHtml(t.spin)}</button></div>
  <p class="note">${escapeHtml(t.lines)} ${escapeHtml(t.paytable)}</p><ul class="pays">${pays}</ul>`;
}

function cardsBody(t: PageTexts): string {
  return `<div class="table"><figure><figcaption>${escapeHtml(t.firstCard)}</figcaption><div class="card" id="first-card" data-testid="first-card">?</div></figure>
    <figure><figcaption>${escapeHtml(t.nextCard)}</figcaption><div class="card" id="next-card" data-testid="next-card">?</div></figure></div>
  <div class="controls"><label>${escapeHtml(t.stake)} <select id="stake" data-testid="stake"></select></label>
    <button type="button" id="deal" data-play data-testid="cards-deal">${escapeHtml(t.deal)}</button>
    <button type="button" id="higher" data-play data-off="true" data-testid="cards-higher">${escapeHtml(t.higher.replace('{m}', '-'))}</button>
    <button type="button" id="lower" data-play data-off="true" data-testid="cards-lower">${escapeHtml(t.lower.replace('{m}', '-'))}</button></div>
  <p class="note">${escapeHtml(t.callPrompt)}</p>`;
}

function lotteryBody(t: PageTexts): string {
  return `<p class="note">${escapeHtml(t.pickPrompt)}</p>
  <div class="numbers" id="numbers" data-testid="lottery-numbers"></div>
  <p class="note" id="pays"></p>
  <div class="controls"><label>${escapeHtml(t.stake)} <select id="stake" data-testid="stake"></select></label>
    <button type="button" id="buy" data-play data-off="true" data-testid="lottery-buy">${escapeHtml(t.buy)}</button></div>
  <p class="note" id="draw-id"></p><p class="note" id="drawn" data-testid="lottery-drawn"></p>`;
}

const BODIES: Record<DemoEngine, (t: PageTexts) => string> = { slot: slotBody, cards: cardsBody, lottery: lotteryBody };

export function gamePage(engine: DemoEngine, language: CatalogueLanguage, nonce: string): string {
  const t = pageTexts(language);
  // the script reads its settings as JSON; `<` is escaped so no text can close the script element
  const config = JSON.stringify({
    engine,
    texts: t,
    slot: { glyphs: SLOT_GLYPHS },
    lottery: { pool: LOTTERY_POOL, maxPicks: LOTTERY_MAX_PICKS, paytable: LOTTERY_PAYTABLE },
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language === 'CN' ? 'zh' : language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.loading)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body data-engine="${engine}">
<header><h1 id="game-name"></h1><span class="pill" id="free-play" hidden>${escapeHtml(t.freePlay)}</span>
  <span>${escapeHtml(t.balance)}: <span class="pill" id="balance" data-testid="game-balance">-</span></span>
  <button type="button" id="exit" data-testid="game-exit">${escapeHtml(t.exit)}</button></header>
<main>
  <p class="status" id="status" role="status" aria-live="polite" data-testid="game-status"></p>
  <section id="play" hidden>${BODIES[engine](t)}</section>
  <p class="note" id="rtp"></p>
</main>
<script type="application/json" id="game-config" nonce="${nonce}">${config}</script>
<script nonce="${nonce}">${GAME_PAGE_SCRIPT}</script>
</body></html>`;
}
