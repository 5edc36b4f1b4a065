/**
 * Light (default) or dark theme (SPEC §2) at the edge: stored locally under `theme` and applied as
 * `<html data-theme>`. The stored theme is applied at boot, before the first render; after that
 * the header's switch runs the `theme` chart (machines/theme), provided here with the page and the
 * storage.
 */
import { themeMachine } from '../../machines/theme';
import type { Theme } from '../../machines/theme';

export type { Theme } from '../../machines/theme';

const THEME_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The theme on the page now (what `applyTheme` last set), light when none was applied. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export const providedThemeMachine = themeMachine.provide({
  actions: {
    applyTheme: (_, { theme }) => applyTheme(theme),
    storeTheme: (_, { theme }) => storeTheme(theme),
  },
});
