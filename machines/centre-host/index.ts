/** The centre-host flow: the only module other code imports. */
export { centreHostMachine } from './centre-host.machine';
export { selectCentreChart } from './centre-host.selectors';
export type { CentreHostSnapshot } from './centre-host.selectors';
export type * from './centre-host.types';
