/**
 * Driver for the banner area's views: the real charts provided through `createBannersEdge` with a
 * fake environment (announcements, winners, clock, navigation, popup memory), rendered with the
 * real root and session charts of the shared drivers.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { selectSessionRef } from '../../../machines/system-status';
import { toSiteAnnouncements } from '../../../src/api/content.api';
import type { AnnouncementBanner, AnnouncementNotice, AnnouncementsValue, SiteAnnouncements, Winner } from '../../../src/api/content.api';
import { BannersEdgeProvider, createBannersEdge } from '../../../src/app/banners.edge';
import type { BannersEnvironment } from '../../../src/app/banners.edge';
import { renderWithEdge, startRoot } from '../support/drivers';
import type { Fakes } from '../support/drivers';

export function banner(id: number, overrides: Partial<AnnouncementBanner> = {}): AnnouncementBanner {
  return {
    id,
    groupName: 'w_home',
    title: `Banner ${id}`,
    url: `/wps/assets/content/banner-${id}.svg`,
    imageUrl: `/wps/assets/content/banner-${id}.svg`,
    linkageType: null,
    linkage: null,
    sort: id,
    ...overrides,
  };
}

export function notice(id: number, overrides: Partial<AnnouncementNotice> = {}): AnnouncementNotice {
  return { id, title: `Notice ${id}`, content: `<p>Content ${id}</p>`, promotionType: 'GENERAL', showAfterLogin: false, ...overrides };
}

export function announcements(overrides: Partial<AnnouncementsValue> = {}): AnnouncementsValue {
  return { banners: [], player: [], popup: [], promotion: [], ...overrides };
}

export interface FakeEnvironmentOptions {
  /** each call answers the next value (the last one repeats), read as src/api reads it; an Error rejects */
  answers?: (AnnouncementsValue | Error)[];
  winners?: Winner[] | Error;
  reducedMotion?: boolean;
  epochMs?: number;
}

/** A fake environment that keeps the answer per language like the real API module. */
export function fakeEnvironment(options: FakeEnvironmentOptions = {}) {
  const answers = options.answers ?? [announcements()];
  let calls = 0;
  let cached: Promise<SiteAnnouncements> | null = null;
  let shownMark: string | null = null;
  let token: string | null = null;
  let visibility: ((visible: boolean) => void) | null = null;
  let watchers = 0;
  let epochMs = options.epochMs ?? Date.UTC(2026, 0, 1, 0, 0, 30);
  const env = {
    loadAnnouncements: vi.fn((_language: string, refresh: boolean) => {
      if (cached && !refresh) return cached;
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      const request = answer instanceof Error ? Promise.reject(answer) : Promise.resolve(toSiteAnnouncements(answer));
      cached = request;
      request.catch(() => {
        if (cached === request) cached = null;
      });
      return request;
    }),
    loadWinners: vi.fn(async () => {
      if (options.winners instanceof Error) throw options.winners;
      return options.winners ?? [];
    }),
    currentLanguage: () => 'EN',
    prefersReducedMotion: () => options.reducedMotion ?? false,
    readNow: () => ({ epochMs, utcOffsetMinutes: 0 }),
    watchPageVisibility: vi.fn((listener: (visible: boolean) => void) => {
      visibility = listener;
      watchers += 1;
      return () => {
        watchers -= 1;
        if (visibility === listener) visibility = null;
      };
    }),
    navigate: vi.fn<(to: string) => void>(),
    openExternal: vi.fn<(url: string) => void>(),
    popupShownForSession: () => token !== null && shownMark === token,
    markPopupShown: vi.fn(() => {
      shownMark = token;
    }),
  } satisfies BannersEnvironment;
  return {
    env,
    /** the session token the popup memory compares with */
    setToken: (value: string | null) => {
      token = value;
    },
    /** how many page-visibility watchers are on now */
    activeWatchers: () => watchers,
    /** the page became visible (true) or hidden (false) */
    setVisible: (visible: boolean) => visibility?.(visible),
    setNow: (ms: number) => {
      epochMs = ms;
    },
  };
}

export type FakeEnvironment = ReturnType<typeof fakeEnvironment>;

/** Renders `ui` with a started root (guest unless `fakes` says otherwise) and the fake banner edge. */
export async function renderBanners(ui: ReactElement, fake: FakeEnvironment, fakes: Partial<Fakes> = {}, path = '/') {
  const setup = startRoot(fakes);
  await waitForActor(setup.rootActor, (s) => s.matches('app'));
  const bannersEdge = createBannersEdge(fake.env);
  let rendered!: ReturnType<typeof renderWithEdge>;
  // awaited: the carousel suspends on the announcements, which settle inside this act
  await act(async () => {
    rendered = renderWithEdge(
      <MemoryRouter initialEntries={[path]}>
        <BannersEdgeProvider value={bannersEdge}>{ui}</BannersEdgeProvider>
      </MemoryRouter>,
      setup.edge,
    );
  });
  const session = () => selectSessionRef(setup.rootActor.getSnapshot())!;
  return { ...setup, ...rendered, bannersEdge, session };
}
