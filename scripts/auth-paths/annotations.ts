/**
 * Which gateway call each invoked actor of an auth chart makes, and which server check enforces it;
 * for server-side charts, which call produces each event. Keyed `<machine id>.<invoke src>` and
 * `<machine id>.<event type>`. tests/tooling/auth-paths-annotations.test.ts fails when an invoke or
 * a server-chart event has no entry here, so a new chart cannot reach the report unexplained.
 * Child charts (login, registration, the slider check, ...) need no entry: their own calls have one.
 */
import type { CallAnnotation } from './annotation.types';
import { loginCallAnnotations } from './login-annotations';
import { forgotPasswordCallAnnotations } from './forgot-password-annotations';
import { signupCallAnnotations } from './signup-annotations';
import { socialCallAnnotations } from './social-annotations';

export type { CallAnnotation, EventAnnotation } from './annotation.types';
export { serverEventAnnotations } from './server-annotations';

export const invokeAnnotations: Record<string, CallAnnotation> = {
  ...loginCallAnnotations,
  ...signupCallAnnotations,
  ...forgotPasswordCallAnnotations,
  ...socialCallAnnotations,
};

/** The route a call takes for the input it was made with. */
export function routeOf(annotation: CallAnnotation, input: unknown): string | null {
  return annotation.callOf ? annotation.callOf(input) : annotation.call;
}
