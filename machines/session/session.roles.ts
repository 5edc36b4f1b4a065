/** Member types of the gateway and the role each gives on the site. */
import type { MemberRole } from './session.types';

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** A free-play account: blocked from real-account actions. */
export const TRIAL_TYPE = 4;

export function roleOf(type: number): MemberRole {
  if (AGENT_TYPES.includes(type)) return 'agent';
  if (type === TRIAL_TYPE) return 'trial';
  return 'member';
}
