/**
 * The one script of the demo game pages (runs with the page's CSP nonce; no other script, no
 * external asset). It takes the launch ticket out of the address fragment (and out of the address
 * bar and history at once), trades it for a play-session token kept only in memory, and calls the
 * `/demo-games/api/*` endpoints with that token in the `X-Game-Session` header. Every bet carries a
 * fresh bet id; a bet whose answer is lost is sent once more with the same id (the gateway plays it
 * once). After every balance change it tells the site (its opener or parent, same origin only) with
 * `{ source: 'demo-games', type: 'balance.changed' }`; after the exit button, `game.exited`.
 */
import { PAGE_TOOLS_SCRIPT } from './page-tools.script';

export const GAME_PAGE_SCRIPT = String.raw`
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('game-config').textContent);
  var T = config.texts;
  var token = null;
  var session = null;
  var busy = false;
  var $ = function (id) { return document.getElementById(id); };

${PAGE_TOOLS_SCRIPT}
  function call(path, body) {
    return callUrl('/demo-games/api/' + path, body);
  }
  /** a bet, sent once more with the same bet id when its answer is lost */
  function bet(path, body) {
    return call(path, body).catch(function () { return call(path, body); });
  }
  function failure(envelope) {
    var code = envelope && envelope.errorCode;
    if (code === 'bet.balance.insufficient') return T.insufficient;
    if (code === 'game.session.ended') return T.ended;
    if (code === 'game.maintenance') return T.maintenance;
    return (envelope && envelope.message) || T.failed;
  }
  function setBusy(on) {
    busy = on;
    Array.prototype.forEach.call(document.querySelectorAll('[data-play]'), function (button) { button.disabled = on || button.getAttribute('data-off') === 'true'; });
  }
  function stakeOptions() {
    var select = $('stake');
    var minimum = config.engine === 'slot' ? session.minBet * 5 : session.minBet;
    [100, 200, 500, 1000, 2000, 5000].concat([minimum]).filter(function (v, i, all) { return v >= minimum && all.indexOf(v) === i; })
      .sort(function (a, b) { return a - b; })
      .forEach(function (value, index) {
        var option = document.createElement('option');
        option.value = String(value);
        option.textContent = money(value);
        if (index === 0) option.selected = true;
        select.appendChild(option);
      });
  }
  function stake() { return Number($('stake').value); }
  function settled(envelope) {
    setBusy(false);
    if (!envelope.success) {
      status(failure(envelope), 'error');
      if (envelope.value && typeof envelope.value.balance === 'number') showBalance(envelope.value.balance);
      return null;
    }
    var result = envelope.value;
    showBalance(result.balance);
    tellSite('balance.changed');
    return result;
  }
  function announce(result) {
    if (result.payout > 0) status(fill(T.win, { amount: money(result.payout) }), 'win');
    else status(T.noWin);
  }

  // ---- slot ----
  function renderReels(window3) {
    var reels = $('reels');
    reels.textContent = '';
    window3.forEach(function (row) {
      row.forEach(function (symbol) {
        var cell = document.createElement('div');
        cell.className = 'cell cell--' + symbol;
        cell.textContent = config.slot.glyphs[symbol];
        cell.setAttribute('data-symbol', symbol);
        reels.appendChild(cell);
      });
    });
  }
  function startSlot() {
    renderReels([['seven', 'bell', 'lemon'], ['cherry', 'seven', 'bell'], ['lemon', 'cherry', 'seven']]);
    $('spin').addEventListener('click', function () {
      if (busy) return;
      setBusy(true);
      status(T.busy);
      bet('slot/spin', { betId: newBetId(), stake: stake() }).then(function (envelope) {
        var result = settled(envelope);
        if (!result) return;
        renderReels(result.outcome.window);
        announce(result);
      }, function () { setBusy(false); status(T.failed, 'error'); });
    });
  }

  // ---- cards ----
  var RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };
  function cardText(card) { return card ? RANKS[card.rank] + SUITS[card.suit] : '?'; }
  function showCard(id, card) {
    var face = $(id);
    face.textContent = cardText(card);
    face.className = 'card' + (card && (card.suit === 'H' || card.suit === 'D') ? ' card--red' : '');
  }
  var round = null;
  function showRound(result) {
    round = result;
    var outcome = result.outcome;
    showCard('first-card', outcome.first);
    showCard('next-card', outcome.next || null);
    var open = result.status === 'open';
    ['higher', 'lower'].forEach(function (callName) {
      var button = $(callName);
      var multiplier = outcome[callName];
      button.setAttribute('data-off', String(!open || multiplier === null));
      button.disabled = busy || !open || multiplier === null;
      button.textContent = fill(T[callName], { m: multiplier === null ? '-' : (multiplier / 100).toFixed(2) });
    });
    $('deal').setAttribute('data-off', String(open));
    $('deal').disabled = busy || open;
    if (open) status(T.callPrompt);
  }
  function startCards() {
    if (session.openRound) showRound(session.openRound);
    $('deal').addEventListener('click', function () {
      if (busy) return;
      setBusy(true);
      status(T.busy);
      bet('cards/deal', { betId: newBetId(), stake: stake() }).then(function (envelope) {
        if (!envelope.success && envelope.errorCode === 'round.open' && envelope.value) { setBusy(false); showRound(envelope.value); return; }
        var result = settled(envelope);
        if (result) showRound(result);
      }, function () { setBusy(false); status(T.failed, 'error'); });
    });
    ['higher', 'lower'].forEach(function (callName) {
      $(callName).addEventListener('click', function () {
        if (busy || !round) return;
        setBusy(true);
        bet('cards/call', { roundId: round.roundId, call: callName }).then(function (envelope) {
          var result = settled(envelope);
          if (!result) return;
          showRound(result);
          announce(result);
        }, function () { setBusy(false); status(T.failed, 'error'); });
      });
    });
  }

  // ---- lottery ----
  var picks = [];
  function showPays() {
    var table = config.lottery.paytable[String(picks.length)] || {};
    $('pays').textContent = Object.keys(table).map(function (hits) { return fill(T.payFor, { count: hits, m: (table[hits] / 100).toFixed(2) }); }).join(' \u00b7 ');
    $('buy').setAttribute('data-off', String(picks.length === 0));
    $('buy').disabled = busy || picks.length === 0;
  }
  function startLottery() {
    var board = $('numbers');
    for (var n = 1; n <= config.lottery.pool; n++) {
      (function (number) {
        var button = document.createElement('button');
        button.type = 'button';
        button.className = 'number';
        button.textContent = String(number);
        button.setAttribute('aria-pressed', 'false');
        button.setAttribute('data-number', String(number));
        button.addEventListener('click', function () {
          var at = picks.indexOf(number);
          if (at >= 0) picks.splice(at, 1);
          else if (picks.length < config.lottery.maxPicks) picks.push(number);
          button.setAttribute('aria-pressed', String(picks.indexOf(number) >= 0));
          showPays();
        });
        board.appendChild(button);
      })(n);
    }
    showPays();
    $('buy').addEventListener('click', function () {
      if (busy || picks.length === 0) return;
      setBusy(true);
      status(T.busy);
      bet('lottery/ticket', { betId: newBetId(), stake: stake(), picks: picks.slice() }).then(function (envelope) {
        var result = settled(envelope);
        if (!result) return;
        $('drawn').textContent = T.drawn + ': ' + result.outcome.drawn.join(' ');
        $('draw-id').textContent = fill(T.draw, { id: result.roundId });
        Array.prototype.forEach.call(document.querySelectorAll('.number'), function (button) {
          var number = Number(button.getAttribute('data-number'));
          button.classList.toggle('number--drawn', result.outcome.drawn.indexOf(number) >= 0);
        });
        status((result.payout > 0 ? fill(T.win, { amount: money(result.payout) }) : T.noWin) + ' ' + fill(T.hits, { count: result.outcome.hits.length }), result.payout > 0 ? 'win' : '');
        showPays();
      }, function () { setBusy(false); status(T.failed, 'error'); });
    });
  }

  openSession('/demo-games/api/session', function () {
    stakeOptions();
    $('play').hidden = false;
    status('');
    if (config.engine === 'slot') startSlot();
    else if (config.engine === 'cards') startCards();
    else startLottery();
    setBusy(false);
  });
})();
`;
