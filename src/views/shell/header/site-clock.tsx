/**
 * The top bar's clock. Deliberately not a live region: a screen reader would otherwise announce
 * it every second. The `<time dateTime>` gives the machine-readable local time.
 */
import type { SiteClockView } from '../../../../machines/site-clock';

export function SiteClock({ view }: { view: SiteClockView }) {
  if (!view.text || !view.dateTime) return <span className="topbar__clock" />;
  return (
    <time className="topbar__clock" dateTime={view.dateTime} data-testid="site-clock" data-ticking={view.ticking}>
      {view.text}
    </time>
  );
}
