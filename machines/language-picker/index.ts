/** The language picker flow: the only module other code imports. */
export { languagePickerMachine } from './language-picker.machine';
export { selectLanguagePickerView } from './language-picker.selectors';
export type { LanguagePickerSnapshot } from './language-picker.selectors';
export { initialLanguage } from './language-picker.rules';
export type * from './language-picker.types';
export { languagePickerImplementations } from './language-picker.calls';
export type { FollowMemberToken, LanguagePickerCalls } from './language-picker.calls';
