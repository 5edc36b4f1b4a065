/**
 * The route table through the real router, shell and lazy chunks: every content route shows its
 * page in its layout (full, header only, bare), and an unknown path shows the not-found page.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { PageSourcesContext, pageSources } from '../../../src/app/pages.edge';
import { AppRoutes } from '../../../src/app/router';
import { layoutOfPath } from '../../../src/views/shell/layouts';
import { renderWithEdge, startRoot } from '../support/drivers';
import { fakeApi } from './pages.driver';

afterEach(cleanup);

// What this file checks is which page and layout each path gets, not how long a first import takes:
// the pages' modules are evaluated here, without a deadline (a first transform of a page's module
// graph took over 10 s while the browser tests ran beside the view tests), so each lazy page below
// resolves from the module cache.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/views/pages/notices/notice-page'),
    import('../../../src/views/pages/vip/vip-page'),
    import('../../../src/views/pages/promotions/promotions-page'),
    import('../../../src/views/pages/promotions/promotion-detail-page'),
    import('../../../src/views/pages/help/help-page'),
    import('../../../src/views/pages/download/download-page'),
    import('../../../src/views/pages/join/join-page'),
    import('../../../src/views/pages/games/game-frame-page'),
    import('../../../src/views/pages/invalid-domain-page'),
    import('../../../src/views/pages/not-found-page'),
  ]);
}, 120_000);

async function visit(path: string) {
  window.history.replaceState(null, '', path);
  const { rootActor, edge } = startRoot();
  await waitForActor(rootActor, (s) => s.matches('app'));
  renderWithEdge(
    <PageSourcesContext.Provider value={pageSources(fakeApi())}>
      <AppRoutes root={rootActor} />
    </PageSourcesContext.Provider>,
    edge,
  );
}

const shell = () => document.querySelector('.shell');

describe('route table', () => {
  const pages: [string, string, 'full' | 'headerOnly' | 'bare'][] = [
    ['/noticePage', 'notice-page', 'full'],
    ['/vip', 'vip-page', 'full'],
    ['/promotions', 'promotions-page', 'full'],
    ['/promoDetail?code=welcome-bonus', 'promotion-detail-page', 'full'],
    ['/help', 'help-page', 'full'],
    ['/helpmc', 'help-page', 'bare'],
    ['/down', 'download-page', 'full'],
    ['/download', 'download-page', 'full'],
    ['/join', 'join-page', 'full'],
    ['/seamless', 'seamless-page', 'headerOnly'],
    ['/fbsports', 'fbsports-page', 'headerOnly'],
    ['/lottery?gameCode=VN_HCM', 'lottery-page', 'headerOnly'],
    ['/vnlottery', 'vnlottery-page', 'headerOnly'],
    ['/invalidDomain', 'invalid-domain-page', 'bare'],
    ['/no-such-page', 'not-found-page', 'full'],
  ];

  for (const [path, testId, layout] of pages) {
    it(`${path} shows ${testId} in the ${layout} layout`, async () => {
      await visit(path);
      expect(await screen.findByTestId(testId)).toBeTruthy();
      expect(shell()?.getAttribute('data-layout')).toBe(layout);
      // the header is there unless the layout is bare
      expect(screen.queryAllByRole('banner').length > 0).toBe(layout !== 'bare');
      expect(screen.getByRole('main').contains(screen.getByTestId(testId))).toBe(true);
    });
  }
});

describe('shell layouts', () => {
  it('picks the layout by path, trailing slash or not', () => {
    expect(layoutOfPath('/')).toBe('full');
    expect(layoutOfPath('/help')).toBe('full');
    expect(layoutOfPath('/helpmc')).toBe('bare');
    expect(layoutOfPath('/helpmc/')).toBe('bare');
    expect(layoutOfPath('/lottery')).toBe('headerOnly');
    expect(layoutOfPath('/fbsports/')).toBe('headerOnly');
    expect(layoutOfPath('/lotteryx')).toBe('full');
  });
});
