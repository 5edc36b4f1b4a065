/** Saves a trace as a JSON file through a Blob link: no server round trip, works offline. */
import type { Trace } from '../../../machines/tooling';

export function traceFileName(trace: Trace): string {
  return `trace-${trace.recordedAt.replace(/[:.]/g, '-')}.json`;
}

export function downloadTrace(trace: Trace, doc: Document = document): void {
  const blob = new Blob([`${JSON.stringify(trace, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = traceFileName(trace);
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // revoking at once can cancel the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
