/**
 * Paged-list chart: graph paths over the first ask, filter and range changes and date presets
 * (accepted and refused), paging by next, previous and number, answers with rows, without rows and past the last
 * page, failures and retries, refreshes, and exports that succeed or fail beside the list, with the
 * view model checked at every step; behaviour: what the loader and exporter are asked, stale
 * answers dropped, a refused range never asked for; the pure range, paging and filter rules.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import {
  addDays,
  dayNumber,
  daysInRange,
  lastDays,
  mergeFilters,
  pageCountOf,
  createPagedList,
  pagedListMachine,
  presetOf,
  presetRange,
  rangeErrorOf,
  resolvePage,
  sameFilters,
  selectPagedListView,
} from '../../machines/paged-list';
import type { ListRow, PagedListExportRequest, PagedListInput, PagedListPage, PagedListRequest, PagedListSnapshot } from '../../machines/paged-list';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as PagedListSnapshot;
const today = '2026-03-10';
const row = (id: number): ListRow => ({ id: `R${id}`, amount: id * 10, remark: null });

runPathSuite({
  machine: pagedListMachine.provide({
    actors: { loadPage: pending<PagedListPage, PagedListRequest>(), exportRows: pending<void, PagedListExportRequest>() },
  }),
  inputs: [
    // a range of 91 to 500 days is too long for the list and still exported (the second start
    // exports no more than its list shows)
    { today, pageSize: 10, maxRangeDays: 90, maxExportDays: 500 },
    // a range from the address that is refused on the first ask; at most 3 days, so every range
    // below is refused too and this start stays a small graph
    { today, range: { from: today, to: '2026-03-01' }, maxRangeDays: 3 },
  ] satisfies PagedListInput[],
  events: {
    'filters.change': [{ filters: { type: 'deposit' } }],
    'range.change': [
      { range: { from: '2026-03-04', to: today } },
      { range: { from: today, to: '2026-03-04' } },
      { range: { from: '2025-01-01', to: today } },
    ],
    // 30 days: accepted by the first list, refused where at most 3 days are allowed
    'range.preset': [{ preset: 'last30' }],
    'page.go': [{ pageNo: 'next' }, { pageNo: 'prev' }, { pageNo: 3 }],
    // 3 pages; no row at all; an answer that puts page 2 or 3 past the end of 1 page
    'xstate.done.actor.loadPage': [{ output: { rows: [row(1)], total: 25 } }, { output: { rows: [], total: 0 } }, { output: { rows: [], total: 4 } }],
    'xstate.error.actor.loadPage': [{ error: { errorCode: 'system.error' } }],
    'xstate.error.actor.exportRows': [{ error: new Error('disk full') }],
  },
  // graph identity: what the guards read (the regions, filters, range, page and total); the rows'
  // content and the error codes follow from those, and an export's outcome changes no guard
  serialize: (raw) => {
    const { value, context } = asSnapshot(raw);
    const { filters, range, pageNo, total } = context;
    return JSON.stringify({ value, filters, range, pageNo, total });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = selectPagedListView(s);
    expect(view.isLoading).toBe(s.hasTag('busy'));
    expect(view.errorCode !== null).toBe(view.status === 'failed' || view.status === 'invalidRange');
    expect(view.canRetry).toBe(view.status === 'failed');
    // rows only while shown, never more than a page
    expect(view.rows.length > 0).toBe(view.status === 'loaded');
    expect(s.context.rows.length).toBeLessThanOrEqual(s.context.pageSize);
    // the pager stays inside 1..pageCount and offers only the pages there are
    expect(view.pageNo).toBeGreaterThanOrEqual(1);
    expect(view.pageNo <= view.pageCount || view.isLoading || view.status === 'failed').toBe(true);
    expect(view.canPrev).toBe(view.pageNo > 1 && view.pageNo <= view.pageCount && view.status !== 'invalidRange');
    expect(view.canNext).toBe(view.pageNo < view.pageCount);
    // a refused range is never asked for
    if (view.isLoading) expect(rangeErrorOf(view.range, view.maxRangeDays)).toBeNull();
    if (view.status === 'invalidRange') expect(view.errorCode).toBe(rangeErrorOf(view.range, view.maxRangeDays));
    // an export starts only from shown rows or from a range only a file may cover, and its failure keeps them
    if (event.type === 'list.export') expect(view.exporting).toBe(true);
    if (event.type === 'xstate.error.actor.exportRows') expect(view.exportErrorCode).toBe('export_failed');
    expect(view.exportOnly).toBe(
      view.status === 'invalidRange' &&
        rangeErrorOf(view.range, view.maxRangeDays) === 'range_too_long' &&
        rangeErrorOf(view.range, view.maxExportDays) === null,
    );
    expect(view.canExport).toBe((view.status === 'loaded' || view.exportOnly) && !view.exporting);
    // a filter or range change starts at page 1
    if (event.type === 'filters.change' || event.type === 'range.change' || event.type === 'range.preset') expect(view.pageNo).toBe(1);
    // a preset is the range it names, counted from the list's today, and the view names it back
    if (event.type === 'range.preset') {
      const { preset } = event as EventObject & { preset: 'last30' };
      expect(view.range).toEqual(presetRange(today, preset));
      expect(view.preset).toBe(preset);
    }
    expect(view.preset).toBe(presetOf(view.range, today));
    // a summary only beside an answer shown
    if (view.status !== 'loaded' && view.status !== 'empty') expect(view.summary).toBeNull();
  },
});

describe('paged list behaviour', () => {
  function start(load: (request: PagedListRequest) => Promise<PagedListPage>, input: Partial<PagedListInput> = {}) {
    const requests: PagedListRequest[] = [];
    const exports: PagedListExportRequest[] = [];
    let exportAnswer: () => Promise<void> = async () => {};
    const actor = createActor(
      pagedListMachine.provide({
        actors: {
          loadPage: fromPromise<PagedListPage, PagedListRequest>(({ input: request }) => {
            requests.push(request);
            return load(request);
          }),
          exportRows: fromPromise<void, PagedListExportRequest>(({ input: request }) => {
            exports.push(request);
            return exportAnswer();
          }),
        },
      }),
      { input: { today, ...input } },
    ).start();
    return {
      actor,
      requests,
      exports,
      answerExports: (answer: () => Promise<void>) => (exportAnswer = answer),
      view: () => selectPagedListView(actor.getSnapshot()),
    };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy') && !s.matches({ export: 'exporting' }));
  /** 25 rows, 10 a page */
  const rowsOf = async ({ pageNo, pageSize }: PagedListRequest): Promise<PagedListPage> => ({
    rows: Array.from({ length: Math.max(0, Math.min(pageSize, 25 - (pageNo - 1) * pageSize)) }, (_, i) => row((pageNo - 1) * pageSize + i + 1)),
    total: 25,
  });

  it('waits for the first ask, then loads page 1 of today with 10 rows a page', async () => {
    const { actor, requests, view } = start(rowsOf);
    expect(view()).toMatchObject({ status: 'idle', pageNo: 1, pageCount: 1, canRefresh: true, canNext: false, canExport: false });
    expect(requests).toEqual([]);
    actor.send({ type: 'list.refresh' });
    expect(view()).toMatchObject({ status: 'loading', isLoading: true, rows: [] });
    await settled(actor);
    // the range's days are the merchant's: UTC+8 unless the page names its merchant's zone
    expect(requests).toEqual([{ filters: {}, range: { from: today, to: today }, utcOffsetMinutes: 480, pageNo: 1, pageSize: 10 }]);
    expect(view()).toMatchObject({ status: 'loaded', pageNo: 1, pageCount: 3, total: 25, canPrev: false, canNext: true, canExport: true });
    expect(view().rows).toHaveLength(10);
  });

  it('pages by next, previous and number within 1..pageCount', async () => {
    const { actor, requests, view } = start(rowsOf);
    actor.send({ type: 'list.refresh' });
    await settled(actor);
    actor.send({ type: 'page.go', pageNo: 'prev' });
    actor.send({ type: 'page.go', pageNo: 4 });
    actor.send({ type: 'page.go', pageNo: 1.5 });
    actor.send({ type: 'page.go', pageNo: 1 });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'page.go', pageNo: 3 });
    await settled(actor);
    expect(view()).toMatchObject({ pageNo: 3, canNext: false, canPrev: true });
    expect(view().rows.map((r) => r.id)).toEqual(['R21', 'R22', 'R23', 'R24', 'R25']);
    actor.send({ type: 'page.go', pageNo: 'next' });
    actor.send({ type: 'page.go', pageNo: 'prev' });
    await settled(actor);
    expect(requests.map((r) => r.pageNo)).toEqual([1, 3, 2]);
  });

  it('goes back to page 1 on a filter change, merging the names and dropping emptied ones', async () => {
    const { actor, requests, view } = start(rowsOf, { filters: { type: 'deposit' } });
    actor.send({ type: 'list.refresh' });
    await settled(actor);
    actor.send({ type: 'page.go', pageNo: 2 });
    await settled(actor);
    actor.send({ type: 'filters.change', filters: { username: 'ann' } });
    await settled(actor);
    actor.send({ type: 'filters.change', filters: { type: '', username: 'ann' } });
    await settled(actor);
    // the same filters again ask for nothing
    actor.send({ type: 'filters.change', filters: { username: 'ann', type: '' } });
    expect(view().status).toBe('loaded');
    expect(requests.map(({ filters, pageNo }) => ({ filters, pageNo }))).toEqual([
      { filters: { type: 'deposit' }, pageNo: 1 },
      { filters: { type: 'deposit' }, pageNo: 2 },
      { filters: { type: 'deposit', username: 'ann' }, pageNo: 1 },
      { filters: { username: 'ann' }, pageNo: 1 },
    ]);
  });

  it('never lets an answer for older filters or an older page overwrite newer rows', async () => {
    const answers = new Map<string, (page: PagedListPage) => void>();
    const { actor, view } = start((request) => new Promise((resolve) => answers.set(`${request.filters.type ?? '-'} ${request.pageNo}`, resolve)));
    actor.send({ type: 'list.refresh' });
    answers.get('- 1')!({ rows: [row(1)], total: 30 });
    await settled(actor);
    actor.send({ type: 'page.go', pageNo: 2 });
    actor.send({ type: 'page.go', pageNo: 3 });
    actor.send({ type: 'filters.change', filters: { type: 'bonus' } });
    answers.get('bonus 1')!({ rows: [row(7)], total: 1 });
    await settled(actor);
    answers.get('- 2')!({ rows: [row(2)], total: 30 });
    answers.get('- 3')!({ rows: [row(3)], total: 30 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view()).toMatchObject({ status: 'loaded', pageNo: 1, pageCount: 1, total: 1, rows: [row(7)] });
  });

  it('refuses a range out of order, too long or not a date with its code, without a request', async () => {
    const { actor, requests, view } = start(rowsOf);
    actor.send({ type: 'range.change', range: { from: today, to: '2026-03-09' } });
    expect(view()).toMatchObject({ status: 'invalidRange', errorCode: 'range_order', rows: [], canRefresh: false, canExport: false });
    // the 90 days up to today are accepted, 91 are not
    actor.send({ type: 'range.change', range: { from: '2025-12-10', to: today } });
    expect(view()).toMatchObject({ status: 'invalidRange', errorCode: 'range_too_long' });
    actor.send({ type: 'range.change', range: { from: '2026-02-30', to: today } });
    expect(view()).toMatchObject({ status: 'invalidRange', errorCode: 'range_invalid' });
    // a filter changed meanwhile is kept for the next accepted range
    actor.send({ type: 'filters.change', filters: { type: 'deposit' } });
    expect(view()).toMatchObject({ status: 'invalidRange', errorCode: 'range_invalid', filters: { type: 'deposit' } });
    expect(requests).toEqual([]);
    actor.send({ type: 'range.change', range: { from: '2025-12-11', to: today } });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'loaded', errorCode: null });
    expect(requests).toEqual([
      { filters: { type: 'deposit' }, range: { from: '2025-12-11', to: today }, utcOffsetMinutes: 480, pageNo: 1, pageSize: 10 },
    ]);
  });

  it('exports 12 months as a file while the list shows at most 90 days, and no more than 12 months', async () => {
    const { actor, requests, exports, view } = start(rowsOf, { maxRangeDays: 90, maxExportDays: 366 });
    const year = lastDays(today, 366);
    actor.send({ type: 'range.change', range: year });
    expect(view()).toMatchObject({ status: 'invalidRange', errorCode: 'range_too_long', exportOnly: true, canExport: true });
    actor.send({ type: 'list.export' });
    expect(view().exporting).toBe(true);
    await settled(actor);
    expect(exports).toEqual([{ filters: {}, range: year, utcOffsetMinutes: 480, total: 0 }]);
    // the list was never asked for it
    expect(requests).toEqual([]);
    actor.send({ type: 'range.change', range: lastDays(today, 367) });
    expect(view()).toMatchObject({ status: 'invalidRange', exportOnly: false, canExport: false });
    actor.send({ type: 'list.export' });
    expect(exports).toHaveLength(1);
  });

  it('takes the longest range and the page size from the page', async () => {
    const { actor, requests, view } = start(rowsOf, { maxRangeDays: 30, pageSize: 500 });
    actor.send({ type: 'range.change', range: lastDays(today, 31) });
    expect(view().errorCode).toBe('range_too_long');
    actor.send({ type: 'range.change', range: lastDays(today, 30) });
    await settled(actor);
    expect(requests[0]).toMatchObject({ range: { from: '2026-02-09', to: today }, pageSize: 100 });
  });

  it('keeps no more than a page of rows, whatever the loader sends', async () => {
    const { actor, view } = start(async () => ({ rows: Array.from({ length: 15 }, (_, i) => row(i)), total: 15 }), { pageSize: 5 });
    actor.send({ type: 'list.refresh' });
    await settled(actor);
    expect(actor.getSnapshot().context.rows).toHaveLength(5);
    expect(view().pageCount).toBe(3);
  });

  it('shows an empty list, a failure with a retry, and reads a failure without a code as a network error', async () => {
    let attempt = 0;
    const { actor, view } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { errorCode: 'system.error' };
      if (attempt === 2) throw new TypeError('Failed to fetch');
      return { rows: [], total: 0 };
    });
    actor.send({ type: 'list.refresh' });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', errorCode: 'system.error', canRetry: true, canRefresh: false });
    actor.send({ type: 'list.retry' });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', errorCode: 'network.error' });
    actor.send({ type: 'list.retry' });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'empty', isEmpty: true, errorCode: null, pageCount: 1, canExport: false, canNext: false });
  });

  it('loads the last page when a refresh finds the current one past the end', async () => {
    let total = 25;
    const { actor, requests, view } = start(async ({ pageNo }) => ({ rows: pageNo <= Math.ceil(total / 10) ? [row(pageNo)] : [], total }));
    actor.send({ type: 'list.refresh' });
    await settled(actor);
    actor.send({ type: 'page.go', pageNo: 3 });
    await settled(actor);
    total = 12;
    actor.send({ type: 'list.refresh' });
    await settled(actor);
    expect(requests.map((r) => r.pageNo)).toEqual([1, 3, 3, 2]);
    expect(view()).toMatchObject({ status: 'loaded', pageNo: 2, pageCount: 2, rows: [row(2)] });
  });

  it('takes a date preset as the range it names from the list’s today, and keeps the summary of the answer shown', async () => {
    const { actor, requests, view } = start(async (request) => ({ ...(await rowsOf(request)), summary: { betAmount: 12.5 } }), {
      maxRangeDays: 7,
    });
    expect(view().preset).toBe('today');
    actor.send({ type: 'range.preset', preset: 'yesterday' });
    await settled(actor);
    expect(view()).toMatchObject({ preset: 'yesterday', range: { from: '2026-03-09', to: '2026-03-09' }, summary: { betAmount: 12.5 } });
    actor.send({ type: 'range.preset', preset: 'last7' });
    await settled(actor);
    expect(view()).toMatchObject({ preset: 'last7', range: { from: '2026-03-04', to: today } });
    // the same preset again asks for nothing; 30 days are more than this list takes
    actor.send({ type: 'range.preset', preset: 'last7' });
    actor.send({ type: 'range.preset', preset: 'last30' });
    expect(view()).toMatchObject({ status: 'invalidRange', errorCode: 'range_too_long', preset: 'last30', summary: null });
    actor.send({ type: 'range.change', range: { from: '2026-03-05', to: '2026-03-08' } });
    await settled(actor);
    expect(view().preset).toBe('custom');
    expect(requests.map((r) => r.range.from)).toEqual(['2026-03-09', '2026-03-04', '2026-03-05']);
  });

  it('exports the rows of the filters and range shown, beside the list, and keeps the rows when it fails', async () => {
    // a merchant at UTC-5: its days go to the loader and the exporter with the range
    const { actor, requests, exports, answerExports, view } = start(rowsOf, { filters: { type: 'deposit' }, utcOffsetMinutes: -300 });
    actor.send({ type: 'list.export' });
    expect(exports).toEqual([]);
    actor.send({ type: 'list.refresh' });
    await settled(actor);
    let finish: () => void = () => {};
    answerExports(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'list.export' });
    expect(view()).toMatchObject({ exporting: true, canExport: false, status: 'loaded' });
    // the list moves on while the file is written
    actor.send({ type: 'page.go', pageNo: 'next' });
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    expect(view()).toMatchObject({ pageNo: 2, exporting: true });
    finish();
    await settled(actor);
    expect(exports).toEqual([{ filters: { type: 'deposit' }, range: { from: today, to: today }, utcOffsetMinutes: -300, total: 25 }]);
    expect(requests.map((request) => request.utcOffsetMinutes)).toEqual([-300, -300]);
    expect(view()).toMatchObject({ exporting: false, exportErrorCode: null, canExport: true });

    answerExports(() => Promise.reject(new Error('quota')));
    actor.send({ type: 'list.export' });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'loaded', pageNo: 2, exportErrorCode: 'export_failed', errorCode: null });
    expect(view().rows).toHaveLength(10);
    answerExports(() => Promise.reject({ errorCode: 'network.error' }));
    actor.send({ type: 'list.export' });
    expect(view().exportErrorCode).toBeNull();
    await settled(actor);
    expect(view().exportErrorCode).toBe('network.error');
  });
});

describe('a paged list of one kind of row (createPagedList)', () => {
  interface Bet {
    orderNo: string;
    stake: number;
  }
  const bets: Bet[] = [
    { orderNo: 'A1', stake: 500 },
    { orderNo: 'A2', stake: 250 },
  ];

  it('gives its views the rows and the summary its loader answered with, and refuses an export it does not offer', async () => {
    const list = createPagedList<Bet, { stakes: number }>({ loadPage: async () => ({ rows: bets, total: 2, summary: { stakes: 750 } }) });
    const actor = createActor(list.logic, { input: { today } }).start();
    actor.send({ type: 'list.refresh' });
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'hasRows' } }));
    const view = list.selectView(actor.getSnapshot());
    expect(view.rows.map((bet) => bet.orderNo)).toEqual(['A1', 'A2']);
    expect(view.summary?.stakes).toBe(750);
    actor.send({ type: 'list.export' });
    await waitFor(actor, (s) => s.context.exportErrorCode !== null);
    expect(list.selectView(actor.getSnapshot()).exportErrorCode).toBe('function.not.available');
    expect(list.selectView(actor.getSnapshot()).rows).toHaveLength(2);
  });
});

describe('paged list rules', () => {
  it('reads calendar dates only', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-02-29')).not.toBeNull();
    for (const date of ['2026-02-29', '2026-13-01', '2026-3-1', '0099-01-01', '', '2026-03-10T00:00']) expect(dayNumber(date), date).toBeNull();
  });

  it('counts days with both ends included, across month ends and clock changes', () => {
    expect(daysInRange({ from: today, to: today })).toBe(1);
    expect(daysInRange({ from: '2026-02-27', to: '2026-03-02' })).toBe(4);
    expect(daysInRange({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(daysInRange({ from: today, to: 'soon' })).toBeNull();
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('never', 1)).toBeNull();
    expect(lastDays(today, 7)).toEqual({ from: '2026-03-04', to: today });
    expect(lastDays(today, 0)).toEqual({ from: today, to: today });
  });

  it('refuses a range by its first problem', () => {
    expect(rangeErrorOf({ from: today, to: today }, 1)).toBeNull();
    expect(rangeErrorOf({ from: '2026-03-09', to: today }, 1)).toBe('range_too_long');
    expect(rangeErrorOf({ from: today, to: '2026-03-09' }, 90)).toBe('range_order');
    expect(rangeErrorOf({ from: '', to: today }, 90)).toBe('range_invalid');
  });

  it('names the presets’ ranges and finds the preset of a range', () => {
    expect(presetRange(today, 'today')).toEqual({ from: today, to: today });
    expect(presetRange('2026-03-01', 'yesterday')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange(today, 'last30')).toEqual({ from: '2026-02-09', to: today });
    expect(presetOf({ from: '2026-03-04', to: today }, today)).toBe('last7');
    expect(presetOf({ from: '2026-03-04', to: '2026-03-09' }, today)).toBe('custom');
  });

  it('counts pages and resolves page targets', () => {
    expect([0, 1, 10, 11].map((total) => pageCountOf(total, 10))).toEqual([1, 1, 1, 2]);
    expect([resolvePage(2, 'next'), resolvePage(2, 'prev'), resolvePage(2, 5), resolvePage(2, 2.5), resolvePage(2, Number.NaN)]).toEqual([
      3,
      1,
      5,
      null,
      null,
    ]);
  });

  it('merges filters and compares them by content', () => {
    expect(mergeFilters({ type: 'deposit', user: 'ann' }, { type: '', status: 'paid' })).toEqual({ user: 'ann', status: 'paid' });
    expect(mergeFilters({}, { type: '' })).toEqual({});
    expect(sameFilters({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameFilters({ a: '1' }, { a: '1', b: '2' })).toBe(false);
    expect(sameFilters({ a: '1' }, { a: '2' })).toBe(false);
  });
});
