export { actionName, chartModel, flattenStates, fnv1a64, guardName } from './chart-model';
export type { ChartInvoke, ChartModel, ChartState, ChartStateType, ChartTransition, ChartTransitionKind } from './chart-model';
