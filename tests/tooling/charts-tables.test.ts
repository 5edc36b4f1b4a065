/**
 * The plain-text parts of the chart documents: the state and transition tables of a page (what an
 * auditor reads without a diagram) and the coverage columns of the index, including a chart whose
 * coverage file is missing or was recorded for another version of the chart.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { chartModel } from '../../machines/tooling';
import { statesTable, transitionsTable } from '../../scripts/charts/chart-tables';
import { chartsIndex } from '../../scripts/charts/charts-index';
import { coveragePercent, coverageProblems } from '../../scripts/charts/path-coverage';
import type { CoverageStatus } from '../../scripts/charts/path-coverage';

const fetcher = setup({
  actors: { loadUser: fromPromise(async () => 1) },
  actions: { keep: () => {}, report: () => {}, note: () => {} },
  guards: { canRetry: () => true },
  delays: { RETRY_DELAY: 2000 },
}).createMachine({
  id: 'fetcher',
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: { id: 'loadUser', src: 'loadUser', onDone: { target: 'loaded', actions: 'keep' }, onError: { target: 'failed', actions: 'report' } },
    },
    loaded: { type: 'final' },
    failed: {
      description: 'Retries after RETRY_DELAY | or now.',
      entry: 'note',
      on: { retry: { guard: 'canRetry', target: 'loading' }, ping: { actions: 'note' } },
      after: { RETRY_DELAY: { target: 'loading' } },
    },
  },
});
const model = chartModel(fetcher);

describe('chart tables', () => {
  it('lists every state with type, tags, invokes, authored entry/exit actions and description', () => {
    expect(statesTable(model)).toEqual([
      '| state | type | tags | invokes | entry | exit | description |',
      '|---|---|---|---|---|---|---|',
      '| `(machine)` | compound (initial `loading`) | | | | | |',
      '| `loading` | atomic | `busy` | `invoke loadUser` | | | |',
      '| `loaded` | final | | | | | |',
      '| `failed` | atomic | | | `note` | | Retries after RETRY\\_DELAY \\| or now. |',
    ]);
  });

  it('lists every transition with source, kind, event, guard, targets and actions', () => {
    expect(transitionsTable(model)).toEqual([
      '| # | source | kind | event | guard | targets | actions |',
      '|---:|---|---|---|---|---|---|',
      '| 1 | `loading` | done | `done: loadUser` | | `loaded` | `keep` |',
      '| 2 | `loading` | error | `error: loadUser` | | `failed` | `report` |',
      '| 3 | `failed` | event | `retry` | `canRetry` | `loading` | |',
      '| 4 | `failed` | event | `ping` | | (stays) | `note` |',
      '| 5 | `failed` | after | `after RETRY_DELAY 2000 ms` | | `loading` | |',
    ]);
  });
});

describe('charts index', () => {
  const coverage = { machineId: 'fetcher', paths: 9, states: 4, transitions: 5, file: 'test-results/path-coverage/fetcher.json' };
  const entry = (status: CoverageStatus) => ({ model, description: 'Loads a user.', page: 'fetcher.md', svg: 'fetcher.svg', coverage: status });
  const row = (status: CoverageStatus) =>
    chartsIndex([entry(status)])
      .split('\n')
      .find((line) => line.startsWith('| [fetcher]'));

  it('shows counts, paths, reached states and taken transitions, percent and hash', () => {
    const complete: CoverageStatus = {
      machineId: 'fetcher',
      state: 'recorded',
      file: coverage.file,
      coverage: { ...coverage, statesReached: 4, transitionsTaken: 5 },
    };
    expect(row(complete)).toBe(
      `| [fetcher](fetcher.md) ([svg](fetcher.svg)) | Loads a user. | 4 | 5 | 9 | 4 / 4 | 5 / 5 | 100% | \`${model.hash}\` |`,
    );
    expect(coverageProblems(complete)).toEqual([]);
  });

  it('says when a chart has no coverage file, and names the command that records it', () => {
    const missing: CoverageStatus = { machineId: 'fetcher', state: 'missing', file: coverage.file };
    expect(row(missing)).toBe(
      `| [fetcher](fetcher.md) ([svg](fetcher.svg)) | Loads a user. | 4 | 5 | – | no coverage file | – | – | \`${model.hash}\` |`,
    );
    expect(chartsIndex([entry(missing)])).toContain('**No current path coverage for `fetcher`**: run `npx vitest run --project machines`');
    expect(coverageProblems(missing)).toEqual([
      'fetcher: no path coverage (test-results/path-coverage/fetcher.json is missing); run the machines phase first: npx vitest run --project machines',
    ]);
  });

  it('counts what no path reaches and never rounds an incomplete coverage up to 100%', () => {
    const partial = { ...coverage, states: 1000, transitions: 1000, statesReached: 1000, transitionsTaken: 999 };
    expect(coveragePercent(partial)).toBe(99.9);
    expect(coverageProblems({ machineId: 'fetcher', state: 'recorded', file: coverage.file, coverage: partial })).toEqual([
      'fetcher: path coverage 99.9%: 0 state(s) reached by no path and 1 transition(s) taken by none (the path suite names them)',
    ]);
  });
});
