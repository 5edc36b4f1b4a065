/**
 * Driver for the content pages: the real page, its `pageData` chart and the real page sources,
 * over a fake gateway whose calls are recorded and whose answers a test controls (including
 * answers that never come, for the loading state). The root actor is the real one with fakes.
 */
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { pageSources } from '../../../src/api/pages.api';
import type { AppDownload, HelpCenter, PageNotice, PagesApi, PromotionDetail, PromotionSummary, VipRanks } from '../../../src/api/pages.api';
import { PageSourcesContext } from '../../../src/app/pages.edge';
import { renderWithEdge, startRoot } from '../support/drivers';
import type { Fakes } from '../support/drivers';

export const helpCenter: HelpCenter = {
  language: 'EN',
  categories: [
    {
      code: 'about',
      title: 'About us',
      entries: [
        { code: 'about', title: 'About Demo Gaming', content: '<p>All games in one place.</p>' },
        { code: 'agent', title: 'Affiliate programme', content: '<p>Earn with your team.</p>' },
      ],
    },
    {
      code: 'rules',
      title: 'Rules',
      entries: [{ code: 'term', title: 'Terms and conditions', content: '<p>Players must be 21 or older.</p>' }],
    },
  ],
};

export const promotions: PromotionSummary[] = [
  { id: 1, code: 'welcome-bonus', title: 'Registration bonus', summary: 'Up to 22,222', category: 'NEW_MEMBER', imageUrl: '/art/welcome.svg' },
  { id: 2, code: 'daily-reload', title: 'Daily reload', summary: 'Every day', category: 'DEPOSIT', imageUrl: '/art/reload.svg' },
  { id: 3, code: null, title: 'Summer festival', summary: 'All summer', category: 'SUMMER_FEST', imageUrl: '/art/summer.svg' },
];

export const promotionDetail: PromotionDetail = {
  ...promotions[0],
  announcementImages: [{ imageUrl: '/art/welcome-wide.svg' }],
  content: '<p>How to join</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
};

export const notices: PageNotice[] = [
  { id: 11, title: 'Wallet upgrade', content: '<p>Deposits pause at <strong>02:00</strong>.</p>', promotionType: 'MAINTENANCE' },
  { id: 12, title: 'New games', content: '<p>Ten new slots.</p>', promotionType: 'NEWS' },
];

const rank = (level: number, name: string) => ({
  level,
  name,
  iconUrl: `/art/vip-${level}.svg`,
  depositRequired: level * 1000,
  turnoverRequired: level * 10000.5,
  benefits: {
    upgradeBonus: level * 100,
    monthlyBonus: level * 50,
    birthdayBonus: level * 88,
    rebateRate: 0.5 + level / 10,
    dailyWithdrawalCount: 3 + level,
    dailyWithdrawalLimit: level * 50000,
    dedicatedService: level >= 3,
  },
});

export const vipRanks: VipRanks = { enabled: true, currentLevel: null, ranks: [rank(1, 'Bronze'), rank(2, 'Silver'), rank(3, 'Gold')] };

export const appDownload: AppDownload = {
  android: { url: 'https://downloads.example.com/app.apk', qrCodeUrl: '/art/qr-android.svg' },
  ios: { url: 'itms-services://?action=download-manifest&url=https://downloads.example.com/app.plist', qrCodeUrl: '/art/qr-ios.svg' },
  imageUrl: '/art/app-download.svg',
};

/** An answer that never comes: the page stays loading. */
export const never = <T,>() => new Promise<T>(() => {});

export function fakeApi(overrides: Partial<PagesApi> = {}) {
  const api: PagesApi = {
    fetchHelpCenter: vi.fn(async () => helpCenter),
    fetchPromotions: vi.fn(async () => promotions),
    fetchPromotionDetail: vi.fn(async () => promotionDetail),
    fetchNotices: vi.fn(async () => notices),
    fetchVipRanks: vi.fn(async () => vipRanks),
    fetchAppDownload: vi.fn(async () => appDownload),
  };
  for (const [name, fake] of Object.entries(overrides)) (api as unknown as Record<string, unknown>)[name] = vi.fn(fake);
  return api;
}

/** Shows the router's location so tests can assert where a page navigated. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

export interface RenderPageOptions {
  api?: PagesApi;
  fakes?: Partial<Fakes>;
  /** the route pattern the page is mounted at; `path` by default */
  route?: string;
}

export async function renderPage(page: ReactElement, path: string, options: RenderPageOptions = {}) {
  const api = options.api ?? fakeApi();
  const sources = pageSources(api);
  const setup = startRoot(options.fakes);
  await waitForActor(setup.rootActor, (s) => s.matches('app'));
  const route = options.route ?? path.replace(/[?#].*$/, '');
  const utils = renderWithEdge(
    <PageSourcesContext.Provider value={sources}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PageSourcesContext.Provider>,
    setup.edge,
  );
  return { ...setup, ...utils, api, location: () => screen.getByTestId('location').textContent };
}

/** Lets pending promise callbacks and the renders they cause run. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
