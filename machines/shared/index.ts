export { notProvidedAction, notProvidedActor } from './not-provided';
export { doneOutput, errorCodeOf, errorOf } from './events';
