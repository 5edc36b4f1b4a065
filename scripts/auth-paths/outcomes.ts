/**
 * The outcomes the report lists paths to, in order of precedence (a step ends in the first outcome
 * it reaches): client outcomes of the composition first, then those of the server-side charts.
 */
import type { OutcomeSpec } from './auth-path.types';
import { clientOutcomes } from './client-outcomes';
import { serverOutcomes } from './server-outcomes';

export { errorCodeOf, lockCountOf } from './outcome-probes';

export const outcomes: readonly OutcomeSpec[] = [...clientOutcomes, ...serverOutcomes];
