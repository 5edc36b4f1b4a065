/** View model of the theme switch. */
import type { SnapshotFrom } from 'xstate';
import type { themeMachine } from './theme.machine';
import type { ThemeView } from './theme.types';

export type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

export function selectThemeView(snapshot: ThemeSnapshot): ThemeView {
  const dark = snapshot.matches('dark');
  return { theme: dark ? 'dark' : 'light', dark };
}
