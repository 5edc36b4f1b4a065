/**
 * The helpers both demo game page scripts share (game-page.script.ts, draw-page.script.ts), as
 * plain ES5 text put inside each script's own function. They use the enclosing script's `$`
 * (getElementById), `session` (for the currency symbol) and `token` (the play session).
 *   fill(text, values)      '{name}' placeholders
 *   money(minor)            minor units as the site shows amounts: 'P 1,234.50'
 *   status(text, kind)      the page's status line
 *   tellSite(type)          `{ source: 'demo-games', type }` to the opener or parent, same origin only
 *   showBalance(minor)      the balance and its `data-minor`
 *   newBetId()              a fresh id per bet (the gateway plays an id once)
 *   callUrl(url, body?)     GET (no body) or POST JSON with `X-Game-Session`; always resolves with an envelope
 *   exitGame()              the exit button: ends the play session, tells the site, leaves the page
 *   openSession(url, then)  takes the launch ticket out of the address (and the history) first, trades
 *                           it at `url` for the play session, shows name, RTP, free play and balance,
 *                           then `then()` builds the game
 * They also use the script's `T` (its texts: expired, loading, failed, rtp).
 */
export const PAGE_TOOLS_SCRIPT = String.raw`
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (_, key) { return values[key] === undefined ? '' : String(values[key]); });
  }
  // rules/amount.ts's format, in the page's own ES5: comma groups, two decimals, in every language
  var wholeUnits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  function money(minor) {
    var whole = wholeUnits.format(Math.floor(Math.abs(minor) / 100));
    var cents = String(Math.abs(minor) % 100);
    return (session ? session.currencySymbol + ' ' : '') + (minor < 0 ? '-' : '') + whole + '.' + (cents.length < 2 ? '0' + cents : cents);
  }
  function status(text, kind) {
    $('status').textContent = text;
    $('status').className = 'status' + (kind ? ' status--' + kind : '');
  }
  function tellSite(type) {
    [window.opener, window.parent].forEach(function (target) {
      if (!target || target === window) return;
      try { target.postMessage({ source: 'demo-games', type: type }, window.location.origin); } catch (e) { /* the site is gone */ }
    });
  }
  function showBalance(minor) {
    $('balance').textContent = money(minor);
    $('balance').setAttribute('data-minor', String(minor));
  }
  function newBetId() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }
  function callUrl(url, body) {
    return fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { 'x-game-session': token || '' } : { 'content-type': 'application/json', 'x-game-session': token || '' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store'
    }).then(function (response) {
      return response.json().then(function (envelope) { return envelope; }, function () { return { success: false, errorCode: 'system.error' }; });
    });
  }
  function exitGame() {
    var leave = function () {
      tellSite('balance.changed');
      tellSite('game.exited');
      if (window.opener && window.opener !== window) window.close();
      else if (window.parent === window && session) window.location.replace(session.backUrl);
    };
    if (!token) return leave();
    callUrl('/demo-games/api/exit', {}).then(leave, leave);
  }
  function openSession(sessionUrl, then) {
    var match = /(?:^#|&)ticket=([A-Za-z0-9_-]+)/.exec(window.location.hash);
    // the ticket leaves the address bar and the history before anything else happens
    if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search);
    $('exit').addEventListener('click', exitGame);
    if (!match) { status(T.expired, 'error'); return; }
    status(T.loading);
    fetch(sessionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: match[1] }),
      credentials: 'same-origin',
      cache: 'no-store'
    }).then(function (response) { return response.json(); }).then(function (envelope) {
      if (!envelope.success) { status(T.expired, 'error'); return; }
      token = envelope.value.token;
      session = envelope.value.session;
      $('game-name').textContent = session.gameName;
      document.title = session.gameName;
      $('rtp').textContent = fill(T.rtp, { rtp: session.rtp });
      if (session.accountType === 0) $('free-play').hidden = false;
      showBalance(session.balance);
      then();
    }, function () { status(T.failed, 'error'); });
  }
`;
