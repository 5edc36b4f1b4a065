/**
 * The one script of the draw-lottery betting page (runs with the page's CSP nonce). As on the
 * other demo game pages it takes the launch ticket out of the address fragment (and out of the
 * address bar and history at once), trades it for a play-session token kept only in memory, and
 * calls the gateway with that token in `X-Game-Session`: `/demo-games/api/draw/*` for the draw
 * state and bets, `/demo-games/api/exit` to leave. The countdown runs on the page's clock from
 * the last state; the state is read again every few seconds and whenever a countdown ends. Every
 * bet carries a fresh bet id; a bet whose answer is lost is sent once more with the same id. After
 * every balance change it tells the site (opener or parent, same origin only) with
 * `{ source: 'demo-games', type: 'balance.changed' }`; after the exit button, `game.exited`.
 */
import { PAGE_TOOLS_SCRIPT } from './page-tools.script';

export const DRAW_PAGE_SCRIPT = String.raw`
(function () {
  'use strict';
  var T = JSON.parse(document.getElementById('draw-config').textContent).texts;
  var REFRESH_MS = 5000;
  var token = null, session = null, state = null, stateAt = 0, busy = false, refreshing = false, picks = [];
  var $ = function (id) { return document.getElementById(id); };

${PAGE_TOOLS_SCRIPT}
  var call = callUrl;
  function failure(envelope) {
    var code = envelope && envelope.errorCode;
    if (code === 'bet.balance.insufficient') return T.insufficient;
    if (code === 'lottery.numero.locked') return T.locked;
    if (code === 'bet.picks.invalid') return T.badPick;
    if (code === 'game.session.ended') return T.ended;
    if (code === 'game.maintenance') return T.maintenance;
    return (envelope && envelope.message) || T.failed;
  }
  function two(n) { return (n < 10 ? '0' : '') + n; }
  function duration(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var days = Math.floor(s / 86400);
    var clock = two(Math.floor((s % 86400) / 3600)) + ':' + two(Math.floor((s % 3600) / 60)) + ':' + two(s % 60);
    return (days > 0 ? days + 'd ' : '') + clock;
  }

  // ---- bet kinds ----
  function kind() {
    var name = $('kind').value;
    return session.betKinds.filter(function (k) { return k.kind === name; })[0];
  }
  function kindLabel(name) { return T['kind_' + name] || name; }
  function showKind() {
    var k = kind();
    $('digits-field').hidden = k.pick.type !== 'digits';
    $('option-field').hidden = k.pick.type !== 'option';
    $('numbers-field').hidden = k.pick.type !== 'numbers';
    if (k.pick.type === 'digits') {
      $('digits').maxLength = k.pick.digits;
      $('digits').value = '';
      $('digits-hint').textContent = fill(T.digitsHint, { n: k.pick.digits });
    }
    if (k.pick.type === 'option') {
      $('option').textContent = '';
      k.pick.options.forEach(function (value) {
        var option = document.createElement('option');
        option.value = value;
        option.textContent = T[value.toLowerCase()] || value;
        $('option').appendChild(option);
      });
    }
    if (k.pick.type === 'numbers') $('pick-hint').textContent = fill(T.pickHint, { max: k.pick.maxPicks });
    showPays();
  }
  function showPays() {
    var k = kind();
    if (k.paytable) {
      var table = k.paytable[String(picks.length)] || {};
      $('pays').textContent = Object.keys(table).map(function (hits) { return fill(T.paysPick, { count: hits, m: (table[hits] / 100).toFixed(2) }); }).join(' \u00b7 ');
    } else {
      $('pays').textContent = fill(k.kind === 'LO' ? T.paysPerMatch : T.pays, { m: (k.multiplier / 100).toFixed(2) });
    }
  }
  function chosenPicks() {
    var k = kind();
    if (k.pick.type === 'digits') {
      var value = $('digits').value.trim();
      return new RegExp('^\\d{' + k.pick.digits + '}$').test(value) ? [value] : null;
    }
    if (k.pick.type === 'option') return [$('option').value];
    return picks.length > 0 ? picks.map(String) : null;
  }
  function buildForm() {
    session.betKinds.forEach(function (k) {
      var option = document.createElement('option');
      option.value = k.kind;
      option.textContent = kindLabel(k.kind);
      $('kind').appendChild(option);
    });
    var numbers = session.betKinds.filter(function (k) { return k.pick.type === 'numbers'; })[0];
    if (numbers) {
      for (var n = 1; n <= numbers.pick.pool; n++) {
        (function (number) {
          var button = document.createElement('button');
          button.type = 'button';
          button.className = 'number';
          button.textContent = String(number);
          button.setAttribute('aria-pressed', 'false');
          button.addEventListener('click', function () {
            var at = picks.indexOf(number);
            if (at >= 0) picks.splice(at, 1);
            else if (picks.length < numbers.pick.maxPicks) picks.push(number);
            button.setAttribute('aria-pressed', String(picks.indexOf(number) >= 0));
            showPays();
          });
          $('numbers').appendChild(button);
        })(n);
      }
    }
    var minimum = session.minBet;
    [100, 200, 500, 1000, 2000, 5000].concat([minimum]).filter(function (v, i, all) { return v >= minimum && all.indexOf(v) === i; })
      .sort(function (a, b) { return a - b; })
      .forEach(function (value, index) {
        var option = document.createElement('option');
        option.value = String(value);
        option.textContent = money(value);
        if (index === 0) option.selected = true;
        $('stake').appendChild(option);
      });
    $('kind').addEventListener('change', showKind);
    $('bet-form').addEventListener('submit', function (event) { event.preventDefault(); placeBet(); });
    showKind();
  }

  // ---- the draw ----
  function renderResult() {
    var result = state.result;
    var box = $('result');
    box.textContent = '';
    if (!result) {
      $('result-title').textContent = state.previous && !state.previous.opened ? fill(T.waitingResult, { numero: state.previous.numero }) : T.noResult;
      return;
    }
    $('result-title').textContent = fill(T.lastResult, { numero: result.numero });
    if (result.tiers.length > 1) {
      var table = document.createElement('table');
      table.className = 'tiers';
      result.tiers.forEach(function (group) {
        var row = table.insertRow();
        var head = document.createElement('th');
        head.textContent = T.tiers[group.tier] || String(group.tier);
        row.appendChild(head);
        row.insertCell().textContent = group.numbers.join(' \u00b7 ');
      });
      box.appendChild(table);
    } else {
      var balls = document.createElement('div');
      balls.className = 'balls';
      result.winningNumbers.forEach(function (number) {
        var ball = document.createElement('span');
        ball.className = 'ball';
        ball.textContent = number;
        balls.appendChild(ball);
      });
      box.appendChild(balls);
    }
  }
  function outcomeText(bet) {
    if (bet.status === 'won') return fill(T.won, { amount: money(bet.payout) });
    return T[bet.status] || bet.status;
  }
  function renderBets() {
    var body = $('bets');
    body.textContent = '';
    state.bets.forEach(function (bet) {
      var row = body.insertRow();
      row.className = 'bet--' + bet.status;
      row.setAttribute('data-status', bet.status);
      row.insertCell().textContent = bet.numero;
      row.insertCell().textContent = kindLabel(bet.kind) + ': ' + bet.picks.map(function (p) { return T[p.toLowerCase()] || p; }).join(' ');
      row.insertCell().textContent = money(bet.stake);
      row.insertCell().textContent = outcomeText(bet);
    });
    $('no-bets').hidden = state.bets.length > 0;
  }
  function tick() {
    if (!state) return;
    var elapsed = Date.now() - stateAt;
    var current = state.current;
    var remain = current.remainTime - elapsed;
    var lock = current.lockTime - elapsed;
    $('numero').textContent = fill(T.draw, { numero: current.numero });
    var closed = current.locked || lock <= 0;
    $('countdown').textContent = remain <= 0 ? T.drawing : fill(closed ? T.closed : T.closesIn, { time: duration(closed ? remain : lock) });
    $('countdown').className = 'countdown' + (closed ? ' countdown--locked' : '');
    $('place').setAttribute('data-off', String(closed));
    $('place').disabled = busy || closed;
    if (remain <= 0) refresh();
  }
  function refresh() {
    if (refreshing || !token) return;
    refreshing = true;
    call('/demo-games/api/draw/state').then(function (envelope) {
      refreshing = false;
      if (!envelope.success) { if (envelope.errorCode === 'game.session.ended') status(T.ended, 'error'); return; }
      state = envelope.value;
      stateAt = Date.now();
      showBalance(state.balance);
      renderResult();
      renderBets();
      tick();
    }, function () { refreshing = false; });
  }

  function placeBet() {
    if (busy || !state) return;
    var chosen = chosenPicks();
    if (!chosen) { status(T.badPick, 'error'); return; }
    busy = true;
    $('place').disabled = true;
    status(T.busy);
    var body = { betId: newBetId(), numero: state.current.numero, kind: kind().kind, picks: chosen, stake: Number($('stake').value) };
    var send = function () { return call('/demo-games/api/draw/bet', body); };
    send().catch(send).then(function (envelope) {
      busy = false;
      if (!envelope.success) {
        status(failure(envelope), 'error');
        if (envelope.value && typeof envelope.value.balance === 'number') showBalance(envelope.value.balance);
      } else {
        showBalance(envelope.value.balance);
        tellSite('balance.changed');
        status(fill(T.placed, { numero: envelope.value.numero }), 'win');
      }
      refresh();
    }, function () { busy = false; status(T.failed, 'error'); tick(); });
  }

  openSession('/demo-games/api/draw/session', function () {
    $('remark').textContent = session.remark;
    buildForm();
    $('play').hidden = false;
    status('');
    refresh();
    setInterval(tick, 1000);
    setInterval(refresh, REFRESH_MS);
  });
})();
`;
