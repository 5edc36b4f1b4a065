/**
 * The QA chunk's entry, imported by src/main.tsx only when QA is asked for (`?qa=1`): starts the
 * trace recorder as the system's inspector (before the root actor exists) and, once the app is
 * rendered, mounts the QA panel in its own container beside the app.
 */
import { setInspector } from '../app/inspect';
import { mountQaPanel } from './panel/mount-qa-panel';
import { createTraceRecorder } from './trace-recorder';
import type { TraceRecorder } from './trace-recorder';

export interface QaSession {
  recorder: TraceRecorder;
  mountPanel: () => void;
}

export function startQa(): QaSession {
  const recorder = createTraceRecorder();
  setInspector((event) => {
    try {
      recorder.inspect(event);
    } catch (error) {
      // a recorder fault must not break the site being tested
      console.error('QA trace recorder:', error);
    }
  });
  return { recorder, mountPanel: () => mountQaPanel(recorder) };
}
