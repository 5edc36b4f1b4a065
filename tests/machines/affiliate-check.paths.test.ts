/**
 * Affiliate chart: graph paths through the link check (accepted, refused) and the typed-code
 * checks (accepted, refused, unanswered), with the view model checked at every step; then the
 * behaviour with resolving fakes, including a visitor without a link code.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { affiliateCheckMachine, affiliateStatusOf, selectAffiliateCheckView } from '../../machines/affiliate-check';
import type { AffiliateCheckSnapshot, AffiliateCodeRequest } from '../../machines/affiliate-check';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as AffiliateCheckSnapshot;
const refused = { errorCode: 'invitation_code_error' };

runPathSuite({
  machine: affiliateCheckMachine.provide({ actors: { verifyAffiliateCode: pending<unknown, AffiliateCodeRequest>() } }),
  input: { linkCode: ' DEMOAGENT ' },
  events: {
    'affiliate.verify': [{ code: 'AGENT7' }, { code: '  ' }],
    'xstate.done.actor.verifyAffiliateCode': [{ output: true }],
    'xstate.error.actor.verifyAffiliateCode': [{ error: refused }, { error: { errorCode: 'network.error' } }],
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectAffiliateCheckView(s);
    // the input hides only while the link code is being checked or was accepted
    expect(view.inputShown).toBe(!s.matches('checkingLink') && !s.matches('linkAccepted'));
    // the code the submit may use is the link's once accepted, the typed one once accepted, else none
    if (s.matches('linkAccepted')) expect(view.code).toBe('DEMOAGENT');
    else if (s.matches({ inputShown: 'accepted' })) expect(view.code).toBe('AGENT7');
    else expect(view.code).toBeNull();
    expect(s.hasTag('busy')).toBe(view.status === 'checkingLink' || view.status === 'verifying');
  },
});

describe('affiliate chart behaviour', () => {
  function start(linkCode: string | null, answer: (code: string) => boolean) {
    const asked: string[] = [];
    const actor = createActor(
      affiliateCheckMachine.provide({
        actors: {
          verifyAffiliateCode: fromPromise<unknown, AffiliateCodeRequest>(async ({ input }) => {
            asked.push(input.code);
            if (!answer(input.code)) throw refused;
            return true;
          }),
        },
      }),
      { input: { linkCode } },
    );
    actor.start();
    return { actor, asked };
  }

  it('hides the input and keeps the link code when the link code is valid', async () => {
    const { actor, asked } = start('DEMOAGENT', () => true);
    await waitFor(actor, (s) => s.matches('linkAccepted'));
    expect(asked).toEqual(['DEMOAGENT']);
    expect(selectAffiliateCheckView(actor.getSnapshot())).toMatchObject({ inputShown: false, code: 'DEMOAGENT' });
  });

  it('shows the input when the link code is invalid', async () => {
    const { actor } = start('NOSUCH', () => false);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(selectAffiliateCheckView(actor.getSnapshot())).toMatchObject({ status: 'editing', inputShown: true, code: null });
  });

  it('shows the input at once, asking nothing, without a link code', () => {
    const { actor, asked } = start(null, () => true);
    expect(selectAffiliateCheckView(actor.getSnapshot())).toMatchObject({ status: 'editing', inputShown: true });
    expect(asked).toEqual([]);
  });

  it('refuses an invalid typed code and accepts a valid one', async () => {
    const { actor, asked } = start(null, (code) => code === 'AGENT7');
    actor.send({ type: 'affiliate.verify', code: 'WRONG1' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(affiliateStatusOf(actor.getSnapshot())).toBe('rejected');
    actor.send({ type: 'affiliate.verify', code: ' AGENT7 ' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(selectAffiliateCheckView(actor.getSnapshot())).toMatchObject({ status: 'accepted', code: 'AGENT7' });
    expect(asked).toEqual(['WRONG1', 'AGENT7']);
  });

  it('reads the status from a plain snapshot, as the registration receives it', () => {
    const context = { linkCode: null, linkChecked: true, typedCode: 'X', code: null, errorCode: null };
    expect(affiliateStatusOf({ value: { inputShown: 'rejected' }, context })).toBe('rejected');
    expect(affiliateStatusOf({ value: 'linkAccepted', context })).toBe('linkAccepted');
    expect(affiliateStatusOf({ value: { inputShown: 'editing' }, context })).toBe('editing');
  });
});
