/**
 * Mutated registrations through the phone provider: the register call with the provider's ID token
 * forged, expired, issued for another number, already spent, issued by another merchant's project,
 * or left out on a merchant with the path on. The gateway must refuse each as listed.
 */
import type { MutationSpec } from './auth-path.types';
import { is } from './path-traits';

const registeredThroughProvider = (p: Parameters<MutationSpec['appliesTo']>[0]) => is(p, 'registered-phone-provider');

export const phoneMutations: readonly MutationSpec[] = [
  {
    id: 'phone-token-forged',
    title: "the provider's ID token re-signed with another key under the provider's key id (same claims)",
    rejectedWith: { status: 200, errorCode: 'phoneauth.token.invalid' },
    appliesTo: registeredThroughProvider,
  },
  {
    id: 'phone-token-expired',
    title: 'the ID token presented more than 5 minutes after the provider issued it (a fresh captcha and slider check)',
    rejectedWith: { status: 200, errorCode: 'phoneauth.token.expired' },
    appliesTo: registeredThroughProvider,
  },
  {
    id: 'phone-token-other-number',
    title: 'the ID token presented with another mobile number than the one it was issued for',
    rejectedWith: { status: 200, errorCode: 'phoneauth.token.phone' },
    appliesTo: registeredThroughProvider,
  },
  {
    id: 'phone-token-reused',
    title: 'a second registration (a fresh captcha and slider check) with the ID token the first one spent',
    rejectedWith: { status: 200, errorCode: 'phoneauth.token.used' },
    appliesTo: registeredThroughProvider,
  },
  {
    id: 'phone-token-other-audience',
    title: "an ID token for the same number issued by another merchant's provider project",
    rejectedWith: { status: 200, errorCode: 'phoneauth.token.invalid' },
    appliesTo: registeredThroughProvider,
  },
  {
    id: 'phone-register-without-token',
    title: "the register call without the ID token on the merchant with the path on, carrying the provider's code as an SMS code",
    rejectedWith: { status: 200, errorCode: 'sms.code.missing' },
    appliesTo: registeredThroughProvider,
  },
];
