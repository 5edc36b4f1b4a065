/**
 * Whose rows a record lists: the signed-in member's own (the member centre), or several members'
 * at once (an agent's team, or one downline of it, in the agent centre). One query serves both:
 * the members go in as an array, and each member's rows are read from its own index.
 */
export type RecordOwners = { memberId: number } | { memberIds: readonly number[] };

export const ownerIds = (owners: RecordOwners): number[] => ('memberIds' in owners ? [...owners.memberIds] : [owners.memberId]);
