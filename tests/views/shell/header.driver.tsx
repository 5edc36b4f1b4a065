/**
 * Driver for the header: the real root and session charts (fakes from tests/views/support), the
 * real header charts provided by the browser's shell environment (catalog loading, `hisLang`,
 * gateway calls through the real API client), with the wall clock and the page's visibility
 * under the test's control and `fetch` answered by a fake gateway that records every request.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { ClockReading } from '../../../machines/site-clock';
import type { MemberInfo } from '../../../machines/session';
import type { SystemStatus } from '../../../machines/system-status';
import { selectSessionRef } from '../../../machines/system-status';
import { browserShellEnvironment, createShellEdge, ShellEdgeProvider } from '../../../src/app/shell.edge';
import type { ShellEdge, ShellEnvironment } from '../../../src/app/shell.edge';
import { ShellView } from '../../../src/views/shell/shell.view';
import { member, renderWithEdge, startRoot, systemStatus } from '../support/drivers';

/** A gateway answer: the envelope's value, or an HTTP status without one. */
export type GatewayAnswer = { value: unknown } | { status: number };
export type GatewayRoute = (request: Request) => GatewayAnswer | Promise<GatewayAnswer>;

export interface GatewayFake {
  /** `METHOD /path` -> answer */
  routes: Record<string, GatewayRoute>;
  requests: Request[];
  /** the bodies of requests, in order, parsed as JSON */
  bodies: unknown[];
}

const balanceOf = (sumBalance: number) => ({ value: { currency: 'PHP', currencySymbol: 'P', sumBalance, balance: [] } });

export function defaultRoutes(): Record<string, GatewayRoute> {
  return {
    'GET /wps/v2/wallets/balance': () => balanceOf(1234.5),
    'GET /wps/relay/CSP_unreadCount': () => ({ value: { count: 3 } }),
    'GET /wps/system/helpCenter': () => ({
      value: {
        language: 'EN',
        categories: [{ code: 'about', title: 'About', entries: [{ code: 'agent', title: 'Affiliate', content: '<p>Join</p>' }] }],
      },
    }),
    'PUT /wps/member/language': async (request) => ({ value: { language: ((await request.clone().json()) as { language: string }).language } }),
  };
}

export { balanceOf };

/** Answers `fetch` like the gateway: an enveloped value, or the given HTTP status. */
export function stubGateway(routes: Record<string, GatewayRoute> = {}): GatewayFake {
  const fake: GatewayFake = { routes: { ...defaultRoutes(), ...routes }, requests: [], bodies: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    fake.requests.push(request);
    if (request.method !== 'GET') fake.bodies.push(await request.clone().json());
    const route = fake.routes[`${request.method} ${new URL(request.url).pathname}`];
    const answer = route ? await route(request) : { status: 404 };
    const headers = { 'content-type': 'application/json' };
    if ('status' in answer) return new Response(JSON.stringify({ success: false, errorCode: 'not.found' }), { status: answer.status, headers });
    return new Response(JSON.stringify({ success: true, value: answer.value }), { headers });
  });
  return fake;
}

/** The requests to one path. */
export const requestsTo = (fake: GatewayFake, path: string) => fake.requests.filter((request) => new URL(request.url).pathname === path);

export interface ClockControl {
  reading: ClockReading;
  /** what `watchPageVisibility` listeners were registered, to show or hide the page */
  setVisible: (visible: boolean) => void;
}

export interface HeaderSetup {
  status?: Partial<SystemStatus>;
  /** signed in with this member; a guest without */
  member?: Partial<MemberInfo> | null;
  reading?: ClockReading;
  routes?: Record<string, GatewayRoute>;
  /** the balance chart's refresh gap (ms); the product's 3 s by default */
  refreshGap?: number;
  environment?: Partial<ShellEnvironment>;
  /** the help center has not answered the affiliate check: the top bar (and its clock) waits */
  topBarWaits?: boolean;
}

/** 2025-03-07 09:05:03 in UTC+8 (a Friday). */
export const FRIDAY_MORNING: ClockReading = { epochMs: Date.UTC(2025, 2, 7, 1, 5, 3, 250), utcOffsetMinutes: 480 };

export const headerFeatures = { FREEPLAY3: true, DIRECTREG3: true, MEMBERCENTER3: true, AGENTCENTER3: true, VIP3: true };

export async function renderHeader(setup: HeaderSetup = {}) {
  const gateway = stubGateway(setup.routes);
  const listeners = new Set<(visible: boolean) => void>();
  const clock: ClockControl = {
    reading: setup.reading ?? FRIDAY_MORNING,
    setVisible: (visible) => {
      for (const listener of listeners) listener(visible);
    },
  };
  const env: ShellEnvironment = {
    ...browserShellEnvironment,
    readNow: () => clock.reading,
    watchPageVisibility: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...setup.environment,
  };
  const shellEdge: ShellEdge = createShellEdge(env);
  if (setup.refreshGap !== undefined) shellEdge.accountBalance = { ...shellEdge.accountBalance, delays: { BALANCE_REFRESH_GAP: setup.refreshGap } };

  const signedIn = setup.member !== undefined && setup.member !== null;
  // the API client sends the token the session stored (the fake session does not write storage)
  if (signedIn) sessionStorage.setItem('token', 'token-1');
  const root = startRoot({
    loadSystemStatus: async () => systemStatus({ features: headerFeatures, ...setup.status }),
    storedToken: signedIn ? 'token-1' : null,
    loadMemberInfo: async () => member(setup.member ?? {}),
  });
  await waitForActor(root.rootActor, (s) => s.matches('app'));
  const session = selectSessionRef(root.rootActor.getSnapshot())!;
  await waitForActor(session, (s) => s.matches(signedIn ? 'signedIn' : 'guest'));

  const view = renderWithEdge(
    <ShellEdgeProvider value={shellEdge}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<ShellView />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ShellEdgeProvider>,
    root.edge,
  );
  // The top bar (and the account area) are lazy chunks: wait until they are in and their effects
  // ran (each registers a visibility listener), so their charts have started before a test acts.
  // A file's first render compiles those chunks: on a loaded machine that alone took over 3 s.
  const expected = (signedIn ? 1 : 0) + (setup.topBarWaits ? 0 : 1);
  const deadline = Date.now() + 10_000;
  while (listeners.size !== expected && Date.now() < deadline) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(listeners.size, 'header parts started').toBe(expected);
  return { ...root, session, gateway, clock, view, shellEdge };
}

export const banner = () => screen.getByRole('banner');

export async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element);
  });
}

export async function press(element: Element, key: string) {
  await act(async () => {
    fireEvent.keyDown(element, { key });
  });
}

/** Opens the avatar menu and returns its item names. */
export async function openAccountMenu(): Promise<string[]> {
  const menu = await screen.findByTestId('account-menu');
  await click(within(menu).getByRole('button', { name: 'Account menu' }));
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

export async function chooseAccountItem(name: string) {
  const menu = screen.getByTestId('account-menu');
  await click(within(menu).getByRole('menuitem', { name }));
}
