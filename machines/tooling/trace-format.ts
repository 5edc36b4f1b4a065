/**
 * The recorded-trace file (format 1): what the QA recorder writes and the replay reads. A trace
 * holds, for every chart actor of one page, the events it was sent and the snapshots it reported,
 * with secrets already masked. Snapshots point at the event they resulted from (`eventIndex`), so
 * replay follows the order in which each actor processed its mailbox, not the order events were
 * sent (an actor can be sent events before it starts).
 */

export const TRACE_FORMAT = 1;

export interface TraceMachine {
  id: string;
  /** `chartModel(machine).hash` when recorded: tells replay whether the chart changed since */
  hash: string;
}

export interface TraceActor {
  sessionId: string;
  /** sessionId of the parent actor, null for the root */
  parent: string | null;
  /** invoke ids from the root down, e.g. `systemStatus/session/login` */
  systemPath: string;
  machineId: string;
  /** the actor's input (masked), undefined for charts started without one */
  input?: unknown;
}

export interface TraceEvent {
  /** ms since recording started */
  at: number;
  /** sessionId of the actor the event was delivered to */
  actor: string;
  /** sessionId of the sender, null when sent from outside the system */
  source: string | null;
  event: { type: string; [key: string]: unknown };
}

export interface TraceSnapshot {
  at: number;
  actor: string;
  value: unknown;
  status: string;
  /** index into `events` of the event this snapshot resulted from; null for `xstate.stop` */
  eventIndex: number | null;
}

export interface Trace {
  format: typeof TRACE_FORMAT;
  recordedAt: string;
  machines: TraceMachine[];
  actors: TraceActor[];
  events: TraceEvent[];
  snapshots: TraceSnapshot[];
}

/** A trace that cannot be replayed at all (wrong format, unknown chart): the CLI exits 2. */
export class TraceError extends Error {
  constructor(
    message: string,
    readonly code: 'format' | 'unknown-machine' | 'invalid',
  ) {
    super(message);
    this.name = 'TraceError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireArray(trace: Record<string, unknown>, key: string): unknown[] {
  const value = trace[key];
  if (!Array.isArray(value)) throw new TraceError(`trace.${key} must be an array`, 'invalid');
  return value;
}

/**
 * Checks the shape of parsed JSON and returns it typed. Structural checks only: whether the charts
 * exist is decided by the replay against a registry.
 */
export function parseTrace(data: unknown): Trace {
  if (!isRecord(data)) throw new TraceError('a trace is a JSON object', 'invalid');
  if (data.format !== TRACE_FORMAT) {
    throw new TraceError(`unsupported trace format ${JSON.stringify(data.format)} (this replay reads format ${TRACE_FORMAT})`, 'format');
  }
  const machines = requireArray(data, 'machines');
  const actors = requireArray(data, 'actors');
  const events = requireArray(data, 'events');
  const snapshots = requireArray(data, 'snapshots');
  machines.forEach((m, i) => {
    if (!isRecord(m) || typeof m.id !== 'string' || typeof m.hash !== 'string') {
      throw new TraceError(`trace.machines[${i}] needs an id and a hash`, 'invalid');
    }
  });
  actors.forEach((a, i) => {
    if (!isRecord(a) || typeof a.sessionId !== 'string' || typeof a.machineId !== 'string') {
      throw new TraceError(`trace.actors[${i}] needs a sessionId and a machineId`, 'invalid');
    }
  });
  events.forEach((e, i) => {
    if (!isRecord(e) || typeof e.actor !== 'string' || !isRecord(e.event) || typeof e.event.type !== 'string') {
      throw new TraceError(`trace.events[${i}] needs an actor and an event with a type`, 'invalid');
    }
  });
  snapshots.forEach((s, i) => {
    const index = isRecord(s) ? s.eventIndex : undefined;
    if (!isRecord(s) || typeof s.actor !== 'string' || !(index === null || (typeof index === 'number' && index >= 0 && index < events.length))) {
      throw new TraceError(`trace.snapshots[${i}] needs an actor and an eventIndex within trace.events`, 'invalid');
    }
  });
  return data as unknown as Trace;
}
