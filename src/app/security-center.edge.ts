/** The security centre page at the edge: its chart and its sections' charts over the gateway's calls and today's UTC date. */
import { provideSecurityCenter, securityCenterInput } from '../../machines/security-center';
import type { SecurityCenterCalls, securityCenterMachine } from '../../machines/security-center';
import { merchantDate } from '../../rules/merchant-day';
import * as api from '../api/security-center.api';
import { useMemberCentrePageEdge } from './member-centre.edge';

export type SecurityCenterEnvironment = SecurityCenterCalls;

export function createSecurityCenterEdge(env: SecurityCenterEnvironment) {
  // built when the centre first opens: a `provide` builds a whole chart, and this chunk loads with every centre page
  let built: typeof securityCenterMachine | null = null;
  return {
    env,
    get logic() {
      built ??= provideSecurityCenter(env);
      return built;
    },
    input: () => securityCenterInput(env),
  };
}

export type SecurityCenterEdge = ReturnType<typeof createSecurityCenterEdge>;

// today in UTC, as the gateway counts a birthday's years
export const browserSecurityCenterEdge: SecurityCenterEdge = createSecurityCenterEdge({ ...api, today: () => merchantDate(Date.now(), 0) });
export const useSecurityCenterEdge = (): SecurityCenterEdge => useMemberCentrePageEdge('securityCenter', browserSecurityCenterEdge);
