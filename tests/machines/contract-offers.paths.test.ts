/**
 * Contract-offers chart: graph paths over loading, answering (with and without the release warning,
 * confirmed or cancelled, refused for release by the gateway), failures and retries; behaviour: only
 * answers the contract's state takes are sent, a warned accept sends nothing until confirmed and then
 * carries `confirmRelease`, every answer reloads.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contractOffersMachine, RELEASE_WARNING_CODE, selectContractOffersView } from '../../machines/contract-offers';
import type { ContractAnswerRequest, ContractAnswerResult, ContractOffersSnapshot, OwnContract } from '../../machines/contract-offers';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const contract = (id: number, overrides: Partial<OwnContract>): OwnContract => ({
  id,
  kind: 'daily',
  product: 'CONS',
  state: 'offered',
  uplineName: 'demo_agent',
  terms: { tiers: [] },
  proposedTerms: null,
  terminationBy: null,
  downlineHigherRate: false,
  waiting: true,
  ...overrides,
});
const plainOffer = contract(1, {});
const warnedOffer = contract(2, { kind: 'dividend', downlineHigherRate: true });
const inForce = contract(3, { state: 'active', waiting: false });
const endAsked = contract(4, { kind: 'hourly', state: 'terminationRequested', terminationBy: 'upline' });
const contracts = [plainOffer, warnedOffer, inForce, endAsked];
const answered: ContractAnswerResult = { contractId: 1, answer: 'accept', released: [] };

runPathSuite({
  machine: contractOffersMachine.provide({
    actors: { loadContracts: pending<OwnContract[], void>(), answerContract: pending<ContractAnswerResult, ContractAnswerRequest>() },
    actions: { announceAnswered: () => {} },
  }),
  events: {
    'xstate.done.actor.loadContracts': [{ output: contracts }],
    'xstate.error.actor.loadContracts': [{ error: { errorCode: 'network.error' } }],
    'contract.answer': [
      { contractId: 1, answer: 'accept' },
      { contractId: 2, answer: 'accept' },
      { contractId: 3, answer: 'accept' },
    ],
    'xstate.done.actor.answerContract': [{ output: answered }],
    'xstate.error.actor.answerContract': [{ error: { errorCode: RELEASE_WARNING_CODE } }, { error: { errorCode: 'network.error' } }],
    'xstate.done.actor.answerContractWithRelease': [{ output: { ...answered, contractId: 2, released: [9] } }],
    'xstate.error.actor.answerContractWithRelease': [{ error: { errorCode: 'contract.notAnswerable' } }],
  },
  assertStep: (raw) => {
    const s = raw as unknown as ContractOffersSnapshot;
    const view = selectContractOffersView(s);
    expect(view.pending !== null).toBe(s.matches('releaseWarning') || s.matches('answering') || s.matches('answeringWithRelease'));
    expect(view.status === 'answering').toBe(s.hasTag('busy') && !s.matches('loading'));
    for (const row of view.waiting) expect(row.waiting).toBe(true);
  },
});

describe('contract offers behaviour', () => {
  function open(answer: (request: ContractAnswerRequest) => Promise<ContractAnswerResult>) {
    const sent: ContractAnswerRequest[] = [];
    let loads = 0;
    const actor = createActor(
      contractOffersMachine.provide({
        actors: {
          loadContracts: fromPromise(async () => {
            loads += 1;
            return contracts;
          }),
          answerContract: fromPromise(async ({ input }: { input: ContractAnswerRequest }) => {
            sent.push(input);
            return answer(input);
          }),
        },
        actions: { announceAnswered: () => {} },
      }),
    ).start();
    return { actor, sent, loads: () => loads };
  }
  const ok = async (request: ContractAnswerRequest) => ({ contractId: request.contract.id, answer: request.answer, released: [] });

  it('sends only answers the contract state takes', async () => {
    const { actor, sent } = open(ok);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'contract.answer', contractId: 3, answer: 'accept' });
    actor.send({ type: 'contract.answer', contractId: 4, answer: 'reject' });
    actor.send({ type: 'contract.answer', contractId: 99, answer: 'accept' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'contract.answer', contractId: 4, answer: 'keep' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(sent.map((request) => [request.contract.id, request.answer])).toEqual([[4, 'keep']]);
  });

  it('warns before an accept that releases downlines, sends nothing on cancel and confirmRelease on yes', async () => {
    const { actor, sent, loads } = open(ok);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'contract.answer', contractId: 2, answer: 'accept' });
    expect(selectContractOffersView(actor.getSnapshot()).status).toBe('releaseWarning');
    actor.send({ type: 'release.cancel' });
    expect(sent).toEqual([]);
    actor.send({ type: 'contract.answer', contractId: 2, answer: 'accept' });
    actor.send({ type: 'release.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.lastAnswer !== null);
    expect(sent.map((request) => [request.contract.id, request.confirmRelease])).toEqual([[2, true]]);
    expect(loads()).toBe(2);
  });

  it('shows the warning when the gateway refuses an accept for release, and then sends with the yes', async () => {
    let refused = false;
    const { actor, sent } = open(async (request) => {
      if (!request.confirmRelease && !refused) {
        refused = true;
        throw { errorCode: RELEASE_WARNING_CODE };
      }
      return ok(request);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'contract.answer', contractId: 1, answer: 'accept' });
    await waitFor(actor, (s) => s.matches('releaseWarning'));
    actor.send({ type: 'release.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.lastAnswer !== null);
    expect(sent.map((request) => request.confirmRelease)).toEqual([false, true]);
  });
});
