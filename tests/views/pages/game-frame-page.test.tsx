/**
 * The header-only game pages: a titled frame where the game opens; /lottery keeps gameCode, vendor
 * and playType, each only when it has a value (the rule the games work launches with).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import GameFramePage from '../../../src/views/pages/games/game-frame-page';
import { lotteryPath, lotteryQuery } from '../../../src/views/pages/games/lottery-query';
import { renderPage } from './pages.driver';

afterEach(cleanup);

describe('lottery query rule', () => {
  it('keeps gameCode, vendor and playType that have a value, and nothing else', () => {
    expect(lotteryQuery('?gameCode=VN_HCM&vendor=TCG_LOTTO_VN&playType=DE&other=1')).toEqual({
      gameCode: 'VN_HCM',
      vendor: 'TCG_LOTTO_VN',
      playType: 'DE',
    });
    expect(lotteryQuery('?gameCode=&vendor=TCG_SEA&playType=%20%20')).toEqual({ vendor: 'TCG_SEA' });
    expect(lotteryQuery('')).toEqual({});
    expect(lotteryQuery(new URLSearchParams({ playType: 'LO' }))).toEqual({ playType: 'LO' });
    expect(lotteryQuery({ gameCode: ' ELOTT_1 ', vendor: null, playType: undefined })).toEqual({ gameCode: 'ELOTT_1' });
  });

  it('builds /lottery addresses with only the parameters that have a value', () => {
    expect(lotteryPath({ gameCode: 'VN_HCM', vendor: 'TCG_LOTTO_VN', playType: 'DE' })).toBe(
      '/lottery?gameCode=VN_HCM&vendor=TCG_LOTTO_VN&playType=DE',
    );
    expect(lotteryPath({ vendor: 'LOTT', playType: '' })).toBe('/lottery?vendor=LOTT');
    expect(lotteryPath({ gameCode: null })).toBe('/lottery');
    expect(lotteryPath({ gameCode: 'A&B=C' })).toBe('/lottery?gameCode=A%26B%3DC');
  });
});

describe('game frame pages', () => {
  it('shows where the game opens, named by the route', async () => {
    for (const [game, title] of [
      ['seamless', 'Seamless games'],
      ['fbsports', 'FB Sports'],
      ['vnlottery', 'Vietnamese lottery'],
    ] as const) {
      await renderPage(<GameFramePage game={game} />, `/${game}`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      const frame = screen.getByRole('region', { name: 'Game' });
      expect(frame.textContent).toContain('This game opens here.');
      expect(frame.getAttribute('data-game')).toBe(game);
      cleanup();
    }
  });

  it("never shows the lottery launch parameters, which are the platform's codes (issue 32)", async () => {
    await renderPage(<GameFramePage game="lottery" />, '/lottery?gameCode=TCG_LOTTO_VN-0014&vendor=TCG_LOTTO_VN&playType=DE', { route: '/lottery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeTruthy();
    expect(screen.getByTestId('lottery-page').textContent).not.toMatch(/TCG_LOTTO_VN|Game code|Vendor|Play type/);
  });
});
