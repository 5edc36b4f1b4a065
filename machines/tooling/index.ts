export { actionName, chartModel, flattenStates, fnv1a64, guardName } from './chart-model';
export type { ChartInvoke, ChartModel, ChartState, ChartStateType, ChartTransition, ChartTransitionKind } from './chart-model';
export { activeStateIds, formatStateValue, replayTrace } from './replay';
export type { ReplayChart, ReplayDivergence, ReplayOptions, ReplayResult, ReplayState, ReplayStep } from './replay';
export { TRACE_FORMAT, TraceError, parseTrace } from './trace-format';
export type { Trace, TraceActor, TraceEvent, TraceMachine, TraceSnapshot } from './trace-format';
