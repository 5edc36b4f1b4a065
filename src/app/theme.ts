/**
 * Light (default) or dark theme (SPEC §2) at the edge: stored locally under `theme` and applied as
 * `<html data-theme>`. The stored theme is applied at boot, before the first render; after that
 * the header's switch runs the `theme` chart (machines/theme), provided here with the page and the
 * storage.
 */
import { themeMachine } from '../../machines/theme';
import type { Theme } from '../../machines/theme';
import { readStored, writeStored } from '../lib/storage';

export type { Theme } from '../../machines/theme';

const THEME_KEY = 'theme';

export function readStoredTheme(): Theme {
  return readStored('local', THEME_KEY) === 'dark' ? 'dark' : 'light';
}

/** The theme on the page now (what `applyTheme` last set), light when none was applied. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export const providedThemeMachine = themeMachine.provide({
  actions: {
    applyTheme: (_, { theme }) => applyTheme(theme),
    storeTheme: (_, { theme }) => writeStored('local', THEME_KEY, theme),
  },
});
