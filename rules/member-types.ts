/**
 * The gateway's member types (SPEC §4) and what each may do: agents (1, 2, 41, 42) have the agent
 * centre, a trial account (4) plays for free and is refused every real-account action (a favourite,
 * the security centre, money), and 0 is a player.
 */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** A free-play account: blocked from real-account actions. */
export const TRIAL_TYPE = 4;
export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;

/** The role a member type gives on the site. */
export type MemberRole = 'member' | 'agent' | 'trial';

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);

/** A registered account, the only kind that may hold money or a profile. */
export const isRealAccount = (type: number): boolean => type !== TRIAL_TYPE;

export function roleOf(type: number): MemberRole {
  if (isAgentType(type)) return 'agent';
  if (type === TRIAL_TYPE) return 'trial';
  return 'member';
}
