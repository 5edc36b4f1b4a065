/** The feedback flow: the only module other code imports. */
export { feedbackMachine, validateFeedback } from './feedback.machine';
export { FEEDBACK_TEXT_MAX } from '../../rules/feedback';
export { selectFeedbackView } from './feedback.selectors';
export type { FeedbackSnapshot } from './feedback.selectors';
export type * from './feedback.types';
