/**
 * Graph paths of the server-side agent contract. Each step: the gateway's evaluator agrees with the
 * live actor; the terms in force change only when the downline accepts a change; a termination is
 * settled only by the side that did not ask for it; an ended contract says when, and ignores every
 * further event.
 */
import type { EventObject } from 'xstate';
import { agentContractMachine, evaluateContract, LIVE_STATES, startContract } from '../../machines/agent-contract/index';
import type { AgentContractContext, AgentContractEvent, AgentContractSnapshotJson, ContractTerms } from '../../machines/agent-contract/index';
import { expect } from './support/fast-expect';
import { runPathSuite } from './support/path-suite';

const AT = '2026-03-02T08:00:00.000Z';
const OFFER: ContractTerms = { kind: 'daily', tiers: [{ betVolume: 1_000_000, activeMember: 3, rateType: 'P', rate: 100 }] };
const CHANGE: ContractTerms = { kind: 'daily', tiers: [{ betVolume: 1_000_000, activeMember: 3, rateType: 'P', rate: 150 }] };
const OTHER_KIND: ContractTerms = { kind: 'hourly', tiers: [{ betVolume: 50_000, activeMember: 1, rateType: 'F', rate: 500 }] };

const EVENTS = {
  'downline.accept': [{ at: AT }],
  'downline.reject': [{ at: AT }],
  'upline.withdraw': [{ at: AT }],
  'upline.offerChange': [
    { at: AT, terms: CHANGE },
    { at: AT, terms: OTHER_KIND },
  ],
  'termination.request': [
    { at: AT, by: 'upline' },
    { at: AT, by: 'downline' },
  ],
  'termination.confirm': [
    { at: AT, by: 'upline' },
    { at: AT, by: 'downline' },
  ],
  'termination.decline': [
    { at: AT, by: 'upline' },
    { at: AT, by: 'downline' },
  ],
  'system.release': [{ at: AT, reason: 'uplineLowerRate' }],
};
const EVERY_EVENT = Object.entries(EVENTS).flatMap(([type, variants]) => variants.map((v) => ({ type, ...v }) as AgentContractEvent));

let previous: AgentContractSnapshotJson | null = null;

runPathSuite({
  machine: agentContractMachine,
  input: { terms: OFFER },
  events: EVENTS,
  assertStep: (snapshot, event: EventObject) => {
    const value = snapshot.value as AgentContractSnapshotJson['value'];
    const context = snapshot.context as AgentContractContext;
    const current: AgentContractSnapshotJson = { value, context };
    if (event.type === 'xstate.init') expect(current).toEqual(startContract({ terms: OFFER }));
    else if (previous) {
      expect(evaluateContract(previous, event as AgentContractEvent).snapshotJson).toEqual(current);
      // the terms in force move only when the downline accepts an offered change
      if (JSON.stringify(previous.context.terms) !== JSON.stringify(context.terms))
        expect(previous.value === 'changeOffered' && event.type === 'downline.accept').toBe(true);
      // a termination asked by one side is settled only by the other
      if (previous.value === 'terminationRequested' && (value === 'terminated' || value === 'active') && event.type !== 'system.release')
        expect((event as unknown as { by: string }).by).not.toBe(previous.context.terminationBy);
    }
    // only the terms of the offered kind are ever on the table
    expect(context.terms.kind).toBe('daily');
    expect(context.proposedTerms === null || context.proposedTerms.kind === 'daily').toBe(true);
    expect(context.proposedTerms !== null).toBe(value === 'changeOffered');
    // who asked to end it is kept once it ended that way, and is no one while the contract goes on
    if (value === 'terminationRequested') expect(context.terminationBy).not.toBe(null);
    if (['offered', 'active', 'changeOffered'].includes(value)) expect(context.terminationBy).toBe(null);
    expect(context.acceptedAt !== null).toBe(
      ['active', 'changeOffered', 'terminationRequested'].includes(value) || (value === 'terminated' && context.acceptedAt !== null),
    );
    if (!LIVE_STATES.includes(value)) {
      expect(context.endedAt).toBe(AT);
      for (const later of EVERY_EVENT) expect(evaluateContract(current, later).changed).toBe(false);
    }
    previous = current;
  },
});
