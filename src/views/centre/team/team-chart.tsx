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
import type { TeamOverviewDailyValue } from '../../../../wire/team.schemas';

type Day = TeamOverviewDailyValue['list'][number];

const HEIGHT = 220;

/** A day's noon in seconds (uPlot's time unit), so a bar sits on its day whatever the zone. */
const dayTime = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12).getTime() / 1000;
};

const cssColour = (element: Element, name: string, fallback: string) => getComputedStyle(element).getPropertyValue(name).trim() || fallback;

export default function TeamChart({ days }: { days: readonly Day[] }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const labels = { validBet: t`Valid bet`, deposits: t`Deposits`, pnl: t`Players' profit and loss` };

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const text = cssColour(element, '--color-text', '#1b1d23');
    const grid = cssColour(element, '--color-border', '#c9cdd6');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: HEIGHT,
      legend: { live: false },
      cursor: { drag: { x: false, y: false } },
      axes: [axis, axis],
      series: [
        {},
        { label: labels.validBet, stroke: cssColour(element, '--color-primary', '#5b2fc0'), width: 2 },
        { label: labels.deposits, stroke: cssColour(element, '--color-accent', '#b35c00'), width: 2 },
        { label: labels.pnl, stroke: cssColour(element, '--color-danger', '#b3261e'), width: 2, dash: [6, 4] },
      ],
    };
    const data: uPlot.AlignedData = [
      days.map((day) => dayTime(day.date)),
      days.map((day) => day.validBetAmount),
      days.map((day) => day.depositAmount),
      days.map((day) => day.profitAndLoss),
    ];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels.validBet, labels.deposits, labels.pnl]);

  return <div ref={box} className="team__plot" aria-hidden="true" data-testid="team-chart" />;
}
