/**
 * Drivers for view tests: real charts provided with fakes, rendered through the real containers.
 * Each fake records its calls so a test can assert what the edge was asked to do.
 */
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise, setup } from 'xstate';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import { vi } from 'vitest';
import { ACCOUNT_BALANCE_SYSTEM_ID } from '../../../machines/account-balance';
import { changePasswordMachine } from '../../../machines/change-password';
import { customerServiceMachine } from '../../../machines/customer-service';
import { loginMachine, provideLoginMachine } from '../../../machines/login';
import type { LoginFailure, LoginRequest, LoginSuccess, RememberedLogin } from '../../../machines/login';
import { sessionMachine } from '../../../machines/session';
import { forgotPasswordMachine } from '../../../machines/forgot-password';
import { registrationMachine } from '../../../machines/registration';
import type { GuestDialogCharts, MemberInfo } from '../../../machines/session';
import { centreHostMachine } from '../../../machines/centre-host';
import type { CentreChartRequest } from '../../../machines/centre-host';
import { ROOT_SYSTEM_ID, selectRouterRef, systemStatusMachine } from '../../../machines/system-status';
import type { SystemStatus } from '../../../machines/system-status';
import { AppEdgeProvider, useAppEdge } from '../../../src/app/app-context';
import { AreaEdgesProvider } from '../../../src/app/area-edges';
import { agentCentreChartFor, useAgentCentreEdge } from '../../../src/app/agent-centre.edge';
import type { AgentCentreEdge } from '../../../src/app/agent-centre.edge';
import { sessionIn } from '../../../src/app/follow-session';
import { memberCentreChartFor, useMemberCentreEdge } from '../../../src/app/member-centre.edge';
import type { MemberCentreEdge } from '../../../src/app/member-centre.edge';
import { currentAddress, providedRouterMachine } from '../../../src/app/navigation';
import { ChartRouter } from '../../../src/app/router';
import type { AppEdge } from '../../../src/app/app-context';
import { ShellView } from '../../../src/views/shell/shell.view';
import { activateEnglish, i18n } from './i18n';
import { testAreaEdges } from './test-area-edges';

/** A 1x1 PNG, base64 without prefix, as the gateway sends captchas. */
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function systemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    code: 0,
    features: { FREEPLAY3: true, DIRECTREG3: true },
    maintenance: { endTime: null, message: null },
    ip: '203.0.113.7',
    customerService: [{ csType: 3, path: 'abc' }],
    merchantCode: 'demo',
    currencySymbol: 'P',
    defaultLanguage: 'MS',
    languages: ['MS', 'EN', 'CN'],
    languageNames: { MS: 'Bahasa Melayu', EN: 'English', CN: '简体中文' },
    loginedToHomePage: false,
    utcOffsetMinutes: 480,
    registerRules: {},
    ...overrides,
  };
}

export function member(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'demo_player',
    nickname: null,
    type: 0,
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    ...overrides,
  };
}

export const success: LoginSuccess = { token: 'token-1', firstTimeLogin: false, mustChangePassword: false, customerType: 0 };

export interface Fakes {
  submitLogin: (request: LoginRequest) => Promise<LoginSuccess>;
  fetchCaptcha: () => Promise<string>;
  startFreePlay: () => Promise<LoginSuccess>;
  storedToken: string | null;
  loadMemberInfo: () => Promise<MemberInfo>;
  logout: () => Promise<void>;
  submitPasswordChange: () => Promise<void>;
  loadSystemStatus: () => Promise<SystemStatus>;
}

export function loginFailure(errorCode: string, captchaRequired = false): LoginFailure {
  return { errorCode, captchaRequired };
}

export function createFakes(overrides: Partial<Fakes> = {}) {
  const fakes: Fakes = {
    submitLogin: async () => success,
    fetchCaptcha: async () => PNG,
    startFreePlay: async () => success,
    storedToken: null,
    loadMemberInfo: async () => member(),
    logout: async () => {},
    submitPasswordChange: async () => {},
    loadSystemStatus: async () => systemStatus(),
    ...overrides,
  };
  const calls = {
    submitLogin: vi.fn<(request: LoginRequest) => void>(),
    loadSystemStatus: vi.fn(),
    logout: vi.fn(),
    clearSession: vi.fn(),
    navigate: vi.fn<(to: string) => void>(),
    proceedToIntent: vi.fn<(intent: string) => void>(),
    storeToken: vi.fn<(token: string) => void>(),
  };

  const login = provideLoginMachine({
    actors: {
      readRememberedLogin: fromPromise<RememberedLogin | null, void>(async () => null),
      submitLogin: fromPromise<LoginSuccess, LoginRequest>(async ({ input }) => {
        calls.submitLogin(input);
        return fakes.submitLogin(input);
      }),
      fetchCaptcha: fromPromise(() => fakes.fetchCaptcha()),
      startFreePlay: fromPromise(() => fakes.startFreePlay()),
    },
    actions: { saveRememberedLogin: () => {}, forgetRememberedLogin: () => {} },
    delays: { CAPTCHA_COOLDOWN: 0 },
  });

  const session = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(async () => ({ token: fakes.storedToken })),
      loadMemberInfo: fromPromise(() => fakes.loadMemberInfo()),
      logout: fromPromise(async () => {
        calls.logout();
        return fakes.logout();
      }),
      changePassword: changePasswordMachine.provide({
        actors: { submitPasswordChange: fromPromise(() => fakes.submitPasswordChange()) },
      }),
      // the dialog charts as they are, with the fakes' login (tests hand in their own)
      loadDialogCharts: dialogChartsLoader({ login }),
    },
    actions: {
      storeToken: (_, params) => calls.storeToken(params.token),
      storeMember: () => {},
      clearSession: () => calls.clearSession(),
      navigate: (_, params) => calls.navigate(params.to),
      runFirstLoginAction: () => {},
      proceedToIntent: (_, params) => calls.proceedToIntent(params.intent),
    },
  });

  const root = systemStatusMachine.provide({
    actors: {
      loadSystemStatus: fromPromise(async () => {
        calls.loadSystemStatus();
        return fakes.loadSystemStatus();
      }),
      session,
      // the browser's history under the router chart, as on the site (jsdom keeps one per test file);
      // a centre's chart from the centre edge the test renders with (SiteRouter hands it over)
      router: providedRouterMachine.provide({
        actors: { centreHost: centreHostMachine.provide({ actors: { loadCentreChart: testCentreChartLoader } }) },
      }),
    },
  });

  return { fakes, calls, login, session, root };
}

/**
 * The session's loader of the guest dialogs' charts, answering these (the ones not given: the
 * registration and forgot-password charts as they are, and a login chart with nothing provided).
 */
export function dialogChartsLoader(charts: Partial<GuestDialogCharts>) {
  const answered: GuestDialogCharts = {
    login: loginMachine,
    registration: registrationMachine,
    forgotPassword: forgotPasswordMachine,
    ...charts,
  };
  return fromPromise<GuestDialogCharts, void>(async () => answered);
}

export function startRoot(overrides: Partial<Fakes> = {}) {
  const setup = createFakes(overrides);
  // under the systemId the app starts its root with: the charts that follow the session find it
  const rootActor = createActor(setup.root, { systemId: ROOT_SYSTEM_ID, input: { address: currentAddress() } }).start();
  const customerService = createActor(customerServiceMachine).start();
  const edge: AppEdge = { rootActor, customerService, openCustomerService: vi.fn(), startFreePlay: vi.fn() };
  return { ...setup, rootActor, edge };
}

/**
 * A stand-in for the header's balance chart, run by `rootActor` under the balance chart's systemId:
 * counts the `balance.changed` the charts that move money tell it.
 */
export function spyOnBalance(rootActor: AppEdge['rootActor']): () => number {
  let changes = 0;
  const balanceSpy = setup({}).createMachine({
    id: 'balanceSpy',
    on: { 'balance.changed': { actions: () => void (changes += 1) } },
  });
  rootActor.send({ type: 'child.start', id: 'balanceSpy', logic: balanceSpy, systemId: ACCOUNT_BALANCE_SYSTEM_ID });
  return () => changes;
}

/**
 * A started root actor with a balance spy (`balanceChanges`). Render a view under it with
 * `renderI18n(ui, edge)`: the view's charts then run in the root's system, as on the site.
 */
export function rootWithBalanceSpy() {
  const root = startRoot();
  return { ...root, balanceChanges: spyOnBalance(root.rootActor) };
}

/**
 * An area's edge the test does not provide itself is its fake from test-area-edges.ts, fresh for
 * each render: never the live gateway.
 */
export function renderWithEdge(ui: ReactElement, edge: AppEdge) {
  activateEnglish();
  return render(
    <I18nProvider i18n={i18n}>
      <AppEdgeProvider edge={edge}>
        <AreaEdgesProvider value={testAreaEdges()}>{ui}</AreaEdgesProvider>
      </AppEdgeProvider>
    </I18nProvider>,
  );
}

/** `ui` in English with the quiet area edges; under `edge`'s root actor when given (its charts then run in the root's system). */
export function renderI18n(ui: ReactElement, edge?: AppEdge) {
  if (edge) return renderWithEdge(ui, edge);
  activateEnglish();
  return render(
    <I18nProvider i18n={i18n}>
      <AreaEdgesProvider value={testAreaEdges()}>{ui}</AreaEdgesProvider>
    </I18nProvider>,
  );
}

type CentreEdges = { member: MemberCentreEdge; agent: AgentCentreEdge };

/**
 * The centre edges a root's router loads the centres' charts from: the ones its test renders with,
 * handed over by SiteRouter. A load the router starts before that (jsdom's address may name a centre
 * page left by the file's previous test) waits for them.
 */
const centreEdgesOfRoot = new WeakMap<AnyActorRef, { edges: Promise<CentreEdges>; hand: (edges: CentreEdges) => void }>();

function centreEdgesFor(root: AnyActorRef) {
  let entry = centreEdgesOfRoot.get(root);
  if (!entry) {
    let hand: (edges: CentreEdges) => void = () => {};
    const edges = new Promise<CentreEdges>((resolve) => (hand = resolve));
    entry = { edges, hand };
    centreEdgesOfRoot.set(root, entry);
  }
  return entry;
}

/** The router's `loadCentreChart` under test: the chart of the centre edge the view test provides (or the quiet one). */
const testCentreChartLoader = fromPromise<AnyActorLogic, CentreChartRequest>(async ({ input, system }) => {
  const session = sessionIn(system);
  if (!session) throw new Error('no session');
  const edges = await centreEdgesFor(system.get(ROOT_SYSTEM_ID) as AnyActorRef).edges;
  return input.centre === 'mc' ? memberCentreChartFor(session, edges.member) : agentCentreChartFor(session, edges.agent);
});

/**
 * `children` under the site's own React Router, over the root's router chart (no memory router):
 * the chart is sent to `path` first, as a visitor's link would. The centre edges in scope (a test's
 * provider, else the quiet ones) are the ones the router loads the centres' charts from.
 */
export function SiteRouter({ path, children }: { path: string; children: ReactNode }) {
  const root = useAppEdge().rootActor;
  centreEdgesFor(root).hand({ member: useMemberCentreEdge(), agent: useAgentCentreEdge() });
  useState(() => selectRouterRef(root.getSnapshot()).send({ type: 'navigate', to: path, replace: true }));
  return <ChartRouter root={root}>{children}</ChartRouter>;
}

/** The shell at `path`, with a marker page in main. */
export function renderShell(edge: AppEdge, path = '/') {
  return renderWithEdge(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<ShellView />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
    edge,
  );
}
