export { notProvidedAction, notProvidedActor } from './not-provided';
export { doneOutput, errorCodeOf, errorOf } from './events';
export { loadedCharts } from './lazy-chart';
export type { LoadedCharts } from './lazy-chart';
export { formFields, hasFieldErrors } from './form-fields';
export type { FieldChangeEvent, FieldValidator, FormContext } from './form-fields';
export { isDialingCodeValid, isMobileFormatValid, phoneTargetOf, validatePhoneTarget } from './phone-target';
export type { PhoneTargetErrors, PhoneTargetField } from './phone-target';
export { ACCOUNT_BALANCE_SYSTEM_ID, tellBalanceChanged } from './balance-change';
