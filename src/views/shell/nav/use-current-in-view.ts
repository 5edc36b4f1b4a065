/**
 * Keeps the current page's item of a strip that scrolls sideways (the phone's navigation) in view:
 * on a game page deep in the strip, the visitor sees where they are without scrolling it. Runs when
 * the address or the items change; it only scrolls the strip, never the page.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function useCurrentItemInView<T extends HTMLElement>(currentSelector: string, itemsKey: string) {
  const strip = useRef<T>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address and the items are what move the current item
  useLayoutEffect(() => {
    const box = strip.current;
    const link = box?.querySelector<HTMLElement>(currentSelector);
    // the whole item: the link with its dropdown's toggle
    const current = link?.closest('li') ?? link;
    if (!box || !current) return;
    const outer = box.getBoundingClientRect();
    const inner = current.getBoundingClientRect();
    if (inner.left >= outer.left && inner.right <= outer.right) return;
    // centred in the strip where the strip allows it
    box.scrollLeft += inner.left - outer.left - (outer.width - inner.width) / 2;
  }, [pathname, itemsKey, currentSelector]);
  return strip;
}
