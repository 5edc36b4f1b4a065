/**
 * Where a page's main-thread time goes, by what posted each task (Chrome's `toplevel` trace
 * category names the source function that posted it). Lighthouse's own categories put most of a
 * busy start-up under "Other", which says nothing; the poster says whether a task was a frame, a
 * network answer, a module load, a message to React's scheduler or a timer (issue 15).
 * The trace must be taken with `additionalTraceCategories: TASK_ORIGIN_CATEGORIES`.
 */
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export const TASK_ORIGIN_CATEGORIES = 'toplevel,disabled-by-default-toplevel.flow';

/** Posting sites, by `file:function`, grouped under what they mean for a page. */
const ORIGINS = [
  ['frames: style, layout, paint', /proxy_impl\.cc:ScheduledActionSendBeginMainFrame|event_handler\.cc:ScheduleHoverStateUpdate/],
  ['messages: React scheduler, fetch answers', /connector\.cc:|simple_watcher\.cc:Notify/],
  ['browser IPC: navigation, commit', /ipc_mojo_bootstrap\.cc:/],
  ['network responses', /background_url_loader\.cc:|resource_load_info_notifier_wrapper\.cc:|image_loader\.cc:|image_resource\.cc:/],
  ['module loading', /module_map\.cc:|v8_script_runner\.cc:EvaluateModule|dom_task_continuation\.cc:/],
  ['HTML parsing and the first script', /html_document_parser\.cc:|html_parser_script_runner\.cc:/],
  ['timers', /dom_timer\.cc:/],
  ['frame presentation: animations', /proxy_impl\.cc:(DidPresentCompositorFrame|DrawInternal)|web_frame_widget_impl\.cc:/],
  ['garbage collection', /minor-gc-job\.cc:|incremental-marking-job\.cc:|memory_reducer/],
];

function originOf(event) {
  if (!event) return 'other';
  const site = `${String(event.args?.src_file ?? '').replace(/^.*\//, '')}:${event.args?.src_func ?? ''}`;
  return ORIGINS.find(([, pattern]) => pattern.test(site))?.[0] ?? 'other';
}

/** Main-thread time (ms, unthrottled) and task count per origin, from a Lighthouse trace. */
export function mainThreadByOrigin(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  // the poster's event runs alongside Lighthouse's task, starting a few microseconds before or after it
  const posted = processed.mainThreadEvents
    .filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const postedDuring = (task) => {
    let low = 0;
    let high = posted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (posted[middle].ts < task.event.ts - 10) low = middle + 1;
      else high = middle;
    }
    const event = posted[low];
    return event && event.ts <= task.event.ts + (task.event.dur ?? 0) ? event : undefined;
  };
  const byOrigin = new Map();
  for (const task of tasks) {
    if (task.parent) continue;
    const event = postedDuring(task);
    const origin = originOf(event);
    const entry = byOrigin.get(origin) ?? { tasks: 0, ms: 0 };
    entry.tasks += 1;
    entry.ms += task.duration;
    byOrigin.set(origin, entry);
  }
  return byOrigin;
}

/** Prints each origin's tasks and time beside the reference's, times Lighthouse's CPU slowdown. */
export function printOrigins(reference, page, slowdown) {
  const origins = [...new Set([...page.keys(), ...reference.keys()])].sort((a, b) => (page.get(b)?.ms ?? 0) - (page.get(a)?.ms ?? 0));
  const cell = (entry) =>
    entry ? `${String(entry.tasks).padStart(4)} tasks ${String(Math.round(entry.ms * slowdown)).padStart(5)} ms` : '   0 tasks     0 ms';
  console.log(`  ${'posted by'.padEnd(44)} ${'reference'.padEnd(20)} home`);
  for (const origin of origins) console.log(`  ${origin.padEnd(44)} ${cell(reference.get(origin))}   ${cell(page.get(origin))}`);
  const total = (map) => ({ tasks: [...map.values()].reduce((sum, e) => sum + e.tasks, 0), ms: [...map.values()].reduce((sum, e) => sum + e.ms, 0) });
  console.log(`  ${'all'.padEnd(44)} ${cell(total(reference))}   ${cell(total(page))}`);
}
