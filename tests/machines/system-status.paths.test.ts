/**
 * System status chart: graph paths over each status code (0 app, 1 maintenance, 2 region blocked),
 * load failures, retries and the retry/poll delays; plus behaviour with resolving fakes.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, setup, SimulatedClock, waitFor } from 'xstate';
import type { sessionMachine } from '../../machines/session';
import type { SessionInput } from '../../machines/session';
import {
  selectSessionRef,
  selectSystemStatusView,
  systemStatusMachine,
  toRightBar,
  toSiteFooter,
  toSystemStatus,
} from '../../machines/system-status';
import type { SystemStatus, SystemStatusSnapshot, SystemStatusWire } from '../../machines/system-status';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const status = (code: 0 | 1 | 2, extra: Partial<SystemStatus> = {}): SystemStatus => ({
  code,
  features: { FREEPLAY3: true, SHOWCAPTCHA3: false },
  maintenance: code === 1 ? { endTime: '2030-01-01T10:00:00.000Z', message: 'wallet upgrade' } : { endTime: null, message: null },
  ip: '203.0.113.9',
  customerService: [{ csType: 3, path: 'abc12345678' }],
  merchantCode: 'demo',
  currencySymbol: 'P',
  defaultLanguage: 'MS',
  languages: ['MS', 'EN', 'CN'],
  loginedToHomePage: false,
  utcOffsetMinutes: 480,
  registerRules: {},
  ...extra,
});

// The session is a chart of its own (with its own path tests): here it is an inert stub.
const sessionStub = setup({ types: { input: {} as SessionInput } }).createMachine({
  id: 'sessionStub',
}) as unknown as typeof sessionMachine;

// a chart a view needs while it shows, which the root runs as its child and stops when told
const viewChart = setup({}).createMachine({ id: 'viewChart' });

runPathSuite({
  machine: systemStatusMachine.provide({ actors: { loadSystemStatus: pending<SystemStatus, void>(), session: sessionStub } }),
  events: {
    'child.start': [{ id: 'viewChart1', logic: viewChart }],
    'child.stop': [{ id: 'viewChart1' }],
    'xstate.done.actor.loadSystemStatus': [{ output: status(0) }, { output: status(1) }, { output: status(2, { customerService: [] }) }],
    'xstate.error.actor.loadSystemStatus': [{ error: { errorCode: 'network.error' } }],
  },
  assertStep: (raw) => {
    const s = raw as SystemStatusSnapshot;
    const view = selectSystemStatusView(s);
    const expected = s.matches('app')
      ? 'app'
      : s.matches('maintenance')
        ? 'maintenance'
        : s.matches('regionBlocked')
          ? 'regionBlocked'
          : s.matches('unreachable')
            ? 'unreachable'
            : 'loading';
    expect(view.screen).toBe(expected);
    expect(view.canRetry).toBe(['maintenance', 'regionBlocked', 'unreachable'].includes(view.screen));
    expect(selectSessionRef(s) !== undefined).toBe(view.screen === 'app');
    if (view.screen === 'maintenance') expect(view.maintenanceEndTime).toBe('2030-01-01T10:00:00.000Z');
    else expect(view.maintenanceEndTime).toBeNull();
    if (view.screen === 'regionBlocked') expect(view).toMatchObject({ ip: '203.0.113.9', hasCustomerService: false });
    if (view.screen === 'unreachable') expect(s.context.errorCode).toBe('network.error');
    expect(s.hasTag('busy')).toBe(view.screen === 'loading');
    // the view's chart is the root's child from its start to its stop, on every screen
    const started = s.children.viewChart1 !== undefined;
    expect(started ? (s.children.viewChart1 as { id: string }).id : null).toBe(started ? 'viewChart1' : null);
  },
});

function startStatus(answers: (SystemStatus | Error)[], clock = new SimulatedClock()) {
  let loads = 0;
  const sessionInputs: SessionInput[] = [];
  const machine = systemStatusMachine.provide({
    actors: {
      loadSystemStatus: fromPromise<SystemStatus, void>(async () => {
        const answer = answers[Math.min(loads++, answers.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      session: setup({ types: { input: {} as SessionInput } }).createMachine({
        id: 'sessionSpy',
        entry: ({ event }) => void sessionInputs.push((event as unknown as { input: SessionInput }).input),
      }) as unknown as typeof sessionMachine,
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, loads: () => loads, sessionInputs, view: () => selectSystemStatusView(actor.getSnapshot()) };
}

describe('system status behaviour', () => {
  it('runs the session with the merchant features and Telegram bot when the site is up', async () => {
    const telegramLogin = { botId: '7300451', oauthUrl: 'https://oauth.telegram.org' };
    const { actor, view, sessionInputs } = startStatus([{ ...status(0), telegramLogin }]);
    await waitFor(actor, (s) => s.matches('app'));
    expect(view()).toMatchObject({ screen: 'app', canRetry: false, hasCustomerService: true });
    expect(sessionInputs).toEqual([{ features: { FREEPLAY3: true, SHOWCAPTCHA3: false }, intent: null, telegramLogin }]);
  });

  it('polls during maintenance and comes back by itself', async () => {
    const { actor, clock, loads, view } = startStatus([status(1), status(0)]);
    await waitFor(actor, (s) => s.matches('maintenance'));
    expect(view()).toMatchObject({ screen: 'maintenance', maintenanceMessage: 'wallet upgrade', canRetry: true });
    clock.increment(29_999);
    expect(loads()).toBe(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('app'));
    expect(loads()).toBe(2);
  });

  it('shows the visitor IP when the region is blocked', async () => {
    const { actor, view } = startStatus([status(2)]);
    await waitFor(actor, (s) => s.matches('regionBlocked'));
    expect(view()).toMatchObject({ screen: 'regionBlocked', ip: '203.0.113.9', maintenanceEndTime: null });
  });

  it('retries an unreachable gateway after 15 s or on request', async () => {
    const { actor, clock, loads, view } = startStatus([Object.assign(new Error('down'), { errorCode: 'network.error' }), new Error('x'), status(0)]);
    await waitFor(actor, (s) => s.matches('unreachable'));
    expect(view()).toMatchObject({ screen: 'unreachable', canRetry: true });
    clock.increment(15_000);
    await waitFor(actor, () => loads() === 2);
    await waitFor(actor, (s) => s.matches('unreachable'));
    actor.send({ type: 'status.retry' });
    await waitFor(actor, (s) => s.matches('app'));
    expect(loads()).toBe(3);
  });
});

describe('toSystemStatus', () => {
  it("keeps each offered language's own name from the gateway, keyed by upper-case code, and drops malformed entries", () => {
    const options = [
      { code: 'ms', nativeName: 'Bahasa Melayu' },
      { code: 'CN', nativeName: ' 简体中文 ' },
      { code: 'EN', nativeName: '' },
      { code: 7, nativeName: 'x' },
    ] as unknown as { code: string; nativeName: string }[];
    const status = toSystemStatus({ ...wire(), info: { ...wire().info, languageOptions: options } });
    expect(status.languageNames).toEqual({ MS: 'Bahasa Melayu', CN: '简体中文' });
    expect(toSystemStatus(wire()).languageNames).toEqual({});
  });

  const wire = (over: Partial<SystemStatusWire> = {}): SystemStatusWire => ({
    maintenance: false,
    maintenanceEnd: null,
    maintenanceMessage: null,
    regionRestriction: false,
    location: { ip: '198.51.100.1', country: 'PH' },
    info: {
      whitelabel: {
        modId: 'ROOT',
        enabled: '1',
        childrenNodes: [
          { modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] },
          { modId: 'AGENTCENTER3', enabled: '0', childrenNodes: [{ modId: 'HOURSAL3', enabled: '1' }] },
        ],
      },
      register: { username: { required: true } },
      customerService: [],
      merchantCode: 'demo',
      currencySymbol: 'P',
      defaultLanguage: 'MS',
      languages: ['MS'],
      loginedToHomePage: true,
    },
    ...over,
  });

  it("keeps the merchant's time zone, and UTC+8 when a gateway sends none or one that is not an offset", () => {
    const withOffset = (utcOffsetMinutes: unknown) =>
      toSystemStatus(wire({ info: { ...wire().info, utcOffsetMinutes } as SystemStatusWire['info'] })).utcOffsetMinutes;
    expect([withOffset(-300), withOffset(0), withOffset(840)]).toEqual([-300, 0, 840]);
    expect([withOffset(undefined), withOffset(null), withOffset(90.5), withOffset(2000), withOffset('480')]).toEqual([480, 480, 480, 480, 480]);
  });

  it('flattens the module tree, switching off children of a disabled module', () => {
    expect(toSystemStatus(wire()).features).toEqual({ ROOT: true, FREEPLAY3: true, AGENTCENTER3: false, HOURSAL3: false });
  });

  it('gives maintenance precedence over region restriction and an ISO end time', () => {
    const s = toSystemStatus(wire({ maintenance: true, regionRestriction: true, maintenanceEnd: Date.UTC(2030, 0, 1, 10) }));
    expect(s.code).toBe(1);
    expect(s.maintenance.endTime).toBe('2030-01-01T10:00:00.000Z');
    expect(toSystemStatus(wire({ regionRestriction: true })).code).toBe(2);
    expect(toSystemStatus(wire()).code).toBe(0);
  });

  it('keeps the footer and the right bar the status call carries', () => {
    const footer = {
      licences: [{ code: 'MGA', name: 'Malta Gaming Authority', text: { EN: 'Licensed by the MGA.', MS: 'Dilesenkan oleh MGA.' } }],
      certificates: [{ name: 'GLI', imageUrl: '/wps/assets/art/cert-gli.svg', url: null }],
      payments: [{ name: 'GCash', imageUrl: 'https://cdn.example/gcash.svg', url: null }],
      responsibleGaming: [{ name: '21+', imageUrl: '/wps/assets/art/rg-21.svg', url: '/help#term' }],
      copyrightHolder: 'Demo Gaming',
    };
    const rightBar = { liveChat: true, facebook: 'https://www.facebook.com/example', telegram: ['https://t.me/a'], whatsapp: null };
    const s = toSystemStatus(wire({ info: { ...wire().info, footer, rightBar } }));
    expect(s.footer).toEqual(footer);
    expect(s.rightBar).toEqual(rightBar);
  });

  it('shows no footer content and no right-bar links when the gateway sends none', () => {
    const s = toSystemStatus(wire());
    expect(s.footer).toBeNull();
    expect(s.rightBar).toEqual({ liveChat: false, facebook: null, telegram: [], whatsapp: null });
  });
});

describe('footer and right-bar links from another gateway', () => {
  it('keeps only http(s) addresses and at most 3 Telegram links', () => {
    expect(
      toRightBar({
        liveChat: 'yes',
        facebook: 'javascript:alert(1)',
        telegram: ['https://t.me/a', '//t.me/b', 'https://t.me/c', 'http://t.me/d', 'https://t.me/e'],
        whatsapp: ' https://wa.me/630000000000 ',
      }),
    ).toEqual({
      liveChat: false,
      facebook: null,
      telegram: ['https://t.me/a', 'https://t.me/c', 'http://t.me/d'],
      whatsapp: 'https://wa.me/630000000000',
    });
  });

  it('drops badges without a name or a safe picture, and links that are neither site paths nor web addresses', () => {
    const footer = toSiteFooter({
      licences: [{ code: 'BVI', name: 'British Virgin Islands', text: { EN: 'Incorporated in the BVI.', CN: 42 } }, { name: 'no code' }],
      certificates: [
        { name: 'iTech', imageUrl: 'javascript:alert(1)', url: null },
        { name: '', imageUrl: '/a.svg', url: null },
        { name: 'PAGCOR', imageUrl: '/p.svg', url: '//evil.example' },
      ],
      payments: 'none',
      copyrightHolder: 7,
    });
    expect(footer).toEqual({
      licences: [{ code: 'BVI', name: 'British Virgin Islands', text: { EN: 'Incorporated in the BVI.' } }],
      certificates: [{ name: 'PAGCOR', imageUrl: '/p.svg', url: null }],
      payments: [],
      responsibleGaming: [],
      copyrightHolder: '',
    });
  });
});
