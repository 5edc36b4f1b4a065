/**
 * The HTML of the draw-lottery betting page (`/demo-games/play/draw-lottery`), the page a LOTT or
 * ELOTT game with a draw schedule launches (the site's /lottery page frames it). Like the other
 * demo game pages: one document with inline style and script carrying the response's CSP nonce,
 * no external asset, and nothing known of the member until the script trades the launch ticket
 * for a play session. It shows the game, the numero taking bets with its countdown and lock, the
 * last result, a bet form and the member's bets with their outcome.
 */
import type { CatalogueLanguage } from '../games/game-types';
import { DRAW_PAGE_SCRIPT } from './draw-page.script';
import { drawPageTexts } from './draw-page.texts';
import { STYLE } from './game-page';
import { pageTexts } from './game-page.texts';

export const DRAW_LOTTERY_PAGE_PATH = '/demo-games/play/draw-lottery';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const DRAW_STYLE = `
  main { max-width: 820px; align-items: stretch; }
  h2 { font-size: 15px; margin: 0 0 8px; }
  .panel { background: #231d40; border-radius: 12px; padding: 12px 14px; }
  .draw { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; }
  .countdown { font-variant-numeric: tabular-nums; font-weight: 700; }
  .countdown--locked { color: #ff9a93; }
  .tiers { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  .tiers th { text-align: left; font-weight: 600; opacity: .8; padding: 3px 8px 3px 0; white-space: nowrap; }
  .tiers td { padding: 3px 0; letter-spacing: .04em; }
  .tiers tr:first-child td { color: #f2c14e; font-weight: 800; font-size: 18px; }
  .balls { display: flex; gap: 6px; flex-wrap: wrap; }
  .ball { min-width: 34px; height: 34px; border-radius: 999px; background: #f2c14e; color: #17132b; font-weight: 800; display: inline-flex; align-items: center; justify-content: center; padding: 0 6px; }
  form { display: flex; flex-direction: column; gap: 10px; }
  label { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  input { font: inherit; border-radius: 8px; border: 0; padding: 8px 10px; width: 8em; letter-spacing: .1em; }
  .bets { width: 100%; border-collapse: collapse; font-size: 14px; }
  .bets th, .bets td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #322a5c; }
  .bet--won { color: #7be39b; } .bet--lost { opacity: .7; }
`;

export function drawLotteryPage(language: CatalogueLanguage, nonce: string): string {
  const common = pageTexts(language);
  const t = drawPageTexts(language);
  // the script reads its settings as JSON; `<` is escaped so no text can close the script element
  const config = JSON.stringify({ texts: { ...common, ...t } }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language === 'CN' ? 'zh' : language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(common.loading)}</title>
<style nonce="${nonce}">${STYLE}${DRAW_STYLE}</style></head>
<body data-engine="draw-lottery">
<header><h1 id="game-name"></h1><span class="pill" id="free-play" hidden>${escapeHtml(common.freePlay)}</span>
  <span>${escapeHtml(common.balance)}: <span class="pill" id="balance" data-testid="game-balance">-</span></span>
  <button type="button" id="exit" data-testid="game-exit">${escapeHtml(common.exit)}</button></header>
<main>
  <p class="status" id="status" role="status" aria-live="polite" data-testid="game-status"></p>
  <section id="play" hidden>
    <div class="panel draw">
      <span class="pill" id="numero" data-testid="draw-numero"></span>
      <span class="countdown" id="countdown" data-testid="draw-countdown" aria-live="off"></span>
      <span class="note" id="remark"></span>
    </div>
    <section class="panel" aria-labelledby="result-title"><h2 id="result-title"></h2><div id="result" data-testid="draw-result"></div></section>
    <form class="panel" id="bet-form" data-testid="bet-form" novalidate>
      <label>${escapeHtml(t.betKind)} <select id="kind" data-testid="bet-kind"></select></label>
      <label id="digits-field">${escapeHtml(t.number)} <input id="digits" inputmode="numeric" autocomplete="off" data-testid="bet-number"><span class="note" id="digits-hint"></span></label>
      <label id="option-field" hidden>${escapeHtml(t.option)} <select id="option" data-testid="bet-option"></select></label>
      <div id="numbers-field" hidden><p class="note" id="pick-hint"></p><div class="numbers" id="numbers" data-testid="keno-numbers"></div></div>
      <p class="note" id="pays"></p>
      <label>${escapeHtml(common.stake)} <select id="stake" data-testid="stake"></select></label>
      <div><button type="submit" id="place" data-play data-testid="bet-place">${escapeHtml(t.placeBet)}</button></div>
    </form>
    <section class="panel" aria-labelledby="bets-title"><h2 id="bets-title">${escapeHtml(t.myBets)}</h2>
      <table class="bets" data-testid="my-bets"><thead><tr><th>${escapeHtml(t.colDraw)}</th><th>${escapeHtml(t.colBet)}</th><th>${escapeHtml(t.colStake)}</th><th>${escapeHtml(t.colResult)}</th></tr></thead>
      <tbody id="bets"></tbody></table><p class="note" id="no-bets">${escapeHtml(t.noBets)}</p></section>
  </section>
  <p class="note" id="rtp"></p>
</main>
<script type="application/json" id="draw-config" nonce="${nonce}">${config}</script>
<script nonce="${nonce}">${DRAW_PAGE_SCRIPT}</script>
</body></html>`;
}
