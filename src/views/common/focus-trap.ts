/** Keyboard focus kept inside a dialog (widget state, not flow state). */
import type { KeyboardEvent } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

/** Focus for a dialog that just opened: its `data-autofocus` element, else the first focusable, else itself. */
export function focusInitial(container: HTMLElement): void {
  if (container.contains(document.activeElement)) return;
  (container.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(container)[0] ?? container).focus();
}

/** Tab from the last focusable goes to the first, Shift+Tab from the first to the last. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const items = focusables(container);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
