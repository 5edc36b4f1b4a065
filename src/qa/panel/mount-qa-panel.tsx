/**
 * The panel gets its own React root in a container after the app's, so the app's views and their
 * tree stay exactly as players get them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { TraceRecorder } from '../trace-recorder';
import { QaPanel } from './qa-panel';
import './qa-panel.css';

export function mountQaPanel(recorder: TraceRecorder): void {
  const container = document.createElement('div');
  container.id = 'qa-panel-root';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <QaPanel recorder={recorder} />
    </StrictMode>,
  );
}
