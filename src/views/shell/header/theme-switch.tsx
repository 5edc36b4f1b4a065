/**
 * Light / dark switch (SPEC §2: stored locally, light by default). A toggle button: pressed means
 * the dark theme is on. The theme is a preference of this browser kept by src/app/theme.ts.
 */
import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { changeTheme, currentTheme, subscribeTheme } from '../../../app/theme';

const lightOnServer = () => 'light' as const;

export function ThemeSwitch() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, lightOnServer);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="topbar__icon-button"
      aria-pressed={dark}
      data-testid="theme-switch"
      onClick={() => changeTheme(dark ? 'light' : 'dark')}
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
