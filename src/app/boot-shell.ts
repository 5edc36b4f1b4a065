/**
 * Retires the gateway's stand-in for the top of home (server/http/boot-page.ts). The app renders
 * hidden under it (`#root[data-booting]`, boot-shell.css) and takes its place in one frame once the
 * app shows real content where the stand-in shows the banner: no stand-in box
 * (`[data-placeholder]`) left in the banner area, or a screen without the shell (maintenance,
 * region closed). However the start goes, the stand-in leaves after `LONGEST_STAND_IN_MS`.
 * `<html data-stand-in>` says which way it left (`ready` or `waited`), for QA and the browser tests.
 */

/** Past this the app shows whatever it has (a slow chunk shows its own loading state). */
export const LONGEST_STAND_IN_MS = 4_000;

function appIsReady(root: HTMLElement): boolean {
  if (!root.firstElementChild) return false;
  const bannerArea = root.querySelector('.banner-area');
  if (!bannerArea) return !root.querySelector('.shell');
  return !bannerArea.querySelector('[data-placeholder]');
}

export function retireBootShellWhenReady(): void {
  const standIn = document.getElementById('boot-shell');
  const root = document.getElementById('root');
  if (!standIn || !root) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (appIsReady(root)) retire('ready');
  });
  function retire(how: 'ready' | 'waited') {
    observer.disconnect();
    clearTimeout(timer);
    // in the next frame, together: the stand-in goes and the app shows
    requestAnimationFrame(() => {
      standIn?.remove();
      root?.removeAttribute('data-booting');
      document.documentElement.dataset.standIn = how;
    });
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-placeholder'] });
  timer = setTimeout(() => retire('waited'), LONGEST_STAND_IN_MS);
}
