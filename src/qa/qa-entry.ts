/**
 * The QA chunk's entry, imported by src/main.tsx only when QA is asked for (`?qa=1`): starts the
 * trace recorder, whose `inspect` the root actor is created with (so it records from the system's
 * first event) and, once the app is rendered, mounts the QA panel in its own container beside the app.
 */
import type { InspectionEvent } from 'xstate';
import { mountQaPanel } from './panel/mount-qa-panel';
import { createTraceRecorder } from './trace-recorder';
import type { TraceRecorder } from './trace-recorder';

export interface QaSession {
  recorder: TraceRecorder;
  /** the root actor's inspector */
  inspect: (event: InspectionEvent) => void;
  mountPanel: () => void;
}

export function startQa(): QaSession {
  const recorder = createTraceRecorder();
  const inspect = (event: InspectionEvent) => {
    try {
      recorder.inspect(event);
    } catch (error) {
      // a recorder fault must not break the site being tested
      console.error('QA trace recorder:', error);
    }
  };
  return { recorder, inspect, mountPanel: () => mountQaPanel(recorder) };
}
