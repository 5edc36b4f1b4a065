/**
 * The page-scroll lock of open dialogs. Each dialog holds the lock under its own key, so nested
 * dialogs share it: the page scrolls again only when the last holder lets go, and letting go twice
 * (a dialog's chart exiting, then its view unmounting) releases once.
 */
const LOCKED_CLASS = 'scroll-locked';
const holders = new Set<object>();

function apply(): void {
  document.body.classList.toggle(LOCKED_CLASS, holders.size > 0);
}

export function lockScroll(holder: object): void {
  holders.add(holder);
  apply();
}

export function unlockScroll(holder: object): void {
  if (!holders.delete(holder)) return;
  apply();
}
