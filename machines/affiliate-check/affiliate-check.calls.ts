/** What the invitation code check asks of the gateway, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { affiliateCheckMachine } from './affiliate-check.machine';
import type { AffiliateCodeRequest } from './affiliate-check.types';

export interface AffiliateCheckCalls {
  /** resolves for an agent's code on this site, rejects otherwise */
  checkAffiliateCode(code: string): Promise<unknown>;
}

export function provideAffiliateCheck(calls: AffiliateCheckCalls): typeof affiliateCheckMachine {
  return affiliateCheckMachine.provide({
    actors: {
      verifyAffiliateCode: fromPromise<unknown, AffiliateCodeRequest>(({ input }) => calls.checkAffiliateCode(input.code)),
    },
  });
}
