/**
 * Light (default) or dark theme (SPEC §2), stored locally under `theme` and applied as
 * `<html data-theme>`. The header's theme switch reads the current theme through `subscribeTheme`
 * and `currentTheme` (a preference of this browser, not flow state).
 */
export type Theme = 'light' | 'dark';

const THEME_KEY = 'theme';
const listeners = new Set<() => void>();

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
  for (const listener of listeners) listener();
}

export function changeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  applyTheme(theme);
}

/** Calls `listener` after every theme change; returns the unsubscribe. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
