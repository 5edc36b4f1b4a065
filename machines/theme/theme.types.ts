/** Light (default) or dark theme (SPEC §2): a preference of this browser, stored locally. */
export type Theme = 'light' | 'dark';

export interface ThemeInput {
  /** the theme on the page when the switch shows (applied at boot from what was stored) */
  theme: Theme;
}

export interface ThemeContext {
  shownAtStart: Theme;
}

export type ThemeEvent = { type: 'theme.toggle' };

export interface ThemeView {
  theme: Theme;
  /** the switch is pressed: the dark theme is on */
  dark: boolean;
}
