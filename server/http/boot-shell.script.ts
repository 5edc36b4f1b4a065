/**
 * The stand-in's own script (server/http/boot-page.ts puts it right after `#root`, with the page's
 * CSP nonce; it runs before the app's module script). The app renders hidden under the stand-in
 * (`#root[data-booting]`, src/styles/boot-shell.css) and takes its place in one frame once it shows
 * real content where the stand-in shows the header and the banner: no stand-in box
 * (`[data-placeholder]`) left in the banner area or for the header's top bar (whose real height,
 * one to three rows on a phone, a stand-in cannot know), no account still loading for a stored
 * session (the app's loading screen, or the header's actions busy: the account area then adds a
 * row), or a screen without the shell
 * (maintenance, region closed). However the start
 * goes, the stand-in leaves after LONGEST_STAND_IN_MS. `<html data-stand-in>` then says which way
 * it left (`ready` or `waited`), for QA and the browser tests. Plain ES5 text, like the demo games'
 * page script: it ships as written.
 */

/** Past this the app shows whatever it has (a slow chunk shows its own loading state). */
export const LONGEST_STAND_IN_MS = 4_000;

export const BOOT_SHELL_SCRIPT = `
(function () {
  'use strict';
  var standIn = document.getElementById('boot-shell');
  var root = document.getElementById('root');
  if (!standIn || !root) return;
  var timer;
  function appIsReady() {
    // nothing yet, or the app's own loading screen (a stored session being restored)
    if (!root.firstElementChild || root.firstElementChild.getAttribute('aria-busy') === 'true') return false;
    var bannerArea = root.querySelector('.banner-area');
    if (!bannerArea) return !root.querySelector('.shell');
    // no header yet, or its session not known yet (a stored session's account still loading): the
    // account area would add a row to a phone's header
    var actions = root.querySelector('.header__actions');
    if (!actions || actions.getAttribute('aria-busy') === 'true') return false;
    return !bannerArea.querySelector('[data-placeholder]') && !root.querySelector('.topbar[data-placeholder]');
  }
  function retire(how) {
    observer.disconnect();
    clearTimeout(timer);
    // in the next frame, together: the stand-in goes and the app shows
    requestAnimationFrame(function () {
      standIn.remove();
      root.removeAttribute('data-booting');
      document.documentElement.setAttribute('data-stand-in', how);
    });
  }
  var observer = new MutationObserver(function () {
    if (appIsReady()) retire('ready');
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-placeholder', 'aria-busy'] });
  timer = setTimeout(function () { retire('waited'); }, ${LONGEST_STAND_IN_MS});
})();
`;
