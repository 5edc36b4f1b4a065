/**
 * Paged list (id `pagedList`): one actor per list page of the member and agent centres (records,
 * messages, downlines, salaries). Two parts side by side:
 *
 * - `list` waits for the page's first ask, then loads one page of rows for the filters, the date
 *   range and the page number, and shows them, an empty list, or a failure with a retry. A filter
 *   or range change goes back to page 1 and loads again. Every change while loading re-enters
 *   `loading`, which stops the running load: an answer for older filters or an older page never
 *   lands on newer rows. A refused range (not a date, from after to, longer than the list allows)
 *   sends no request and keeps its error code. A date preset (today, yesterday, 7 or 30 days) is
 *   a range counted from the list's today, taken the same way.
 * - `export` hands the rows of the filters and range shown to the edge (a CSV download); the list
 *   stays usable meanwhile, and a failed export keeps the rows and reports its own error code. An
 *   export may cover a longer range than the list shows (`maxExportDays`, a record's 12 months):
 *   such a range is refused for the list (`range_too_long`) and offered for export all the same.
 */
import { and, assign, setup, stateIn } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { mergeFilters, sameFilters } from './paged-list.filters';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageCountOf, resolvePage } from './paged-list.paging';
import { DEFAULT_MAX_RANGE_DAYS, exportOnly, presetRange, rangeErrorOf, sameRange } from './paged-list.range';
import type {
  DateRange,
  PagedListContext,
  PagedListEvent,
  PagedListExportRequest,
  PagedListInput,
  PagedListPage,
  PagedListRequest,
} from './paged-list.types';
import { utcOffsetOrDefault } from '../../rules/merchant-day';

function loadRequest({ context }: { context: PagedListContext }): PagedListRequest {
  return {
    filters: { ...context.filters },
    range: { ...context.range },
    utcOffsetMinutes: context.utcOffsetMinutes,
    pageNo: context.pageNo,
    pageSize: context.pageSize,
  };
}

function exportRequest({ context }: { context: PagedListContext }): PagedListExportRequest {
  return { filters: { ...context.filters }, range: { ...context.range }, utcOffsetMinutes: context.utcOffsetMinutes, total: context.total };
}

const maxDaysOf = (input: PagedListInput) => Math.max(1, Math.trunc(input.maxRangeDays ?? DEFAULT_MAX_RANGE_DAYS));

const wholeNumber = (value: number, fallback: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : fallback);

/** other filters or another range: their rows, total and summary are not known yet */
const firstPage = { pageNo: 1, total: 0, rows: [], summary: null } as const;

/** The range an event asks for: a range given, or the one a preset names on the list's today. */
function askedRange(context: PagedListContext, event: PagedListEvent): DateRange | null {
  if (event.type === 'range.change') return event.range;
  if (event.type === 'range.preset') return presetRange(context.today, event.preset);
  return null;
}

export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    input: {} as PagedListInput,
  },
  actors: {
    /** one page of rows and the total (the page's report call, mapped to rows by src/api) */
    loadPage: notProvidedActor<PagedListPage, PagedListRequest>('loadPage'),
    /** every row of the filters and range, written out by the edge (e.g. a CSV download) */
    exportRows: notProvidedActor<void, PagedListExportRequest>('exportRows'),
  },
  actions: {
    assignFilters: assign(({ context, event }) =>
      event.type === 'filters.change' ? { filters: mergeFilters(context.filters, event.filters), ...firstPage } : {},
    ),
    assignRange: assign(({ context, event }) => {
      const range = askedRange(context, event);
      return range ? { range: { from: range.from, to: range.to }, ...firstPage } : {};
    }),
    assignPage: assign(({ context, event }) =>
      event.type === 'page.go' ? { pageNo: resolvePage(context.pageNo, event.pageNo) ?? context.pageNo } : {},
    ),
    assignRows: assign(({ context, event }) => {
      const { rows, total, summary } = doneOutput<PagedListPage>(event);
      // a page is all the chart keeps, whatever the loader sent
      const kept = rows.slice(0, context.pageSize);
      return {
        rows: kept,
        total: Math.max(wholeNumber(total, 0), (context.pageNo - 1) * context.pageSize + kept.length),
        summary: summary ?? null,
      };
    }),
    /** the page asked for is past the end (rows went away since): the last page is loaded instead */
    assignLastPage: assign(({ context, event }) => {
      const total = wholeNumber(doneOutput<PagedListPage>(event).total, 0);
      return { total, pageNo: pageCountOf(total, context.pageSize) };
    }),
    assignRangeError: assign(({ context }) => ({ errorCode: rangeErrorOf(context.range, context.maxRangeDays) })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    clearError: assign({ errorCode: null }),
    assignExportError: assign(({ event }) => ({ exportErrorCode: errorCodeOf(errorOf(event), 'export_failed') })),
    clearExportError: assign({ exportErrorCode: null }),
  },
  guards: {
    rangeIsValid: ({ context }) => rangeErrorOf(context.range, context.maxRangeDays) === null,
    filtersChanged: ({ context, event }) =>
      event.type === 'filters.change' && !sameFilters(mergeFilters(context.filters, event.filters), context.filters),
    changedFiltersInRange: and(['filtersChanged', 'rangeIsValid']),
    rangeChanged: ({ context, event }) => {
      const range = askedRange(context, event);
      return range !== null && !sameRange(range, context.range);
    },
    newRangeRefused: ({ context, event }) => {
      const range = askedRange(context, event);
      return range !== null && rangeErrorOf(range, context.maxRangeDays) !== null;
    },
    changedRangeRefused: and(['rangeChanged', 'newRangeRefused']),
    pageInRange: ({ context, event }) => {
      if (event.type !== 'page.go') return false;
      const page = resolvePage(context.pageNo, event.pageNo);
      return page !== null && page !== context.pageNo && page >= 1 && page <= pageCountOf(context.total, context.pageSize);
    },
    beyondLastPage: ({ context, event }) => context.pageNo > pageCountOf(wholeNumber(doneOutput<PagedListPage>(event).total, 0), context.pageSize),
    noRows: ({ event }) => doneOutput<PagedListPage>(event).rows.length === 0,
    showsRows: stateIn('#pagedList.list.loaded.hasRows'),
    /** too long for the list, not for a file */
    exportOnlyRange: and([stateIn('#pagedList.list.invalidRange'), ({ context }) => exportOnly(context)]),
  },
}).createMachine({
  id: 'pagedList',
  type: 'parallel',
  context: ({ input }) => ({
    today: input.today,
    filters: mergeFilters({}, input.filters ?? {}),
    range: input.range ? { from: input.range.from, to: input.range.to } : { from: input.today, to: input.today },
    utcOffsetMinutes: utcOffsetOrDefault(input.utcOffsetMinutes),
    maxRangeDays: maxDaysOf(input),
    maxExportDays: Math.max(maxDaysOf(input), Math.trunc(input.maxExportDays ?? 0)),
    pageNo: 1,
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(input.pageSize ?? DEFAULT_PAGE_SIZE))),
    total: 0,
    rows: [],
    summary: null,
    errorCode: null,
    exportErrorCode: null,
  }),
  states: {
    list: {
      initial: 'idle',
      on: {
        'filters.change': [
          { guard: 'changedFiltersInRange', target: '.loading', actions: 'assignFilters' },
          { guard: 'filtersChanged', target: '.invalidRange', actions: 'assignFilters' },
        ],
        'range.change': [
          { guard: 'changedRangeRefused', target: '.invalidRange', actions: 'assignRange' },
          { guard: 'rangeChanged', target: '.loading', actions: 'assignRange' },
        ],
        // the same two ways as a range given: a preset is a range counted from the list's today
        'range.preset': [
          { guard: 'changedRangeRefused', target: '.invalidRange', actions: 'assignRange' },
          { guard: 'rangeChanged', target: '.loading', actions: 'assignRange' },
        ],
        'page.go': { guard: 'pageInRange', target: '.loading', actions: 'assignPage' },
      },
      states: {
        idle: {
          description: 'Nothing asked yet: the page opens the list with list.refresh, or with its first filter or range.',
          on: { 'list.refresh': [{ guard: 'rangeIsValid', target: 'loading' }, { target: 'invalidRange' }] },
        },
        invalidRange: {
          tags: ['error'],
          description: 'The chosen range is refused (not a date, from after to, or too many days): no request until a range is accepted.',
          entry: 'assignRangeError',
        },
        loading: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: loadRequest,
            onDone: [
              { guard: 'beyondLastPage', target: 'loading', reenter: true, actions: 'assignLastPage' },
              { guard: 'noRows', target: 'loaded.empty', actions: 'assignRows' },
              { target: 'loaded.hasRows', actions: 'assignRows' },
            ],
            onError: { target: 'failed', actions: 'assignLoadError' },
          },
        },
        loaded: {
          initial: 'hasRows',
          on: { 'list.refresh': { target: 'loading' } },
          states: {
            hasRows: {},
            empty: {
              description: 'No row matches the filters and range: the list says so.',
            },
          },
        },
        failed: {
          tags: ['error'],
          on: { 'list.retry': { target: 'loading' } },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.export': [
              { guard: 'showsRows', target: 'exporting', actions: 'clearExportError' },
              { guard: 'exportOnlyRange', target: 'exporting', actions: 'clearExportError' },
            ],
          },
        },
        exporting: {
          description: 'The edge writes every row of the filters and range asked with; the list may move on meanwhile. A failure keeps the rows.',
          invoke: {
            id: 'exportRows',
            src: 'exportRows',
            input: exportRequest,
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: 'assignExportError' },
          },
        },
      },
    },
  },
});
