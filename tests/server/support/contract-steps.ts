/**
 * Steps the settlement tests share: an upline's offer accepted by its downline at a chosen moment
 * (through the contract service, so the event log holds both), and the team under an agent as the
 * oracles compute it from the generated tree, independently of the gateway's recursive query.
 */
import { expect } from 'vitest';
import type { ContractTerms } from '../../../machines/agent-contract/index';
import { answerContract, offerContract } from '../../../server/contracts/contract.service';
import type { Db } from '../../../server/db/db.types';
import type { TeamMember } from './team-history';

/** Offered a minute before `at` and accepted at `at`; the contract's id. */
export async function acceptedContract(
  db: Db,
  input: { merchantId: number; upline: TeamMember; downline: TeamMember; product: string; terms: ContractTerms; at: number },
): Promise<number> {
  const offered = await offerContract(db, {
    merchantId: input.merchantId,
    uplineId: input.upline.id,
    downlineId: input.downline.id,
    product: input.product,
    terms: input.terms,
    now: new Date(input.at - 60_000),
  });
  expect(offered.kind, JSON.stringify(offered)).toBe('ok');
  const id = offered.kind === 'ok' ? offered.contract.id : 0;
  const accepted = await answerContract(db, {
    merchantId: input.merchantId,
    memberId: input.downline.id,
    contractId: id,
    answer: 'accept',
    confirmRelease: false,
    now: new Date(input.at),
  });
  expect(accepted.kind, JSON.stringify(accepted)).toBe('ok');
  return id;
}

/** A function giving the agent and every member under it, at any depth, from the generated tree. */
export function teamsOf(members: TeamMember[]): (agentId: number) => Set<number> {
  const under = new Map<number, number[]>();
  for (const member of members) if (member.uplineId !== null) under.set(member.uplineId, [...(under.get(member.uplineId) ?? []), member.id]);
  return (agentId) => {
    const team = new Set([agentId]);
    for (const id of team) for (const child of under.get(id) ?? []) team.add(child);
    return team;
  };
}
