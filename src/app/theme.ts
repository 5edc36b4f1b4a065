/** Light (default) or dark theme, stored under `theme` and applied as `<html data-theme>`. */
export type Theme = 'light' | 'dark';

export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function changeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem('theme', theme);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  applyTheme(theme);
}
