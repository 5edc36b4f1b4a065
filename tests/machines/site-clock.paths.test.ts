/**
 * Header clock chart: graph paths over reading the time, waiting for the next second and pausing
 * while the page is hidden; behaviour on a simulated clock (ticks on whole seconds, no reads while
 * hidden, an immediate read when shown) and the SPEC format against the platform calendar.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { clockFields, formatClock, selectSiteClockView, siteClockMachine } from '../../machines/site-clock';
import type { ClockReading, SiteClockSnapshot } from '../../machines/site-clock';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as SiteClockSnapshot;
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayName = (day: number) => weekdays[day];
// 2025-03-07 01:05:03.250 UTC, read by a visitor in New York (UTC-5), shown in the merchant's UTC+8
const reading: ClockReading = { epochMs: Date.UTC(2025, 2, 7, 1, 5, 3, 250), utcOffsetMinutes: -300 };
const MERCHANT_OFFSET = 480;

runPathSuite({
  machine: siteClockMachine.provide({ actors: { readNow: pending<ClockReading, void>() } }),
  inputs: [{}, { reading }],
  events: { 'xstate.done.actor.readNow': [{ output: reading }], 'xstate.error.actor.readNow': [{ error: new Error('no clock') }] },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectSiteClockView(s, weekdayName, MERCHANT_OFFSET);
    expect(view.ticking).toBe(!s.matches('paused'));
    if (s.context.reading) expect(view.text).toBe('2025/03/07 (Fri) 09:05:03');
    else expect(view).toMatchObject({ text: null, dateTime: null });
  },
});

describe('header clock behaviour', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  function start(startMs: number) {
    const clock = new SimulatedClock();
    const reads: number[] = [];
    const actor = createActor(
      siteClockMachine.provide({
        actors: {
          readNow: fromPromise<ClockReading, void>(async () => {
            reads.push(clock.now());
            return { epochMs: startMs + clock.now(), utcOffsetMinutes: 0 };
          }),
        },
      }),
      { clock, input: {} },
    );
    actor.start();
    return { actor, clock, reads };
  }

  it('ticks on whole seconds, so the shown second follows the wall clock', async () => {
    // the first reading is 400 ms into a second: the next read comes 600 ms later, then every 1000 ms
    const { actor, clock, reads } = start(Date.UTC(2024, 1, 29, 23, 59, 58, 400));
    await flush();
    expect(selectSiteClockView(actor.getSnapshot(), weekdayName, 0).text).toBe('2024/02/29 (Thu) 23:59:58');
    clock.increment(599);
    await flush();
    expect(reads).toEqual([0]);
    clock.increment(1);
    await flush();
    expect(selectSiteClockView(actor.getSnapshot(), weekdayName, 0).text).toBe('2024/02/29 (Thu) 23:59:59');
    clock.increment(1000);
    await flush();
    expect(reads).toEqual([0, 600, 1600]);
    expect(selectSiteClockView(actor.getSnapshot(), weekdayName, 0).text).toBe('2024/03/01 (Fri) 00:00:00');
  });

  it('stops reading while the page is hidden and reads at once when it is shown', async () => {
    const { actor, clock, reads } = start(Date.UTC(2024, 0, 1));
    await flush();
    actor.send({ type: 'page.hidden' });
    clock.increment(60_000);
    await flush();
    expect(reads).toEqual([0]);
    expect(selectSiteClockView(actor.getSnapshot(), weekdayName, 0).ticking).toBe(false);
    actor.send({ type: 'page.visible' });
    await flush();
    expect(reads).toEqual([0, 60_000]);
    expect(selectSiteClockView(actor.getSnapshot(), weekdayName, 0)).toMatchObject({ ticking: true, text: '2024/01/01 (Mon) 00:01:00' });
  });

  it('matches the platform calendar across eras, leap days and offsets', () => {
    const samples = [
      { epochMs: 0, utcOffsetMinutes: 0 },
      { epochMs: -1, utcOffsetMinutes: 0 },
      { epochMs: Date.UTC(2000, 1, 29, 12), utcOffsetMinutes: -300 },
      { epochMs: Date.UTC(1900, 1, 28, 23, 59, 59), utcOffsetMinutes: 60 },
      { epochMs: Date.UTC(2100, 11, 31, 20), utcOffsetMinutes: 330 },
      { epochMs: Date.UTC(1969, 11, 31, 23, 0, 0, 1), utcOffsetMinutes: 840 },
    ];
    for (const sample of samples) {
      const local = new Date(sample.epochMs + sample.utcOffsetMinutes * 60_000);
      expect(clockFields(sample), String(sample.epochMs)).toEqual({
        year: local.getUTCFullYear(),
        month: local.getUTCMonth() + 1,
        day: local.getUTCDate(),
        weekday: local.getUTCDay(),
        hours: local.getUTCHours(),
        minutes: local.getUTCMinutes(),
        seconds: local.getUTCSeconds(),
      });
    }
  });

  it('formats year/month/day (weekday) hours:minutes:seconds with the view’s weekday names', () => {
    const fields = clockFields({ epochMs: Date.UTC(2025, 11, 31, 16, 0, 9), utcOffsetMinutes: 480 });
    expect(formatClock(fields, (day) => ['日', '一', '二', '三', '四', '五', '六'][day])).toBe('2026/01/01 (四) 00:00:09');
  });
});
