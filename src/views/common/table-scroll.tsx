/**
 * The box every table of figures sits in (data-table.css): the table fits it on a desktop, scrolls
 * sideways inside it where it cannot, with its first column kept in view, and becomes cards on a
 * phone when marked `data-table--cards`. The box takes the keyboard's focus, so a table that scrolls
 * can be scrolled without a pointer (axe: scrollable-region-focusable), and is named by `label`.
 */
import type { ReactNode } from 'react';
import './data-table.css';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must take focus to scroll by keyboard (axe: scrollable-region-focusable)
    <div className="data-table__scroll" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
