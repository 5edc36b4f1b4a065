/**
 * Theme chart: graph paths from a light and from a dark page, through toggles; on every step the
 * page shows the chart's theme and the stored choice is the last toggle's (nothing is stored
 * before the first toggle: the page's theme was already the stored one).
 */
import { describe, it } from 'vitest';
import { createActor } from 'xstate';
import { selectThemeView, themeMachine } from '../../machines/theme';
import type { Theme, ThemeInput, ThemeSnapshot } from '../../machines/theme';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

let shown: Theme = 'light';
let stored: Theme | null = null;

runPathSuite({
  machine: themeMachine.provide({
    actions: {
      applyTheme: (_, { theme }) => void (shown = theme),
      storeTheme: (_, { theme }) => void (stored = theme),
    },
  }),
  inputs: [{ theme: 'light' }, { theme: 'dark' }] satisfies ThemeInput[],
  assertStep: (raw, event) => {
    const s = raw as ThemeSnapshot;
    if (event.type === 'xstate.init') {
      shown = s.context.shownAtStart;
      stored = null;
    }
    const view = selectThemeView(s);
    expect(view.theme).toBe(shown);
    expect(view.dark).toBe(view.theme === 'dark');
    if (event.type === 'theme.toggle') expect(stored).toBe(view.theme);
  },
});

describe('theme behaviour', () => {
  it('starts in the theme the page shows, and each press applies and stores the other', () => {
    const applied: Theme[] = [];
    const storedThemes: Theme[] = [];
    const actor = createActor(
      themeMachine.provide({
        actions: { applyTheme: (_, { theme }) => void applied.push(theme), storeTheme: (_, { theme }) => void storedThemes.push(theme) },
      }),
      { input: { theme: 'dark' } },
    ).start();
    expect(selectThemeView(actor.getSnapshot())).toEqual({ theme: 'dark', dark: true });
    expect(applied).toEqual([]);
    actor.send({ type: 'theme.toggle' });
    actor.send({ type: 'theme.toggle' });
    expect(selectThemeView(actor.getSnapshot())).toEqual({ theme: 'dark', dark: true });
    expect(applied).toEqual(['light', 'dark']);
    expect(storedThemes).toEqual(['light', 'dark']);
  });
});
