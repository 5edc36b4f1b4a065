/** The feedback flow: the only module other code imports. */
export { feedbackMachine } from './feedback.machine';
export { provideFeedback } from './feedback.calls';
export type { FeedbackCalls } from './feedback.calls';
export { feedbackRequest, imagesOf, refusedFeedbackFields, validateFeedback } from './feedback.rules';
export { selectFeedbackImagesRef, selectFeedbackView } from './feedback.selectors';
export type { FeedbackSnapshot } from './feedback.selectors';
export type * from './feedback.types';
