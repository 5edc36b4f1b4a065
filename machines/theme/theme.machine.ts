/**
 * Theme (id `theme`): the header's light/dark switch. It starts in the theme the page shows; a
 * toggle applies the other theme to the page and stores the choice for the next visit (the edge
 * does both: `applyTheme`, `storeTheme`).
 */
import { setup } from 'xstate';
import { notProvidedAction } from '../shared';
import type { Theme, ThemeContext, ThemeEvent, ThemeInput } from './theme.types';

export const themeMachine = setup({
  types: {
    input: {} as ThemeInput,
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
  },
  actions: {
    /** the page shows `theme` (`<html data-theme>`) */
    applyTheme: notProvidedAction<{ theme: Theme }>('applyTheme'),
    /** the browser keeps `theme` for the next visit */
    storeTheme: notProvidedAction<{ theme: Theme }>('storeTheme'),
  },
  guards: {
    startsDark: ({ context }) => context.shownAtStart === 'dark',
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ shownAtStart: input.theme }),
  initial: 'starting',
  states: {
    starting: {
      description: 'The theme the page shows already (applied at boot from what was stored).',
      always: [{ guard: 'startsDark', target: 'dark' }, { target: 'light' }],
    },
    light: {
      on: {
        'theme.toggle': {
          target: 'dark',
          actions: [
            { type: 'applyTheme', params: { theme: 'dark' } },
            { type: 'storeTheme', params: { theme: 'dark' } },
          ],
        },
      },
    },
    dark: {
      on: {
        'theme.toggle': {
          target: 'light',
          actions: [
            { type: 'applyTheme', params: { theme: 'light' } },
            { type: 'storeTheme', params: { theme: 'light' } },
          ],
        },
      },
    },
  },
});
