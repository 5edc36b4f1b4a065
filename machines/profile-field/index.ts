/** The profile-field flow of the security centre: the only module other code imports. */
export { profileFieldMachine } from './profile-field.machine';
export { provideProfileField } from './profile-field.calls';
export type { ProfileFieldCalls } from './profile-field.calls';
export {
  ageOn,
  MINIMUM_AGE_YEARS,
  NICKNAME_LIMITS,
  PERSON_NAME_LIMITS,
  personNameError,
  plainText,
  profileFieldError,
  refusedFieldError,
  valueToSend,
} from './profile-field.rules';
export { selectProfileFieldView } from './profile-field.selectors';
export type { ProfileFieldSnapshot } from './profile-field.selectors';
export { SET_ONCE_FIELDS } from './profile-field.types';
export type * from './profile-field.types';
