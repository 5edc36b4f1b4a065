/**
 * Agent contracts (issue 14, research §5): an upline's dividend or salary terms for a direct
 * downline agent, one chart per contract (machines/agent-contract) whose snapshot lives in
 * agent_contracts and moves one event at a time with the row held FOR UPDATE, so of an accept and a
 * reject sent together exactly one is applied. Every applied event is logged (agent_contract_events).
 *
 * The rules enforced here, inside the transaction that applies the event:
 * - only an agent offers, only to an agent directly under it (members.upline_id);
 * - an offer gives at most what the upline has itself: its own contract of the same kind and
 *   product (held FOR SHARE while the offer is written), or for a top agent the merchant's ceiling;
 * - a dividend offered by an agent under a dividend contract runs on that contract's period, so the
 *   settlement splits each period down the tree;
 * - one live contract per downline, kind and product (a unique index: two offers at once, one wins);
 *   a new offer to a downline already in force is a change of its terms;
 * - a downline that accepts less than it gives its own downlines releases them, and only once it
 *   has said yes to that (`confirmRelease`): the platform's "downline with a higher rate" warning.
 *
 * Lock order, top of the tree first: a contract's row before its downline's contracts' rows.
 */
import { evaluateContract, IN_FORCE_STATES, LIVE_STATES, startContract } from '../../machines/agent-contract/index';
import type {
  AgentContractEvent,
  AgentContractSnapshotJson,
  ContractKind,
  ContractState,
  ContractTerms,
  Party,
} from '../../machines/agent-contract/index';
import { isAgentType } from '../../rules/member-types';
import type { Db, Queryable } from '../db/db.types';
import { exceeds, merchantCeiling, reachOf } from './contract-terms';
import type { Reach } from './contract-terms';

export interface Contract {
  id: number;
  merchantId: number;
  uplineId: number;
  downlineId: number;
  kind: ContractKind;
  product: string;
  state: ContractState;
  snapshot: AgentContractSnapshotJson;
  createdAt: Date;
  updatedAt: Date;
  endedAt: Date | null;
}

interface Row {
  id: number;
  merchant_id: number;
  upline_id: number;
  downline_id: number;
  kind: ContractKind;
  product: string;
  state: ContractState;
  snapshot: AgentContractSnapshotJson;
  created_at: Date;
  updated_at: Date;
  ended_at: Date | null;
}

export const contractOf = (row: Row): Contract => ({
  id: row.id,
  merchantId: row.merchant_id,
  uplineId: row.upline_id,
  downlineId: row.downline_id,
  kind: row.kind,
  product: row.product,
  state: row.state,
  snapshot: row.snapshot,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  endedAt: row.ended_at,
});

/** Why a contract call changed nothing; each is a code of the envelope (contract.routes.ts). */
export type ContractRefusal =
  | 'contract.notAgent'
  | 'contract.notDirectDownline'
  | 'contract.downlineNotAgent'
  | 'contract.noOwnContract'
  | 'contract.aboveOwnRate'
  | 'contract.periodMismatch'
  | 'contract.pending'
  | 'contract.notFound'
  | 'contract.notAllowed'
  | 'contract.downlineHigherRate';

export type ContractOutcome = { kind: 'ok'; contract: Contract; released: number[] } | { kind: 'refused'; code: ContractRefusal; detail?: string };

class Refused extends Error {
  constructor(
    readonly code: ContractRefusal,
    readonly detail?: string,
  ) {
    super(code);
  }
}

const LIVE = LIVE_STATES as readonly string[];
const IN_FORCE = IN_FORCE_STATES as readonly string[];

/** The terms a contract gives or would give: both while a change is on offer, so a release or a ceiling counts the larger. */
function reachOfContract(snapshot: AgentContractSnapshotJson): Reach {
  const now = reachOf(snapshot.context.terms);
  if (!snapshot.context.proposedTerms) return now;
  const proposed = reachOf(snapshot.context.proposedTerms);
  return { rateBp: Math.max(now.rateBp, proposed.rateBp), fixed: Math.max(now.fixed, proposed.fixed) };
}

/** Writes the event's result and its log line; false when the chart did not take it. */
async function applyEvent(tx: Queryable, contract: Contract, event: AgentContractEvent, actorId: number | null, now: Date): Promise<Contract | null> {
  const next = evaluateContract(contract.snapshot, event);
  if (!next.changed) return null;
  const ended = LIVE.includes(next.state) ? null : now;
  await tx.query('UPDATE agent_contracts SET state = $2, snapshot = $3, updated_at = $4, ended_at = $5 WHERE id = $1', [
    contract.id,
    next.state,
    JSON.stringify(next.snapshotJson),
    now,
    ended,
  ]);
  await tx.query('INSERT INTO agent_contract_events (contract_id, member_id, event, from_state, to_state, at) VALUES ($1, $2, $3, $4, $5, $6)', [
    contract.id,
    actorId,
    JSON.stringify(event),
    contract.state,
    next.state,
    now,
  ]);
  return { ...contract, state: next.state, snapshot: next.snapshotJson, updatedAt: now, endedAt: ended };
}

async function memberRow(tx: Queryable, merchantId: number, memberId: number) {
  const row = await tx.query<{ id: number; type: number; upline_id: number | null }>(
    'SELECT id, type, upline_id FROM members WHERE merchant_id = $1 AND id = $2',
    [merchantId, memberId],
  );
  return row.rows[0] ?? null;
}

/**
 * What the upline may give: its own contract in force of this kind and product (held FOR SHARE so
 * it cannot change under the offer), or the merchant's ceiling for an agent with no agent above it.
 */
async function ceilingOf(
  tx: Queryable,
  input: { merchantId: number; uplineId: number; kind: ContractKind; product: string },
): Promise<{ reach: Reach; own: ContractTerms | null }> {
  const upline = await memberRow(tx, input.merchantId, input.uplineId);
  const above = upline?.upline_id ? await memberRow(tx, input.merchantId, upline.upline_id) : null;
  if (!above || !isAgentType(above.type)) return { reach: await merchantCeiling(tx, input.merchantId, input.kind), own: null };
  const own = await tx.query<Row>(
    `SELECT * FROM agent_contracts WHERE downline_id = $1 AND kind = $2 AND product = $3 AND state = ANY($4::text[]) FOR SHARE`,
    [input.uplineId, input.kind, input.product, IN_FORCE],
  );
  if (!own.rows[0]) throw new Refused('contract.noOwnContract');
  // what is in force, not a change still on offer to the upline
  const terms = own.rows[0].snapshot.context.terms;
  return { reach: reachOf(terms), own: terms };
}

function uniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

async function outcome(run: () => Promise<{ contract: Contract; released: number[] }>): Promise<ContractOutcome> {
  try {
    return { kind: 'ok', ...(await run()) };
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', code: error.code, detail: error.detail };
    // another offer to the same downline, kind and product committed first
    if (uniqueViolation(error)) return { kind: 'refused', code: 'contract.pending' };
    throw error;
  }
}

/**
 * The upline offers terms to a direct downline agent: a new contract, or a change of the one in
 * force. Refused while an offer, a change or an end is still waiting for an answer.
 */
export function offerContract(
  db: Db,
  input: { merchantId: number; uplineId: number; downlineId: number; product: string; terms: ContractTerms; now: Date },
): Promise<ContractOutcome> {
  const kind = input.terms.kind;
  return outcome(() =>
    db.transaction(async (tx) => {
      const upline = await memberRow(tx, input.merchantId, input.uplineId);
      if (!upline || !isAgentType(upline.type)) throw new Refused('contract.notAgent');
      const downline = await memberRow(tx, input.merchantId, input.downlineId);
      if (!downline || downline.upline_id !== input.uplineId) throw new Refused('contract.notDirectDownline');
      if (!isAgentType(downline.type)) throw new Refused('contract.downlineNotAgent');
      const { reach: ceiling, own } = await ceilingOf(tx, { merchantId: input.merchantId, uplineId: input.uplineId, kind, product: input.product });
      if (exceeds(reachOf(input.terms), ceiling))
        throw new Refused('contract.aboveOwnRate', `at most ${ceiling.rateBp} bp and ${ceiling.fixed} fixed`);
      // a dividend is split down the tree period by period: a downline's runs on its upline's period
      if (own?.kind === 'dividend' && input.terms.kind === 'dividend' && own.period !== input.terms.period)
        throw new Refused('contract.periodMismatch', `the period of your own dividend: ${own.period}`);

      const live = await tx.query<Row>(
        'SELECT * FROM agent_contracts WHERE downline_id = $1 AND kind = $2 AND product = $3 AND state = ANY($4::text[]) FOR UPDATE',
        [input.downlineId, kind, input.product, LIVE],
      );
      const current = live.rows[0] ? contractOf(live.rows[0]) : null;
      if (current) {
        const changed = await applyEvent(
          tx,
          current,
          { type: 'upline.offerChange', at: input.now.toISOString(), terms: input.terms },
          input.uplineId,
          input.now,
        );
        if (!changed) throw new Refused('contract.pending');
        return { contract: changed, released: [] };
      }
      const snapshot = startContract({ terms: input.terms });
      const inserted = await tx.query<Row>(
        `INSERT INTO agent_contracts (merchant_id, upline_id, downline_id, kind, product, state, snapshot, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING *`,
        [input.merchantId, input.uplineId, input.downlineId, kind, input.product, snapshot.value, JSON.stringify(snapshot), input.now],
      );
      const contract = contractOf(inserted.rows[0]);
      await tx.query(
        'INSERT INTO agent_contract_events (contract_id, member_id, event, from_state, to_state, at) VALUES ($1, $2, $3, NULL, $4, $5)',
        [
          contract.id,
          input.uplineId,
          JSON.stringify({ type: 'upline.offer', at: input.now.toISOString(), terms: input.terms }),
          contract.state,
          input.now,
        ],
      );
      return { contract, released: [] };
    }),
  );
}

/** What a party says: the service picks the chart's event from it and the contract's state. */
export type ContractAnswer = 'accept' | 'reject' | 'end' | 'keep';

function eventFor(contract: Contract, party: Party, answer: ContractAnswer, at: string): AgentContractEvent | null {
  const { state } = contract;
  const askedBy = contract.snapshot.context.terminationBy;
  if (party === 'downline') {
    if (state === 'offered' || state === 'changeOffered') {
      if (answer === 'accept') return { type: 'downline.accept', at };
      if (answer === 'reject') return { type: 'downline.reject', at };
    }
  } else if ((state === 'offered' || state === 'changeOffered') && answer === 'reject') return { type: 'upline.withdraw', at };
  if (state === 'active' && answer === 'end') return { type: 'termination.request', at, by: party };
  if (state === 'terminationRequested' && askedBy !== party) {
    if (answer === 'end') return { type: 'termination.confirm', at, by: party };
    if (answer === 'keep') return { type: 'termination.decline', at, by: party };
  }
  return null;
}

/**
 * A party answers a contract: the downline accepts or rejects an offer or a change, either side
 * asks to end a contract in force, the other confirms or keeps it; the upline withdraws its offer
 * (`reject` from the upline's side). Accepting releases the accepter's own downlines whose
 * contracts of this kind and product give more than the accepted terms, once `confirmRelease`.
 */
export function answerContract(
  db: Db,
  input: { merchantId: number; memberId: number; contractId: number; answer: ContractAnswer; confirmRelease: boolean; now: Date },
): Promise<ContractOutcome> {
  return outcome(() =>
    db.transaction(async (tx) => {
      const row = await tx.query<Row>('SELECT * FROM agent_contracts WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [
        input.merchantId,
        input.contractId,
      ]);
      const found = row.rows[0] ? contractOf(row.rows[0]) : null;
      const party: Party | null = found?.downlineId === input.memberId ? 'downline' : found?.uplineId === input.memberId ? 'upline' : null;
      // another agent's contract is as unknown as one that does not exist
      if (!found || !party) throw new Refused('contract.notFound');
      const at = input.now.toISOString();
      const event = eventFor(found, party, input.answer, at);
      if (!event) throw new Refused('contract.notAllowed', `${input.answer} is not an answer to a contract ${found.state}`);

      const released: number[] = [];
      if (event.type === 'downline.accept') {
        const accepted = found.state === 'changeOffered' ? found.snapshot.context.proposedTerms! : found.snapshot.context.terms;
        const higher = await higherDownlineContracts(tx, found, reachOf(accepted));
        if (higher.length > 0 && !input.confirmRelease)
          throw new Refused('contract.downlineHigherRate', `${higher.length} downline contract(s) give more`);
        const applied = await applyEvent(tx, found, event, input.memberId, input.now);
        if (!applied) throw new Refused('contract.notAllowed');
        for (const contract of higher) {
          const ended = await applyEvent(tx, contract, { type: 'system.release', at, reason: 'uplineLowerRate' }, null, input.now);
          if (ended) released.push(ended.id);
        }
        return { contract: applied, released };
      }
      const applied = await applyEvent(tx, found, event, input.memberId, input.now);
      if (!applied) throw new Refused('contract.notAllowed');
      return { contract: applied, released };
    }),
  );
}

/** The live contracts the accepter gives its own downlines, of this kind and product, that give more than `reach`; held FOR UPDATE. */
async function higherDownlineContracts(tx: Queryable, accepted: Contract, reach: Reach): Promise<Contract[]> {
  const rows = await tx.query<Row>(
    `SELECT * FROM agent_contracts WHERE upline_id = $1 AND kind = $2 AND product = $3 AND state = ANY($4::text[]) ORDER BY id FOR UPDATE`,
    [accepted.downlineId, accepted.kind, accepted.product, LIVE],
  );
  return rows.rows.map(contractOf).filter((contract) => exceeds(reachOfContract(contract.snapshot), reach));
}

/** Whether accepting this offer would release a downline of the member (the warning before the answer). */
export async function wouldRelease(db: Queryable, contract: Contract): Promise<boolean> {
  const offered = contract.state === 'changeOffered' ? contract.snapshot.context.proposedTerms : contract.snapshot.context.terms;
  if (!offered || !['offered', 'changeOffered'].includes(contract.state)) return false;
  const rows = await db.query<Row>('SELECT * FROM agent_contracts WHERE upline_id = $1 AND kind = $2 AND product = $3 AND state = ANY($4::text[])', [
    contract.downlineId,
    contract.kind,
    contract.product,
    LIVE,
  ]);
  const reach = reachOf(offered);
  return rows.rows.some((row) => exceeds(reachOfContract(row.snapshot), reach));
}

/** The member's contracts on either side (live ones, or all), newest first. */
export async function contractsOf(
  db: Queryable,
  input: { merchantId: number; memberId: number; side: Party; kind?: ContractKind; liveOnly: boolean },
): Promise<Contract[]> {
  const column = input.side === 'downline' ? 'downline_id' : 'upline_id';
  const rows = await db.query<Row>(
    `SELECT * FROM agent_contracts WHERE merchant_id = $1 AND ${column} = $2 AND ($3::text IS NULL OR kind = $3)
        AND (NOT $4::boolean OR state = ANY($5::text[])) ORDER BY id DESC`,
    [input.merchantId, input.memberId, input.kind ?? null, input.liveOnly, LIVE],
  );
  return rows.rows.map(contractOf);
}

export interface ContractHistoryLine {
  at: Date;
  by: 'upline' | 'downline' | 'system';
  event: string;
  fromState: string | null;
  toState: string;
}

/** A contract's history for one of its parties; null when the member is neither. */
export async function contractHistory(
  db: Queryable,
  input: { merchantId: number; memberId: number; contractId: number },
): Promise<ContractHistoryLine[] | null> {
  const contract = await db.query<Row>('SELECT * FROM agent_contracts WHERE merchant_id = $1 AND id = $2', [input.merchantId, input.contractId]);
  const found = contract.rows[0];
  if (!found || (found.upline_id !== input.memberId && found.downline_id !== input.memberId)) return null;
  const rows = await db.query<{ at: Date; member_id: number | null; event: { type: string }; from_state: string | null; to_state: string }>(
    'SELECT at, member_id, event, from_state, to_state FROM agent_contract_events WHERE contract_id = $1 ORDER BY id',
    [input.contractId],
  );
  return rows.rows.map((row) => ({
    at: row.at,
    by: row.member_id === null ? 'system' : row.member_id === found.upline_id ? 'upline' : 'downline',
    event: row.event.type,
    fromState: row.from_state,
    toState: row.to_state,
  }));
}
