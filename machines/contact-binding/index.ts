/** The contact-binding flow of the security centre (mobile number and e-mail address): the only module other code imports. */
export { contactBindingMachine } from './contact-binding.machine';
export { provideContactBinding } from './contact-binding.calls';
export type { ContactBindingCalls } from './contact-binding.calls';
export {
  codeField,
  EMAIL_FORMAT,
  refusedFields,
  saveRequest,
  typedDigits,
  validateContactStep,
  validateContactTarget,
} from './contact-binding.rules';
export { selectContactBindingCountdownRef, selectContactBindingView } from './contact-binding.selectors';
export type { ContactBindingSnapshot } from './contact-binding.selectors';
export type * from './contact-binding.types';
