/**
 * The team's days drawn with uPlot (a small, maintained canvas chart library), in a chunk of its own
 * so only an agent's overview loads it. Decorative beside the table that holds the same figures
 * (the table is what screen readers read): the canvas is hidden from them. It takes the theme's
 * colours from CSS and its width from its box, and is drawn only where the browser can measure
 * boxes (ResizeObserver).
 */
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DateRange } from '../../../../machines/paged-list';
import { dateFormat } from '../../../../rules/date-format';
import type { TeamOverviewDailyValue } from '../../../../wire/team.schemas';
import { dateOfTick, teamChartData } from './team-chart.data';

type Day = TeamOverviewDailyValue['list'][number];

const HEIGHT = 220;

const cssColour = (element: Element, name: string, fallback: string) => getComputedStyle(element).getPropertyValue(name).trim() || fallback;

export default function TeamChart({ days, range }: { days: readonly Day[]; range: DateRange }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const box = useRef<HTMLDivElement>(null);
  const labels = { validBet: t`Valid bet`, deposits: t`Deposits`, pnl: t`Players' profit and loss` };

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const text = cssColour(element, '--color-text', '#1b1d23');
    const grid = cssColour(element, '--color-border', '#c9cdd6');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const chart = teamChartData(days, range);
    // a calendar day the gateway names is written as is: no time zone moves it
    const format = dateFormat(locale, 0);
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: HEIGHT,
      legend: { live: false },
      cursor: { drag: { x: false, y: false } },
      // the days are placed and labelled here, not by uPlot's clock in the browser's zone
      scales: { x: { time: false, range: () => chart.xRange } },
      axes: [{ ...axis, splits: () => chart.ticks, values: (_plot, splits) => splits.map((tick) => format.shortDate(dateOfTick(tick)) ?? '') }, axis],
      series: [
        {},
        { label: labels.validBet, stroke: cssColour(element, '--color-primary', '#5b2fc0'), width: 2 },
        { label: labels.deposits, stroke: cssColour(element, '--color-accent', '#b35c00'), width: 2 },
        { label: labels.pnl, stroke: cssColour(element, '--color-danger', '#b3261e'), width: 2, dash: [6, 4] },
      ],
    };
    const data: uPlot.AlignedData = [chart.x, chart.validBet, chart.deposits, chart.profitAndLoss];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, range, locale, labels.validBet, labels.deposits, labels.pnl]);

  return <div ref={box} className="team__plot" aria-hidden="true" data-testid="team-chart" />;
}
