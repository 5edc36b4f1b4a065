/**
 * Whether an element is on screen (or within `rootMargin` of it), followed as the page scrolls; always
 * true where the browser has no IntersectionObserver. The footer loads its vendor carousel near the
 * viewport, and the carousel moves only while it is on screen.
 */
import { useCallback, useRef, useState } from 'react';

export function useOnScreen(rootMargin?: string): { ref: (node: HTMLElement | null) => void; visible: boolean } {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)), { rootMargin });
      observer.current.observe(node);
    },
    [rootMargin],
  );
  return { ref, visible };
}
