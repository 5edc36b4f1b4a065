/** View model of the language picker. */
import type { SnapshotFrom } from 'xstate';
import type { languagePickerMachine } from './language-picker.machine';
import type { LanguagePickerView } from './language-picker.types';

export type LanguagePickerSnapshot = SnapshotFrom<typeof languagePickerMachine>;

export function selectLanguagePickerView(snapshot: LanguagePickerSnapshot): LanguagePickerView {
  const { offered, current, pending, highlighted, errorCode } = snapshot.context;
  const menuOpen = snapshot.matches({ menu: 'open' });
  const other = offered.find((code) => code !== current);
  return {
    current,
    offered,
    menuOpen,
    highlightedIndex: menuOpen ? highlighted : -1,
    switching: snapshot.hasTag('busy'),
    pendingCode: pending,
    canChoose: other !== undefined && snapshot.can({ type: 'language.choose', code: other }) && !snapshot.hasTag('busy'),
    errorCode,
  };
}
