/**
 * The events delivered to the chart actors, oldest first, with the time since recording started.
 * Payloads are shown as recorded, that is already masked. Only the latest entries are rendered so a
 * long session stays responsive; the downloaded trace keeps them all.
 */
import type { TraceEvent } from '../../../machines/tooling';

const SHOWN = 300;

function payloadText(event: TraceEvent['event']): string {
  const { type: _type, ...payload } = event;
  if (Object.keys(payload).length === 0) return '';
  const text = JSON.stringify(payload);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function EventLog({ events, machineOf }: { events: readonly TraceEvent[]; machineOf: (sessionId: string) => string }) {
  const shown = events.slice(-SHOWN);
  return (
    <section className="qa-section" aria-labelledby="qa-event-log-title">
      <h3 id="qa-event-log-title">
        Event log <span className="qa-muted">({events.length} events)</span>
      </h3>
      {events.length > shown.length ? <p className="qa-muted">Showing the latest {shown.length}.</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must take focus to scroll by keyboard (axe: scrollable-region-focusable) */}
      <ol className="qa-log" aria-label="Event log" tabIndex={0}>
        {shown.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the key is the entry's position in the whole log, which never changes
          <li key={events.length - shown.length + i}>
            <time className="qa-log__time">+{entry.at} ms</time> <span className="qa-log__actor">{machineOf(entry.actor)}</span>{' '}
            <code className="qa-log__type">{entry.event.type}</code> <span className="qa-muted">{payloadText(entry.event)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
