/**
 * Light / dark switch (SPEC §2: stored locally, light by default). A toggle button: pressed means
 * the dark theme is on. Its `theme` chart starts in the theme the page shows and applies and keeps
 * the other on a press.
 */
import { Trans } from '@lingui/react/macro';
import { selectThemeView } from '../../../../machines/theme';
import { useChartActor } from '../../../app/chart-actor';
import { currentTheme, providedThemeMachine } from '../../../app/theme';
import { shallowEqual, useSelector } from '../../../lib/use-selector';

export function ThemeSwitch() {
  const theme = useChartActor(providedThemeMachine, { input: { theme: currentTheme() } });
  const { dark } = useSelector(theme, selectThemeView, shallowEqual);
  return (
    <button
      type="button"
      className="topbar__icon-button"
      aria-pressed={dark}
      data-testid="theme-switch"
      onClick={() => theme.send({ type: 'theme.toggle' })}
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z"
          fill={dark ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className="visually-hidden">
        <Trans>Dark theme</Trans>
      </span>
    </button>
  );
}
