/**
 * Affiliate link (id `affiliateLink`): the edge's `checkAgentEntry` asks the help center once
 * whether it has an `agent` entry. The link stays hidden until the answer says so; a failed answer
 * keeps it hidden (a link to a missing help entry would lead nowhere).
 */
import { setup } from 'xstate';
import { doneOutput, notProvidedActor } from '../shared';

export const affiliateLinkMachine = setup({
  actors: {
    /** resolves true when the help content has an entry with code `agent` */
    checkAgentEntry: notProvidedActor<boolean>('checkAgentEntry'),
  },
  guards: {
    agentEntryFound: ({ event }) => doneOutput<boolean>(event) === true,
  },
}).createMachine({
  id: 'affiliateLink',
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkAgentEntry',
        src: 'checkAgentEntry',
        onDone: [{ guard: 'agentEntryFound', target: 'shown' }, { target: 'hidden' }],
        onError: { target: 'hidden' },
      },
    },
    shown: {},
    hidden: {
      description: 'No agent entry in the help content, or the help center did not answer.',
    },
  },
});
