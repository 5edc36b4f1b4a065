/**
 * The number an SMS code goes to (SPEC §5), checked the same way wherever a form asks for a code
 * (the login's SMS tab, forgot password by phone): the number and its dialing code required, in
 * the gateway's formats, so a number the gateway would refuse is caught before a send.
 */

import { isDialingCodeValid, isMobileFormatValid } from '../../rules/phone';

export { isDialingCodeValid, isMobileFormatValid };

export type PhoneTargetField = 'mobileNum' | 'countryDialingCode';

export type PhoneTargetErrors = Partial<Record<PhoneTargetField, 'required' | 'format'>>;

/** What an SMS code needs: the number and its dialing code (checked before every send). */
export function validatePhoneTarget(values: Record<PhoneTargetField, string>): PhoneTargetErrors {
  const errors: PhoneTargetErrors = {};
  if (values.mobileNum.trim() === '') errors.mobileNum = 'required';
  else if (!isMobileFormatValid(values.mobileNum)) errors.mobileNum = 'format';
  if (values.countryDialingCode.trim() === '') errors.countryDialingCode = 'required';
  else if (!isDialingCodeValid(values.countryDialingCode)) errors.countryDialingCode = 'format';
  return errors;
}

/** The number as the gateway takes it: trimmed, the dialing code without '+'. */
export function phoneTargetOf(values: Record<PhoneTargetField, string>): Record<PhoneTargetField, string> {
  return { mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode.trim().replace(/^\+/, '') };
}
