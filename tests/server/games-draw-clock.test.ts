/**
 * The lottery draw a game takes bets for: its number and the time left, for quick games (every N
 * seconds) and daily provincial draws, across the end of a day.
 */
import { describe, expect, it } from 'vitest';
import { currentDraw } from '../../server/games/draw-clock';

const at = (iso: string) => new Date(iso);

describe('currentDraw', () => {
  it('numbers quick draws by their sequence in the day and counts down to the next one', () => {
    expect(currentDraw(60, 0, at('2026-03-02T00:00:30Z'))).toEqual({
      numero: '20260302-0001',
      remainTime: 30_000,
      drawAt: at('2026-03-02T00:01:00Z'),
    });
    expect(currentDraw(60, 0, at('2026-03-02T08:00:00Z'))).toMatchObject({ numero: '20260302-0481', remainTime: 60_000 });
    expect(currentDraw(45, 0, at('2026-03-02T00:00:44.500Z'))).toMatchObject({ numero: '20260302-0001', remainTime: 500 });
    expect(currentDraw(600, 0, at('2026-03-02T12:34:00Z'))).toMatchObject({ numero: '20260302-076', remainTime: 6 * 60_000 });
  });

  it('gives the last draw of a day the day it closes, not the next one', () => {
    expect(currentDraw(60, 0, at('2026-03-02T23:59:30Z'))).toMatchObject({
      numero: '20260302-1440',
      remainTime: 30_000,
      drawAt: at('2026-03-03T00:00:00Z'),
    });
    expect(currentDraw(60, 0, at('2026-03-03T00:00:00Z'))).toMatchObject({ numero: '20260303-0001', remainTime: 60_000 });
  });

  it('numbers daily draws by date, at their hour', () => {
    const vn = 11 * 3600 + 15 * 60; // 18:15 in Vietnam
    expect(currentDraw(86_400, vn, at('2026-03-02T08:00:00Z'))).toEqual({
      numero: '20260302',
      remainTime: (3 * 60 + 15) * 60_000,
      drawAt: at('2026-03-02T11:15:00Z'),
    });
    expect(currentDraw(86_400, vn, at('2026-03-02T11:15:00Z'))).toMatchObject({ numero: '20260303', remainTime: 86_400_000 });
  });
});
