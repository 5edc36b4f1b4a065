/**
 * The team overview's chart, as uPlot receives it: every day of the period at its noon in seconds
 * (uPlot's unit), the x scale pinned to the period, and each day labelled in the page's language.
 * A period with one active day once read March 2027 to September 2029: uPlot widens a lone point's
 * scale by itself unless told the range.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import type uPlot from 'uplot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamOverviewDailyValue } from '../../../wire/team.schemas';
import { activateLocale, i18n } from '../support/languages';

const drawn = vi.hoisted(() => [] as { options: uPlot.Options; data: uPlot.AlignedData }[]);
vi.mock('uplot', () => ({
  default: class {
    constructor(options: uPlot.Options, data: uPlot.AlignedData) {
      drawn.push({ options, data });
    }
    setSize() {}
    destroy() {}
  },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

type Day = TeamOverviewDailyValue['list'][number];
const quiet = {
  newMembers: 0,
  firstDepositCount: 0,
  firstDepositAmount: 0,
  depositCount: 0,
  withdrawalCount: 0,
  withdrawalAmount: 0,
  bonusAmount: 0,
};
// the gateway lists only the days something happened: one in this week
const activeDay: Day = { date: '2026-12-03', activeMembers: 2, depositAmount: 120.5, validBetAmount: 300, profitAndLoss: -20, ...quiet };
const week = { from: '2026-12-01', to: '2026-12-07' };
const noon = (day: number) => Date.UTC(2026, 11, day, 12) / 1000;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  drawn.length = 0;
});

async function drawIn(locale: 'ms' | 'en' | 'zh', days: Day[], range = week) {
  const { default: TeamChart } = await import('../../../src/views/agent-centre/team/team-chart');
  activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <TeamChart days={days} range={range} />
    </I18nProvider>,
  );
  const { options, data } = drawn[drawn.length - 1];
  const xScale = options.scales?.x;
  const xRange = typeof xScale?.range === 'function' ? xScale.range({} as uPlot, 0, 0, 'x') : xScale?.range;
  const xAxis = options.axes?.[0];
  const ticks = typeof xAxis?.splits === 'function' ? xAxis.splits({} as uPlot, 0, 0, 0, 0, 0) : [];
  const labels = typeof xAxis?.values === 'function' ? xAxis.values({} as uPlot, ticks, 0, 0, 0) : [];
  return { data, xRange, ticks, labels };
}

describe('team overview chart', () => {
  it('draws every day of the period in seconds, the scale held to the period, with one active day', async () => {
    const { data, xRange } = await drawIn('en', [activeDay]);
    expect(data[0]).toEqual([1, 2, 3, 4, 5, 6, 7].map(noon));
    expect(data[1]).toEqual([0, 0, 300, 0, 0, 0, 0]);
    expect(data[2]).toEqual([0, 0, 120.5, 0, 0, 0, 0]);
    expect(data[3]).toEqual([0, 0, -20, 0, 0, 0, 0]);
    // 1 December 00:00 to 8 December 00:00: the week, not years
    expect(xRange).toEqual([Date.UTC(2026, 11, 1) / 1000, Date.UTC(2026, 11, 8) / 1000]);
  });

  it('labels the days in the language of the page', async () => {
    expect((await drawIn('en', [activeDay])).labels).toEqual(['01/12', '02/12', '03/12', '04/12', '05/12', '06/12', '07/12']);
    expect((await drawIn('ms', [activeDay])).labels).toEqual(['01/12', '02/12', '03/12', '04/12', '05/12', '06/12', '07/12']);
    expect((await drawIn('zh', [activeDay])).labels).toEqual(['12/01', '12/02', '12/03', '12/04', '12/05', '12/06', '12/07']);
  });

  it('keeps a single day on its own day', async () => {
    const { data, xRange, labels } = await drawIn('en', [activeDay], { from: '2026-12-03', to: '2026-12-03' });
    expect(data[0]).toEqual([noon(3)]);
    expect(xRange).toEqual([Date.UTC(2026, 11, 3) / 1000, Date.UTC(2026, 11, 4) / 1000]);
    expect(labels).toEqual(['03/12']);
  });

  it('labels at most eight days of a long period', async () => {
    const { data, labels } = await drawIn('en', [activeDay], { from: '2026-10-09', to: '2026-12-07' });
    expect(data[0]).toHaveLength(60);
    expect(labels).toHaveLength(8);
    expect(labels[0]).toBe('09/10');
  });
});
