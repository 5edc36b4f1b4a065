/**
 * Lottery schedules, results and bet kinds as pure functions: the Vietnamese rota and draw hours in
 * Vietnam time (UTC+7) across day and week boundaries, quick games every N seconds with the same
 * numeros as the popular list, bets closing before each draw, the shape of each result format, and
 * the stated return to player of each bet kind.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../server/demo-games/random';
import { VN_LOCK_S, VN_REGION_DRAW_OFFSET_S, VN_STATIONS } from '../../server/db/seed-lottery-stations';
import { currentDraw } from '../../server/games/draw-clock';
import { betKindsOf, normalisePicks, payoutOf } from '../../server/lottery/lottery-bet-kinds';
import { drawResult, groupByTier, PRIZE_TIERS } from '../../server/lottery/lottery-formats';
import { currentNumero, drawsDue, previousNumero, scheduleOf } from '../../server/lottery/lottery-schedule';
import type { DrawSchedule } from '../../server/lottery/lottery-schedule';
import { remarkOf } from '../../server/lottery/lottery-texts';

const at = (iso: string) => new Date(iso);

/** A station's schedule as the catalogue stores it. */
function station(name: string): DrawSchedule {
  const found = VN_STATIONS.find((s) => s.names.EN === name)!;
  return scheduleOf({
    draw_interval_s: 86_400,
    draw_offset_s: VN_REGION_DRAW_OFFSET_S[found.region],
    draw_days: found.days.join(','),
    draw_lock_s: VN_LOCK_S,
  })!;
}

const quick = (intervalS: number, lockS: number | null = null) =>
  scheduleOf({ draw_interval_s: intervalS, draw_offset_s: 0, draw_days: null, draw_lock_s: lockS })!;

describe('Vietnamese rota', () => {
  it('has one North station every day, two or three Central and three or four South, each region at its hour', () => {
    for (let day = 1; day <= 7; day++) {
      const drawing = (region: string) => VN_STATIONS.filter((s) => s.region === region && s.days.includes(day)).map((s) => s.names.EN);
      expect(drawing('NORTH'), `day ${day}`).toHaveLength(1);
      expect(drawing('CENTRAL').length, `day ${day}`).toBeGreaterThanOrEqual(2);
      expect(drawing('CENTRAL').length, `day ${day}`).toBeLessThanOrEqual(3);
      expect(drawing('SOUTH').length, `day ${day}`).toBe(day === 6 ? 4 : 3);
    }
    expect(VN_STATIONS.filter((s) => s.region === 'NORTH' && s.days.includes(1)).map((s) => s.names.EN)).toEqual(['Hà Nội']);
    expect(VN_STATIONS.find((s) => s.names.EN === 'Hà Nội')!.days).toEqual([1, 4]);
    expect(VN_STATIONS.find((s) => s.names.EN === 'Quảng Ninh')!.days).toEqual([2]);
    expect(remarkOf(station('Hà Nội'), 'EN')).toBe('Mon, Thu 18:15 (GMT+7)');
    expect(remarkOf(station('Đà Nẵng'), 'CN')).toBe('周三、周六 17:15 (GMT+7)');
    expect(remarkOf(station('TP. Hồ Chí Minh'), 'MS')).toBe('Isn, Sab 16:15 (GMT+7)');
  });

  it('draws Hanoi on Monday at 18:15 Vietnam time and closes bets 15 minutes before', () => {
    const hanoi = station('Hà Nội');
    // Monday 2 March 2026, 15:00 in Vietnam
    expect(currentNumero(hanoi, at('2026-03-02T08:00:00Z'))).toEqual({
      numero: '20260302',
      drawAt: at('2026-03-02T11:15:00Z'),
      lockAt: at('2026-03-02T11:00:00Z'),
      remainTime: (3 * 60 + 15) * 60_000,
      lockTime: 3 * 3_600_000,
      locked: false,
    });
    expect(currentNumero(hanoi, at('2026-03-02T11:00:00Z'))).toMatchObject({
      numero: '20260302',
      locked: true,
      lockTime: 0,
      remainTime: 15 * 60_000,
    });
    // the draw has happened at 18:15 exactly: the next one is Thursday's
    expect(currentNumero(hanoi, at('2026-03-02T11:15:00Z'))).toMatchObject({ numero: '20260305', drawAt: at('2026-03-05T11:15:00Z'), locked: false });
    expect(previousNumero(hanoi, at('2026-03-02T11:15:00Z'))).toEqual({ numero: '20260302', drawAt: at('2026-03-02T11:15:00Z') });
    expect(previousNumero(hanoi, at('2026-03-02T11:14:59Z'))).toEqual({ numero: '20260226', drawAt: at('2026-02-26T11:15:00Z') });
  });

  it('takes the weekday and the numero in Vietnam, not in UTC, across midnight', () => {
    const quangNinh = station('Quảng Ninh'); // Tuesdays
    // Monday 23:30 UTC is already Tuesday 06:30 in Vietnam: today's draw
    expect(currentNumero(quangNinh, at('2026-03-02T23:30:00Z'))).toMatchObject({ numero: '20260303', drawAt: at('2026-03-03T11:15:00Z') });
    // Monday 16:59 UTC is Monday 23:59 in Vietnam: still tomorrow's
    expect(currentNumero(quangNinh, at('2026-03-02T16:59:00Z'))).toMatchObject({ numero: '20260303' });
    // after Tuesday's draw, the next is a week later
    expect(currentNumero(quangNinh, at('2026-03-03T11:15:00Z'))).toMatchObject({ numero: '20260310' });
    // Sunday to Monday across the week: Thai Binh draws Sundays, Ho Chi Minh City Mondays and Saturdays at 16:15
    expect(currentNumero(station('Thái Bình'), at('2026-03-07T18:00:00Z'))).toMatchObject({ numero: '20260308', drawAt: at('2026-03-08T11:15:00Z') });
    expect(currentNumero(station('TP. Hồ Chí Minh'), at('2026-03-08T12:00:00Z'))).toMatchObject({
      numero: '20260309',
      drawAt: at('2026-03-09T09:15:00Z'),
    });
    expect(currentNumero(station('Đà Nẵng'), at('2026-03-04T10:14:59Z'))).toMatchObject({ numero: '20260304', remainTime: 1_000, locked: true });
  });

  it('lists the due draws newest first, none twice, and none at or before the last one drawn', () => {
    const hanoi = station('Hà Nội');
    const due = drawsDue(hanoi, at('2026-03-09T12:00:00Z'), at('2026-02-20T00:00:00Z'), 10);
    expect(due.map((d) => d.numero)).toEqual(['20260309', '20260305', '20260302', '20260226', '20260223']);
    expect(drawsDue(hanoi, at('2026-03-09T12:00:00Z'), at('2026-03-05T11:15:00Z'), 10).map((d) => d.numero)).toEqual(['20260309']);
    expect(drawsDue(hanoi, at('2026-03-09T12:00:00Z'), at('2026-02-20T00:00:00Z'), 2)).toHaveLength(2);
  });
});

describe('quick games', () => {
  it('draw every N seconds with the popular list’s numeros and close a few seconds before', () => {
    const oneMinute = quick(60);
    const now = at('2026-03-02T08:00:30Z');
    expect(currentNumero(oneMinute, now)).toMatchObject({ numero: '20260302-0481', remainTime: 30_000, lockTime: 25_000, locked: false });
    expect(currentNumero(oneMinute, at('2026-03-02T08:00:56Z'))).toMatchObject({ numero: '20260302-0481', locked: true, lockTime: 0 });
    expect(currentNumero(quick(300), now)).toMatchObject({ numero: '20260302-097', remainTime: 270_000, lockTime: 260_000 });
    expect(currentNumero(quick(180, 20), now)).toMatchObject({ numero: '20260302-161', lockTime: 130_000 });
    for (const intervalS of [45, 60, 180, 300, 600]) {
      for (const iso of ['2026-03-02T23:59:59.500Z', '2026-03-03T00:00:00Z', '2026-03-02T08:00:30Z']) {
        const expected = currentDraw(intervalS, 0, at(iso));
        expect(currentNumero(quick(intervalS), at(iso)), `${intervalS}s at ${iso}`).toMatchObject({
          numero: expected.numero,
          drawAt: expected.drawAt,
        });
      }
    }
    // the last draw of a day closes it; the next day starts at 0001
    expect(previousNumero(oneMinute, at('2026-03-03T00:00:10Z')).numero).toBe('20260302-1440');
    expect(currentNumero(oneMinute, at('2026-03-03T00:00:10Z')).numero).toBe('20260303-0001');
    expect(remarkOf(oneMinute, 'EN')).toBe('Every 1 min');
    expect(remarkOf(quick(45), 'CN')).toBe('每45秒');
  });
});

describe('results', () => {
  it('draw 27 Northern and 18 Southern prizes of the right lengths, five digits, or 5 of 20', () => {
    const random = seededRandom(7);
    const north = drawResult('VN_NORTH', random);
    expect(north).toHaveLength(27);
    expect(groupByTier('VN_NORTH', north).map((group) => [group.numbers.length, group.numbers[0].length])).toEqual(
      PRIZE_TIERS.VN_NORTH.map((tier) => [tier.count, tier.digits]),
    );
    const south = drawResult('VN_SOUTH', random);
    expect(south).toHaveLength(18);
    expect(south[0]).toMatch(/^\d{6}$/);
    expect(south.at(-1)).toMatch(/^\d{2}$/);
    expect(drawResult('DIGITS5', random).every((d) => /^\d$/.test(d))).toBe(true);
    const keno = drawResult('KENO_20_5', random).map(Number);
    expect(new Set(keno).size).toBe(5);
    expect(keno).toEqual([...keno].sort((a, b) => a - b));
    expect(keno.every((n) => n >= 1 && n <= 20)).toBe(true);
  });
});

describe('bet kinds', () => {
  it('settle against the result: đề on the special prize, lô once per matching prize, 3 càng, digits, sum, keno', () => {
    const north = Array.from({ length: 27 }, () => '00000');
    north[0] = '12345'; // special prize
    north[4] = '99945'; // a 3rd prize
    north[12] = '1045'; // a 5th prize
    expect(payoutOf('VN_NORTH', 'DE', ['45'], north, 100)).toBe(9_500);
    expect(payoutOf('VN_NORTH', 'DE', ['44'], north, 100)).toBe(0);
    // the special, a 3rd and a 5th prize end in 45
    expect(payoutOf('VN_NORTH', 'LO', ['45'], north, 100)).toBe(3 * 350);
    expect(payoutOf('VN_NORTH', 'BA_CANG', ['345'], north, 100)).toBe(95_000);
    expect(payoutOf('VN_SOUTH', 'LO', ['45'], ['123445', '00000'], 100)).toBe(525);
    expect(payoutOf('DIGITS5', 'LAST2', ['45'], ['1', '2', '3', '4', '5'], 100)).toBe(9_500);
    expect(payoutOf('DIGITS5', 'LAST3', ['345'], ['1', '2', '3', '4', '5'], 100)).toBe(95_000);
    expect(payoutOf('DIGITS5', 'SUM', ['SMALL'], ['1', '2', '3', '4', '5'], 100)).toBe(190);
    expect(payoutOf('DIGITS5', 'SUM', ['BIG'], ['1', '2', '3', '4', '5'], 100)).toBe(0);
    expect(payoutOf('DIGITS5', 'SUM', ['BIG'], ['9', '9', '5', '0', '0'], 100)).toBe(190);
    expect(payoutOf('KENO_20_5', 'PICK', ['2', '5', '17'], ['1', '2', '3', '4', '5'], 100)).toBe(500);
  });

  it('take only picks that fit', () => {
    const [de, , baCang] = betKindsOf('VN_NORTH');
    expect(normalisePicks(de, ['07'])).toEqual(['07']);
    for (const bad of [['7'], ['007'], [7], ['07', '08'], [], 'x']) expect(normalisePicks(de, bad), JSON.stringify(bad)).toBeNull();
    expect(normalisePicks(baCang, ['007'])).toEqual(['007']);
    const [sum] = betKindsOf('DIGITS5').slice(2);
    expect(normalisePicks(sum, ['BIG'])).toEqual(['BIG']);
    expect(normalisePicks(sum, ['HUGE'])).toBeNull();
    const [pick] = betKindsOf('KENO_20_5');
    expect(normalisePicks(pick, [17, '2', 5])).toEqual(['2', '5', '17']);
    for (const bad of [[0], [21], [1, 1], [1, 2, 3, 4, 5, 6]]) expect(normalisePicks(pick, bad), JSON.stringify(bad)).toBeNull();
  });

  it('return what their comments state: 95% (lô 94.5%), keno 95.61% or more', () => {
    const returns = Object.fromEntries(
      (['VN_NORTH', 'VN_SOUTH', 'DIGITS5', 'KENO_20_5'] as const).flatMap((format) =>
        betKindsOf(format).map((kind) => [`${format}.${kind.kind}`, kind.rtp]),
      ),
    );
    expect(returns['VN_NORTH.DE']).toBe(0.95);
    expect(returns['VN_NORTH.LO']).toBeCloseTo(0.945, 12);
    expect(returns['VN_SOUTH.LO']).toBeCloseTo(0.945, 12);
    expect(returns['VN_SOUTH.BA_CANG']).toBe(0.95);
    expect(returns['DIGITS5.SUM']).toBe(0.95);
    expect(returns['KENO_20_5.PICK']).toBeGreaterThanOrEqual(0.956);
    expect(Math.max(...Object.values(returns))).toBeLessThan(0.97);
    // the sum of five digits is big (23 or more) exactly half the time
    let big = 0;
    for (let n = 0; n < 100_000; n++)
      if (
        String(n)
          .padStart(5, '0')
          .split('')
          .reduce((s, d) => s + Number(d), 0) >= 23
      )
        big += 1;
    expect(big).toBe(50_000);
  });
});
