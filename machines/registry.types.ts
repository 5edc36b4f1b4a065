/** One chart of the site's registry (machines/registry.ts): its machine id, the machine and what it does. */
import type { AnyStateMachine } from 'xstate';

export interface RegisteredChart {
  id: string;
  machine: AnyStateMachine;
  description: string;
}
