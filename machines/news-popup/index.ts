/** The news popup flow: the only module other code imports. */
export { newsPopupMachine } from './news-popup.machine';
export { selectNewsPopupView } from './news-popup.selectors';
export type { NewsPopupSnapshot } from './news-popup.selectors';
export type * from './news-popup.types';
export { tokenFingerprint } from './news-popup.rules';
export { provideNewsPopup } from './news-popup.calls';
export type { FollowSignedIn, NewsPopupCalls } from './news-popup.calls';
