/**
 * Typed access to invoke results. Actions and guards declared in `setup` see the chart's own event
 * union, so the payload of `xstate.done.actor.*` / `xstate.error.actor.*` is read through these.
 */
import type { EventObject } from 'xstate';

/** `output` of a `xstate.done.actor.<id>` event. */
export function doneOutput<T>(event: EventObject): T {
  return (event as EventObject & { output: T }).output;
}

/** `error` of a `xstate.error.actor.<id>` event. */
export function errorOf(event: EventObject): unknown {
  return (event as EventObject & { error?: unknown }).error;
}

/** The error code carried by a rejected call (`{ errorCode }`), or `fallback` for anything else. */
export function errorCodeOf(error: unknown, fallback = 'system.error'): string {
  if (typeof error === 'object' && error !== null && 'errorCode' in error) {
    const code = (error as { errorCode: unknown }).errorCode;
    if (typeof code === 'string' && code.length > 0) return code;
  }
  return fallback;
}
