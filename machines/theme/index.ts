/** The theme flow: the only module other code imports. */
export { themeMachine } from './theme.machine';
export { selectThemeView } from './theme.selectors';
export type { ThemeSnapshot } from './theme.selectors';
export type * from './theme.types';
