/**
 * Affiliate check (id `affiliateCheck`), invoked by the registration for the life of its form:
 *
 * - a link code is checked at once: valid -> `linkAccepted` (the input is hidden and the submit
 *   uses that code); refused or unanswered -> `inputShown`;
 * - no link code -> `inputShown` from the start;
 * - `affiliate.verify { code }` checks a typed code: `accepted`, or `rejected` (the registration
 *   shows the invitation-code-error warning and sends nothing), or `failed` (no answer).
 *
 * The registration follows it through `onSnapshot`, so this chart needs no knowledge of its owner.
 */
import { assign, setup } from 'xstate';
import { errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { AffiliateCheckContext, AffiliateCheckEvent, AffiliateCheckInput, AffiliateCodeRequest } from './affiliate-check.types';

/** The gateway's answer for a code that belongs to no agent. */
export const INVITATION_CODE_ERROR = 'invitation_code_error';

function linkCodeRequest({ context }: { context: AffiliateCheckContext }): AffiliateCodeRequest {
  return { code: context.linkCode ?? '' };
}

function typedCodeRequest({ context }: { context: AffiliateCheckContext }): AffiliateCodeRequest {
  return { code: context.typedCode };
}

export const affiliateCheckMachine = setup({
  types: {
    context: {} as AffiliateCheckContext,
    events: {} as AffiliateCheckEvent,
    input: {} as AffiliateCheckInput,
  },
  actors: {
    verifyAffiliateCode: notProvidedActor<unknown, AffiliateCodeRequest>('verifyAffiliateCode'),
  },
  actions: {
    acceptLinkCode: assign(({ context }) => ({ linkChecked: true, code: context.linkCode, errorCode: null })),
    refuseLinkCode: assign(({ event }) => ({ linkChecked: true, code: null, errorCode: errorCodeOf(errorOf(event)) })),
    assignTypedCode: assign(({ event }) => ({ typedCode: event.type === 'affiliate.verify' ? event.code.trim() : '', code: null, errorCode: null })),
    acceptTypedCode: assign(({ context }) => ({ code: context.typedCode })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
  },
  guards: {
    linkCodeUnchecked: ({ context }) => context.linkCode !== null && !context.linkChecked,
    codeGiven: ({ event }) => event.type === 'affiliate.verify' && event.code.trim() !== '',
    codeRefused: ({ event }) => errorCodeOf(errorOf(event)) === INVITATION_CODE_ERROR,
  },
}).createMachine({
  id: 'affiliateCheck',
  context: ({ input }) => {
    const linkCode = input.linkCode?.trim() || null;
    return { linkCode, linkChecked: false, typedCode: '', code: null, errorCode: null };
  },
  initial: 'inputShown',
  states: {
    inputShown: {
      description: 'No code on the link, or the link code was not accepted: the visitor may type one.',
      // a link code waiting for its check leaves at once; without one the input simply shows
      always: { guard: 'linkCodeUnchecked', target: 'checkingLink' },
      initial: 'editing',
      on: {
        'affiliate.verify': { guard: 'codeGiven', target: '.verifying', actions: 'assignTypedCode' },
      },
      states: {
        editing: {},
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyAffiliateCode',
            src: 'verifyAffiliateCode',
            input: typedCodeRequest,
            onDone: { target: 'accepted', actions: 'acceptTypedCode' },
            onError: [
              { guard: 'codeRefused', target: 'rejected', actions: 'assignError' },
              { target: 'failed', actions: 'assignError' },
            ],
          },
        },
        accepted: { description: 'The typed code belongs to an agent: the submit uses it.' },
        rejected: {
          tags: ['error'],
          description: 'The typed code belongs to no agent: the invitation-code-error warning, and nothing is sent.',
        },
        failed: { tags: ['error'], description: 'The gateway did not answer; the submit stops and may be tried again.' },
      },
    },
    checkingLink: {
      tags: ['busy'],
      invoke: {
        id: 'verifyAffiliateCode',
        src: 'verifyAffiliateCode',
        input: linkCodeRequest,
        onDone: { target: 'linkAccepted', actions: 'acceptLinkCode' },
        onError: { target: 'inputShown', actions: 'refuseLinkCode' },
      },
    },
    linkAccepted: {
      description: 'The link code belongs to an agent: the input is hidden and the submit uses that code.',
    },
  },
});
