/**
 * The QA panel: a toggle in the corner of the page that opens the recorder's live view (actors,
 * running charts, event log, trace download) or the trace player (load a trace and step through
 * its replay). Closed by default so it never covers what a tester is clicking.
 */
import { useId, useState } from 'react';
import type { ReplayChart } from '../../../machines/tooling';
import type { TraceRecorder } from '../trace-recorder';
import { LiveSection } from './live-section';
import { TracePlayer } from './trace-player';

type Mode = 'live' | 'trace';

export interface QaPanelProps {
  recorder: TraceRecorder;
  initiallyOpen?: boolean;
  /** charts replayed by the trace player; the registry by default */
  charts?: readonly ReplayChart[];
}

export function QaPanel({ recorder, initiallyOpen = false, charts }: QaPanelProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [mode, setMode] = useState<Mode>('live');
  const bodyId = useId();
  return (
    <aside className="qa-panel" aria-label="QA trace panel">
      <button type="button" className="qa-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        {open ? 'Close QA panel' : 'QA'}
      </button>
      {open ? (
        <div className="qa-panel__body" id={bodyId}>
          <h2 className="qa-panel__title">Chart traces</h2>
          <div className="qa-panel__modes" role="group" aria-label="Panel view">
            <button type="button" className="qa-button" aria-pressed={mode === 'live'} onClick={() => setMode('live')}>
              Live recording
            </button>
            <button type="button" className="qa-button" aria-pressed={mode === 'trace'} onClick={() => setMode('trace')}>
              Loaded trace
            </button>
          </div>
          {mode === 'live' ? <LiveSection recorder={recorder} /> : <TracePlayer charts={charts} />}
        </div>
      ) : null}
    </aside>
  );
}
