/** Readers of an outcome probe shared by the client and server outcomes. */
import type { RegistrationContext } from '../../machines/registration';
import type { OutcomeProbe } from './auth-path.types';
import { registrationRefusal } from './signup-world';

type Chart = OutcomeProbe['charts'][string];

export const chart = (probe: OutcomeProbe, id: string): Chart | undefined => probe.charts[id];
export const inState = (probe: OutcomeProbe, id: string, value: unknown) => chart(probe, id)?.matches(value as never) === true;
export const errorCodeIn = (probe: OutcomeProbe, id: string) =>
  (chart(probe, id)?.context as { errorCode?: string | null } | undefined)?.errorCode ?? null;
export const answeredBy = (probe: OutcomeProbe, ...invokes: string[]) => invokes.includes(probe.step.answer?.invoke ?? '');
export const tookTransition = (probe: OutcomeProbe, keyStart: string) => probe.step.transitions.some((t) => t.key.startsWith(keyStart));

/** The code a refused registration shows, under a field or above the form. */
export function registrationRefusalIn(probe: OutcomeProbe): string | null {
  const context = chart(probe, 'registration')?.context as RegistrationContext | undefined;
  return context ? registrationRefusal(context) : null;
}

/** The error code shown by the deepest chart that carries one. */
export function errorCodeOf(probe: OutcomeProbe): string | null {
  const registration = registrationRefusalIn(probe);
  if (registration) return registration;
  for (const id of ['socialLogin', 'changePassword', 'forgotPassword', 'login', 'session', 'systemStatus']) {
    const code = errorCodeIn(probe, id);
    if (code) return code;
  }
  return null;
}

const escalation = (probe: OutcomeProbe) => chart(probe, 'loginEscalation')?.context as { lockCount: number; lockedUntil: string | null } | undefined;

export const lockCountOf = (probe: OutcomeProbe): number => escalation(probe)?.lockCount ?? 0;
