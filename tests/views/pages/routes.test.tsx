/**
 * The route table through the real router, shell and lazy chunks: every content route shows its
 * page in its layout (full, header only, bare), and an unknown path shows the not-found page.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { BannersEdgeProvider, createBannersEdge } from '../../../src/app/banners.edge';
import { pageSources } from '../../../src/api/pages.api';
import { PageSourcesContext } from '../../../src/app/pages.edge';
import { AppRoutes } from '../../../src/app/router';
import { layoutOfPath } from '../../../src/views/shell/layouts';
import { renderWithEdge, startRoot } from '../support/drivers';
import { fakeEnvironment } from '../banners/banners.driver';
import { fakeApi } from './pages.driver';

afterEach(cleanup);

async function visit(path: string) {
  window.history.replaceState(null, '', path);
  const { rootActor, edge } = startRoot();
  await waitForActor(rootActor, (s) => s.matches('app'));
  // The full layout's banners suspend on the announcements (React's `use`). Rendered in an act that
  // is not awaited, React held that suspended render, and with it the effect that starts the page's
  // lazy chunk, until something else flushed it: whether the page showed within the wait depended on
  // which file had run before in the worker. The act is awaited, and the banners answer from a fake
  // instead of the gateway's module-level announcements cache.
  await act(async () => {
    renderWithEdge(
      <BannersEdgeProvider value={createBannersEdge(fakeEnvironment().env)}>
        <PageSourcesContext.Provider value={pageSources(fakeApi())}>
          <AppRoutes root={rootActor} />
        </PageSourcesContext.Provider>
      </BannersEdgeProvider>,
      edge,
    );
  });
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
