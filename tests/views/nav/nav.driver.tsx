/**
 * Driver for the bottom navigation and the footer: the real `vendorMenu` chart and the real
 * containers, provided through `createNavEdge` with a fake environment (the gateway's lanes, the
 * language, navigation and the remembered vendor recorded), rendered with the real root and
 * session charts of the shared drivers.
 */
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { toNavLanes } from '../../../src/api/games.api';
import type { VendorCardWire, VendorLane } from '../../../src/api/games.api';
import { createNavEdge, NavEdgeProvider } from '../../../src/app/nav.edge';
import type { NavEdge, NavEnvironment } from '../../../src/app/nav.edge';
import { renderWithEdge, startRoot } from '../support/drivers';
import type { Fakes } from '../support/drivers';

export function card(vassalage: string, overrides: Partial<VendorCardWire> = {}): VendorCardWire {
  return {
    vassalage,
    displayName: `${vassalage} Gaming`,
    isHot: 0,
    maintenance: false,
    gameCount: 10,
    gameClassify: [],
    isGame: 'VASSALAGE',
    smallIcon: `/wps/assets/vendors/${vassalage}.svg`,
    ...overrides,
  };
}

export function lane(title: string, displayName: string, cards: VendorCardWire[]): VendorLane {
  return { title, displayName, categoryId: 1, cards, gameClassify: [] };
}

/** `count` vendors named S1..S<count>. */
export const numberedCards = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => card(`${prefix}${i + 1}`));

/** Lanes as our gateway orders them, with cockfight put first to show the navigation reorders it. */
export function catalogueLanes(): VendorLane[] {
  return [
    lane('COCKFIGHT', 'Cockfight', [card('DS88', { displayName: 'DS88 Sabong', isHot: 1 })]),
    lane('LIVE', 'Live Casino', [card('EVO', { displayName: 'Evo Live', isHot: 1 }), card('SXY', { displayName: 'Sexy Live', maintenance: true })]),
    lane('SPORTS', 'Sports', [card('FB', { displayName: 'FB Sports' }), card('SBX', { displayName: 'Stadium Bet' })]),
    lane('RNG', 'Slots', numberedCards('S', 35)),
    lane('FISH', 'Fishing', numberedCards('F', 7)),
    lane('PVP', 'Card Games', numberedCards('P', 8)),
    lane('LOTT', 'Lottery', [card('TCG_SEA', { displayName: 'SEA Lottery' })]),
  ];
}

export interface NavFakeOptions {
  /** the gateway's answer, read as src/api reads it; an Error rejects */
  lanes?: VendorLane[] | Error;
  language?: string;
  reducedMotion?: boolean;
}

export function fakeNavEnvironment(options: NavFakeOptions = {}) {
  let language = options.language ?? 'EN';
  const env = {
    loadLanes: vi.fn(async (_language: string) => {
      if (options.lanes instanceof Error) throw options.lanes;
      return toNavLanes(options.lanes ?? catalogueLanes());
    }),
    currentLanguage: () => language,
    navigate: vi.fn<(to: string) => void>(),
    storeVendor: vi.fn<(gameType: string, vassalage: string) => void>(),
    prefersReducedMotion: () => options.reducedMotion ?? false,
  } satisfies NavEnvironment;
  return {
    env,
    setLanguage: (code: string) => {
      language = code;
    },
  };
}

export type FakeNavEnvironment = ReturnType<typeof fakeNavEnvironment>;

/** Lets pending promise callbacks and the renders they cause run. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Renders `ui` with a started root (guest unless `fakes` says otherwise) and the fake navigation edge. */
export async function renderWithNav(ui: ReactElement, fake: FakeNavEnvironment, fakes: Partial<Fakes> = {}, path = '/') {
  const setup = startRoot(fakes);
  await waitForActor(setup.rootActor, (s) => s.matches('app'));
  const edge: NavEdge = createNavEdge(fake.env);
  const rendered = renderWithEdge(
    <MemoryRouter initialEntries={[path]}>
      <NavEdgeProvider value={edge}>{ui}</NavEdgeProvider>
    </MemoryRouter>,
    setup.edge,
  );
  await settle();
  return { ...setup, ...rendered };
}

export const gamesNav = () => screen.getByRole('navigation', { name: 'Games' });

/** The toggle button of a game type, by the game type's name. */
export const toggleOf = (name: string) => within(gamesNav()).getByRole('button', { name: `${name} providers` });

/** The vendor links of the open dropdown of a game type, by its name. */
export const vendorLinksOf = (name: string) => within(screen.getByRole('list', { name: `${name} providers` })).getAllByRole('link');

/** The `<li>` of a game type, where the pointer enters and leaves. */
export const itemOf = (name: string) => toggleOf(name).closest('li')!;
