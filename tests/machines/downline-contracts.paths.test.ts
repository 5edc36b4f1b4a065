/**
 * Downline-contracts chart: graph paths over loading, the offer form (fields, tiers added and
 * removed, a refused and an accepted submit, cancel), withdraw and end, failures and retries;
 * behaviour: every mistake of the form shown at once and nothing sent, a refusal keeps what was
 * typed, tiers stay between one and ten, only a pending offer is withdrawn and only a contract in
 * force is asked to end.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { downlineContractsMachine, selectDownlineContractsView, validateOffer } from '../../machines/downline-contracts';
import type {
  ContractKind,
  ContractUpdate,
  DownlineContract,
  DownlineContractsLoad,
  DownlineContractsSnapshot,
  OfferRequest,
} from '../../machines/downline-contracts';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const row = (id: number, state: DownlineContract['state']): DownlineContract => ({
  id,
  product: 'CONS',
  state,
  receiverId: 100 + id,
  receiverName: `agent${id}`,
  terms: {},
  proposedTerms: null,
  terminationBy: null,
});
const load: DownlineContractsLoad = {
  contracts: [row(1, 'offered'), row(2, 'active')],
  candidates: [{ customerId: 101, customerName: 'agent1' }],
};

runPathSuite({
  machine: downlineContractsMachine.provide({
    actors: {
      loadDownlineContracts: pending<DownlineContractsLoad, { kind: ContractKind }>(),
      submitOffer: pending<void, OfferRequest>(),
      updateContract: pending<void, ContractUpdate>(),
    },
  }),
  inputs: [{ kind: 'daily' }],
  events: {
    'xstate.done.actor.loadDownlineContracts': [{ output: load }],
    'xstate.error.actor.loadDownlineContracts': [{ error: { errorCode: 'network.error' } }],
    'offer.open': [{}],
    'field.change': [
      { field: 'downlineId', value: '101' },
      { field: 'tier0.betVolume', value: '1000' },
      { field: 'tier0.activeMember', value: '3' },
      { field: 'tier0.rate', value: '1.5' },
    ],
    'contract.withdraw': [{ contractId: 1 }, { contractId: 2 }],
    'contract.end': [{ contractId: 2 }],
    'xstate.done.actor.submitOffer': [{ output: undefined }],
    'xstate.error.actor.submitOffer': [{ error: { errorCode: 'contract.aboveOwnRate' } }],
    'xstate.done.actor.updateContract': [{ output: undefined }],
    'xstate.error.actor.updateContract': [{ error: { errorCode: 'contract.notAllowed' } }],
  },
  // the state, one or more tiers and how many fields still need a value: what decides the next transitions
  serialize: (raw) => {
    const s = raw as unknown as DownlineContractsSnapshot;
    const { kind, values, tierCount } = s.context;
    return JSON.stringify([s.value, Math.min(tierCount, 2), Object.keys(validateOffer(kind, values, tierCount)).length]);
  },
  assertStep: (raw) => {
    const s = raw as unknown as DownlineContractsSnapshot;
    const view = selectDownlineContractsView(s);
    expect(view.tierCount >= 1 && view.tierCount <= 10).toBe(true);
    expect(view.canAddTier || view.canRemoveTier).toBe(s.matches('composing') && (view.tierCount < 10 || view.tierCount > 1));
  },
});

describe('downline contracts behaviour', () => {
  function open() {
    const offers: OfferRequest[] = [];
    const updates: ContractUpdate[] = [];
    let refuse = true;
    const actor = createActor(
      downlineContractsMachine.provide({
        actors: {
          loadDownlineContracts: fromPromise(async () => load),
          submitOffer: fromPromise(async ({ input }: { input: OfferRequest }) => {
            offers.push(input);
            if (refuse) {
              refuse = false;
              throw { errorCode: 'request_param_err', fields: { 'tiers.0.rate': 'at most 1 (100 %)' } };
            }
          }),
          updateContract: fromPromise(async ({ input }: { input: ContractUpdate }) => {
            updates.push(input);
          }),
        },
      }),
      { input: { kind: 'daily' } },
    ).start();
    return { actor, offers, updates };
  }

  it('shows every mistake at once and sends nothing until the form is right; a refusal keeps what was typed', async () => {
    const { actor, offers } = open();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'offer.open' });
    actor.send({ type: 'tier.add' });
    actor.send({ type: 'field.change', field: 'tier0.betVolume', value: '1000.123' });
    actor.send({ type: 'form.submit' });
    expect(selectDownlineContractsView(actor.getSnapshot()).fieldErrors).toEqual({
      downlineId: 'required',
      'tier0.betVolume': 'amount',
      'tier0.activeMember': 'required',
      'tier0.rate': 'required',
      'tier1.betVolume': 'required',
      'tier1.activeMember': 'required',
      'tier1.rate': 'required',
    });
    actor.send({ type: 'tier.remove' });
    for (const [field, value] of [
      ['downlineId', '101'],
      ['tier0.betVolume', '1000'],
      ['tier0.activeMember', '3'],
      ['tier0.rate', '1.5'],
    ])
      actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ composing: 'editing' }) && s.context.errorCode !== null);
    expect(actor.getSnapshot().context.values['tier0.rate']).toBe('1.5');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectDownlineContractsView(actor.getSnapshot()).notice).toBe('offered');
    expect(offers.length).toBe(2);
    expect(offers[1]).toMatchObject({ kind: 'daily', tierCount: 1 });
  });

  it('withdraws only a pending offer and asks to end only a contract in force', async () => {
    const { actor, updates } = open();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'contract.withdraw', contractId: 2 });
    actor.send({ type: 'contract.end', contractId: 1 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'contract.withdraw', contractId: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'contract.end', contractId: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'endRequested');
    expect(updates).toEqual([
      { contractId: 1, status: 'W' },
      { contractId: 2, status: 'C' },
    ]);
  });

  it('checks a fixed salary as money and a rate as a percentage of at most 100', () => {
    const base = { downlineId: '5', product: 'CONS', 'tier0.betVolume': '10', 'tier0.activeMember': '1' };
    expect(validateOffer('daily', { ...base, 'tier0.rateType': 'F', 'tier0.rate': '250.50' }, 1)).toEqual({});
    expect(validateOffer('daily', { ...base, 'tier0.rateType': 'P', 'tier0.rate': '250.50' }, 1)).toEqual({ 'tier0.rate': 'percent' });
    expect(validateOffer('realtime', { downlineId: '5', product: 'LOTT', winRate: '1', lossRate: '0.5', minimumBet: '2' }, 0)).toEqual({});
  });
});
