/** One chart of the site's registry (machines/registry.ts): its machine id, the machine and what it does. */
import type { AnyStateMachine } from 'xstate';

export interface RegisteredChart {
  id: string;
  machine: AnyStateMachine;
  description: string;
  /**
   * Why the auth-path report leaves the chart out (it never decides who is signed in), when it
   * does; scripts/auth-paths/chart-scope.ts lists the charts registered before this field.
   */
  outsideAuthReport?: string;
}
