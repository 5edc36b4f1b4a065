/**
 * A game's icon. SPEC §8: an icon that does not load is replaced by the default icon, once: if the
 * default fails too, the broken image stays (no loop of error events).
 */
import type { SyntheticEvent } from 'react';

export function fallBackOnce(event: SyntheticEvent<HTMLImageElement>, fallback: string): void {
  const image = event.currentTarget;
  if (image.dataset.fallback === 'true') return;
  image.dataset.fallback = 'true';
  image.src = fallback;
}

export function GameIcon({ src, fallback, className }: { src: string; fallback: string; className?: string }) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      onError={(event) => fallBackOnce(event, fallback)}
    />
  );
}
