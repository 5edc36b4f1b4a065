/**
 * Affiliate link chart: graph paths over the help-center check (agent entry found, absent, failed);
 * behaviour: the link is hidden until the answer says there is an agent entry.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { affiliateLinkMachine, selectAffiliateLinkView } from '../../machines/affiliate-link';
import type { AffiliateLinkSnapshot } from '../../machines/affiliate-link';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

runPathSuite({
  machine: affiliateLinkMachine.provide({ actors: { checkAgentEntry: pending<boolean, void>() } }),
  events: {
    'xstate.done.actor.checkAgentEntry': [{ output: true }, { output: false }],
    'xstate.error.actor.checkAgentEntry': [{ error: { errorCode: 'http.404' } }],
  },
  assertStep: (raw) => {
    const s = raw as unknown as AffiliateLinkSnapshot;
    // visible only once the help center confirmed the agent entry
    expect(selectAffiliateLinkView(s).visible).toBe(s.matches('shown'));
    if (s.matches('checking')) expect(selectAffiliateLinkView(s).visible).toBe(false);
    // settled once the check is over, whichever way it went
    expect(selectAffiliateLinkView(s).settled).toBe(!s.matches('checking'));
  },
});

describe('affiliate link behaviour', () => {
  function start(check: () => Promise<boolean>) {
    return createActor(affiliateLinkMachine.provide({ actors: { checkAgentEntry: fromPromise(check) } })).start();
  }

  it('shows the link when the help content has an agent entry', async () => {
    const actor = start(async () => true);
    expect(selectAffiliateLinkView(actor.getSnapshot()).visible).toBe(false);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(selectAffiliateLinkView(actor.getSnapshot()).visible).toBe(true);
  });

  it('keeps it hidden without an agent entry or when the help center fails', async () => {
    for (const check of [async () => false, async () => Promise.reject({ errorCode: 'network.error' })]) {
      const actor = start(check);
      await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(selectAffiliateLinkView(actor.getSnapshot()).visible).toBe(false);
    }
  });
});
