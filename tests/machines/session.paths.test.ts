/**
 * Session chart: graph paths over restore (token present/absent, dead token vs other errors), login
 * results (first-time or not), social logins (first-time, returning, cancelled from either dialog),
 * each member type (0, 1, 4, 41, must-change), dialogs and sign-out; plus behaviour with resolving
 * fakes and the real login, change-password and social-login charts as children.
 */
import { describe, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { changePasswordMachine } from '../../machines/change-password';
import type { ChangePasswordInput, PasswordChangeRequest } from '../../machines/change-password';
import { type loginMachine, provideLoginMachine } from '../../machines/login';
import type { LoginInput, LoginRequest, LoginSuccess, RememberedLogin } from '../../machines/login';
import {
  selectChangePasswordRef,
  selectLoginRef,
  selectSessionView,
  selectSocialLoginRef,
  selectSocialProviders,
  sessionMachine,
} from '../../machines/session';
import type { ForgotPasswordInput, ForgotPasswordOutput } from '../../machines/forgot-password';
import type {
  GuestDialogCharts,
  MemberInfo,
  SessionEvent,
  SessionSnapshot,
  SocialLoginChart,
  SocialLoginLoad,
  StoredSession,
} from '../../machines/session';
import type { RegistrationInput } from '../../machines/registration';
import { socialLoginMachine } from '../../machines/social-login';
import type { ProviderWindowInput, SocialLoginInput, SocialLoginOutput, SocialProof } from '../../machines/social-login';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const member = (type: number, extra: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 7,
  account: `user${type}`,
  nickname: null,
  type,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  ...extra,
});
/** The merchant's Telegram bot, as the status answer gives it. */
const BOT = { botId: '7300451', oauthUrl: 'https://oauth.telegram.org' };
const loginResult = (firstTimeLogin: boolean): LoginSuccess => ({ token: 't-new', firstTimeLogin, mustChangePassword: false, customerType: 0 });

// Children are charts of their own (with their own path tests): here they are inert stubs. `provide`
// types a child as the real chart, so the stubs are cast to it.
const loginStub = setup({ types: { input: {} as LoginInput, output: {} as LoginSuccess } }).createMachine({
  id: 'loginStub',
}) as unknown as typeof loginMachine;
const changePasswordStub = setup({ types: { input: {} as ChangePasswordInput } }).createMachine({
  id: 'changePasswordStub',
}) as unknown as typeof changePasswordMachine;

// the registration, forgot-password and social-login charts have path tests of their own: here
// pending stand-ins that a path ends, answered by the loaders as the loaded charts
const dialogCharts: GuestDialogCharts = {
  login: loginStub,
  registration: pending<LoginSuccess, RegistrationInput>() as never,
  forgotPassword: pending<ForgotPasswordOutput, ForgotPasswordInput>() as never,
};
const socialLoginStandIn = pending<SocialLoginOutput, SocialLoginInput>() as unknown as SocialLoginChart;

/** The loaders answering these charts at once, as the browser's do once their chunk is cached. */
const answering = (charts: Partial<GuestDialogCharts>) => fromPromise<GuestDialogCharts, void>(async () => ({ ...dialogCharts, ...charts }));

interface EdgeLog {
  actions: { type: string; params?: unknown }[];
}
const log: EdgeLog = { actions: [] };
const record = (type: string) => (_: unknown, params?: unknown) => void log.actions.push({ type, params });
const edgeActions = () => ({
  storeToken: record('storeToken'),
  storeMember: record('storeMember'),
  clearSession: record('clearSession'),
  navigate: record('navigate'),
  runFirstLoginAction: record('runFirstLoginAction'),
  proceedToIntent: record('proceedToIntent'),
});
const navigations = () => log.actions.filter((a) => a.type === 'navigate').map((a) => (a.params as { to: string }).to);

let previous: SessionSnapshot | null = null;

runPathSuite({
  machine: sessionMachine.provide({
    actors: {
      readStoredSession: pending<StoredSession, void>(),
      loadMemberInfo: pending<MemberInfo, void>(),
      logout: pending<void, void>(),
      changePassword: changePasswordStub,
      loadSocialLogin: pending<SocialLoginChart | null, SocialLoginLoad>(),
      loadDialogCharts: pending<GuestDialogCharts, void>(),
    },
    actions: edgeActions(),
  }),
  // Google on, Telegram off: a button of a switched-off provider starts nothing; visitors may register
  input: { features: { FREEPLAY3: true, GOOGLELOGIN3: true, DIRECTREG3: true } },
  events: {
    'xstate.done.actor.readStoredSession': [{ output: { token: 't-stored' } }, { output: { token: null } }],
    'xstate.done.actor.login': [{ output: loginResult(true) }, { output: loginResult(false) }],
    'xstate.done.actor.registration': [{ output: loginResult(true) }, { output: loginResult(false) }],
    'xstate.done.actor.forgotPassword': [{ output: { session: loginResult(false) } }, { output: { session: null } }],
    'register.open': [{ referralCode: 'R-7', affiliateCode: null }],
    'social.start': [{ provider: 'google' }, { provider: 'telegram' }],
    'xstate.done.actor.loadSocialLogin': [{ output: socialLoginStandIn }, { output: null }],
    'xstate.error.actor.loadSocialLogin': [{ error: { errorCode: 'network.error' } }],
    'forgot.open': [{ resetToken: null }, { resetToken: 'reset-token-1' }],
    'xstate.done.actor.loadDialogCharts': [{ output: dialogCharts }],
    'xstate.error.actor.loadDialogCharts': [{ error: { errorCode: 'chunk.failed' } }],
    'xstate.done.actor.socialLogin': [
      { output: { session: loginResult(true) } },
      { output: { session: loginResult(false) } },
      { output: { session: null } },
    ],
    'xstate.done.actor.loadMemberInfo': [
      { output: member(0) },
      { output: member(1) },
      { output: member(41) },
      { output: member(4) },
      { output: member(0, { mustChangePassword: true, passwordExpired: true }) },
    ],
    'xstate.error.actor.loadMemberInfo': [{ error: { errorCode: 'login.not.session' } }, { error: { errorCode: 'network.error' } }],
    'account.requireReal': [{ intent: '/member' }],
  },
  assertStep: (raw, event: EventObject) => {
    const s = raw as SessionSnapshot;
    if (event.type === 'xstate.init') {
      log.actions = [];
      previous = null;
    }
    const view = selectSessionView(s);
    const signedIn = s.matches('signedIn');
    expect(view.isSignedIn).toBe(signedIn);
    expect(view.accountName !== null).toBe(signedIn || s.matches('mustChangePassword'));
    expect(view.showLogin).toBe(s.matches({ guest: 'loggingIn' }));
    // a dialog's chart runs only once the dialog charts are loaded; until then the loading state shows
    if (view.showLogin || view.showRegister || view.showForgotPassword) expect(s.context.dialogCharts?.logic()).toBe(dialogCharts);
    expect(view.showDialogLoading).toBe(s.matches({ guest: 'loadingDialog' }));
    expect(view.showDialogLoadFailed).toBe(s.matches({ guest: 'dialogLoadFailed' }));
    if (view.showDialogLoadFailed) expect(s.context.errorCode).toBe('chunk.failed');
    // the reset link's token reaches the forgot-password chart whether or not its chart had to load
    // a dialog asked for while the stored session is looked for waits for the guest, then opens as asked
    if (previous?.matches('restoring') && ['login.open', 'register.open', 'forgot.open', 'freePlay.request'].includes(event.type)) {
      expect(s.context.pendingIntent).toEqual(event);
    } else if (event.type === 'forgot.open') {
      expect(s.context.resetToken).toBe((event as { resetToken?: string | null }).resetToken ?? null);
    }
    // a trial account's "Sign up" keeps the registration while its session is signed out
    const signingUp = s.matches('signingOut') && s.context.pendingIntent !== null;
    if (event.type === 'warning.signUp') expect(previous?.matches({ signedIn: { trial: 'realAccountWarning' } }) && signingUp).toBe(true);
    if (signingUp) expect(s.context.pendingIntent).toEqual({ type: 'register.open' });
    else if (!s.matches('restoring')) expect(s.context.pendingIntent).toBeNull();
    // the free-play request reaches only the login dialog
    if (s.context.freePlayRequested)
      expect(s.matches({ guest: 'loggingIn' }) || s.matches({ guest: 'loadingDialog' }) || s.matches({ guest: 'dialogLoadFailed' })).toBe(true);
    if (event.type === 'xstate.done.actor.loadDialogCharts') expect(s.context.resetToken).toBe(previous?.context.resetToken);
    expect(selectLoginRef(s) !== undefined).toBe(view.showLogin);
    expect(view.showSocialLogin).toBe(s.matches({ guest: 'socialLogin' }));
    expect(selectSocialLoginRef(s) !== undefined).toBe(view.showSocialLogin);
    expect(selectSocialProviders(s)).toEqual(['google']);
    // one dialog at a time: the social login replaces the dialog it was started from
    if (view.showSocialLogin) expect([view.showLogin, view.showRegister, view.showForgotPassword]).toEqual([false, false, false]);
    if (event.type === 'social.start') expect(s.context.socialOrigin).toBe(previous?.matches({ guest: 'registering' }) ? 'registration' : 'login');
    // a button starts the social login only once its chart is loaded
    if (view.showSocialLogin) expect(s.context.socialLoginChart?.logic().socialLogin).toBe(socialLoginStandIn);
    expect(view.socialLoginReady).toBe(s.context.socialLoginChart !== null);
    // a social sign-in goes the way of every sign-in: token stored, first-login action on a first one
    if (event.type === 'xstate.done.actor.socialLogin') {
      const { session } = (event as unknown as { output: SocialLoginOutput }).output;
      const stored = log.actions.filter((a) => a.type === 'storeToken');
      expect(stored).toEqual(session ? [{ type: 'storeToken', params: { token: session.token } }] : []);
      expect(log.actions.some((a) => a.type === 'runFirstLoginAction')).toBe(session?.firstTimeLogin === true);
      if (session) expect(s.matches('loadingMember') && s.context.interactiveLogin).toBe(true);
      else expect(s.matches({ guest: s.context.socialOrigin === 'registration' ? 'registering' : 'loggingIn' })).toBe(true);
      log.actions = [];
    }
    expect(view.showChangePassword).toBe(s.matches('mustChangePassword') || s.matches({ signedIn: 'changingPassword' }));
    expect(selectChangePasswordRef(s) !== undefined).toBe(view.showChangePassword);
    expect(view.changePasswordForced).toBe(s.matches('mustChangePassword'));
    expect(view.showRealAccountWarning).toBe(s.matches({ signedIn: { trial: 'realAccountWarning' } }));
    expect(view.canSignUpFromWarning).toBe(view.showRealAccountWarning);
    expect(view.isTrial).toBe(signedIn && s.context.member?.type === 4);
    expect(view.isAgent).toBe(signedIn && [1, 2, 41, 42].includes(s.context.member?.type ?? -1));
    expect(view.canStartFreePlay).toBe(s.matches('guest'));
    if (s.matches('guest')) expect(s.context.member).toBeNull();
    if (view.showSignOutConfirm) expect(s.can({ type: 'signOut.confirm' })).toBe(true);

    // Landing after member info: navigate only after a login in this tab, agents to /agentHome.
    if (event.type === 'xstate.done.actor.loadMemberInfo' && signedIn && previous) {
      const expected = !previous.context.interactiveLogin ? [] : view.isAgent ? ['/agentHome'] : ['/'];
      expect(navigations()).toEqual(expected);
    }
    if (previous?.matches('signingOut')) {
      // signed out as asked, or on to the registration dialog when it was a trial's "Sign up"
      const signedUp = previous.context.pendingIntent !== null;
      const dialogReady = s.context.dialogCharts !== null;
      expect(s.matches({ guest: !signedUp ? 'idle' : dialogReady ? 'registering' : 'loadingDialog' })).toBe(true);
      if (signedUp && !dialogReady) expect(s.context.pendingDialog).toBe('registration');
      expect(log.actions.slice(-2)).toEqual([
        { type: 'clearSession', params: undefined },
        { type: 'navigate', params: { to: '/' } },
      ]);
      // a fresh visitor from here: what the signed-out session did is not theirs
      log.actions = [];
    }
    if (event.type !== 'xstate.done.actor.loadMemberInfo') log.actions = log.actions.filter((a) => a.type !== 'navigate');
    previous = s;
  },
});

interface SessionFakes {
  token?: string | null;
  members?: (MemberInfo | { errorCode: string })[];
  login?: LoginSuccess;
  /** the first load of the dialog charts fails (a chunk that did not arrive) */
  dialogChartsFail?: boolean;
  /** the merchant's switches; free play only when not given */
  features?: Record<string, boolean>;
}

function startSession(fakes: SessionFakes = {}) {
  const calls = { actions: [] as { type: string; params?: unknown }[], logouts: 0, memberLoads: 0, passwordChanges: 0, dialogChartLoads: 0 };
  const act = (type: string) => (_: unknown, params?: unknown) => void calls.actions.push({ type, params });
  const members = fakes.members ?? [member(0)];
  const realLogin = provideLoginMachine({
    actors: {
      readRememberedLogin: fromPromise<RememberedLogin | null, void>(async () => null),
      submitLogin: fromPromise<LoginSuccess, LoginRequest>(async () => fakes.login ?? loginResult(false)),
      fetchCaptcha: fromPromise(async () => 'img'),
      startFreePlay: fromPromise(async () => ({ ...loginResult(true), customerType: 4 })),
    },
    actions: { saveRememberedLogin: () => {}, forgetRememberedLogin: () => {} },
  });
  const machine = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(async () => ({ token: fakes.token ?? null })),
      loadMemberInfo: fromPromise(async () => {
        const next = members[Math.min(calls.memberLoads++, members.length - 1)];
        if ('errorCode' in next) throw next;
        return next;
      }),
      logout: fromPromise<void, void>(async () => void calls.logouts++),
      changePassword: changePasswordMachine.provide({
        actors: { submitPasswordChange: fromPromise<void, PasswordChangeRequest>(async () => void calls.passwordChanges++) },
      }),
      // the real login chart; the registration chart has its own tests: a stand-in that never ends
      loadDialogCharts: fromPromise<GuestDialogCharts, void>(async () => {
        calls.dialogChartLoads++;
        if (fakes.dialogChartsFail && calls.dialogChartLoads === 1) throw { errorCode: 'chunk.failed' };
        return { ...dialogCharts, login: realLogin };
      }),
    },
    actions: {
      storeToken: act('storeToken'),
      storeMember: act('storeMember'),
      clearSession: act('clearSession'),
      navigate: act('navigate'),
      runFirstLoginAction: act('runFirstLoginAction'),
      proceedToIntent: act('proceedToIntent'),
    },
  });
  const actor = createActor(machine, { input: { features: fakes.features ?? { FREEPLAY3: true } } }).start();
  const view = () => selectSessionView(actor.getSnapshot());
  const performed = (type: string) => calls.actions.filter((a) => a.type === type).map((a) => a.params);
  return { actor, calls, view, performed };
}

async function logIn(actor: ReturnType<typeof startSession>['actor']) {
  await waitFor(actor, (s) => s.matches('guest'));
  actor.send({ type: 'login.open' });
  await waitFor(actor, (s) => s.matches({ guest: 'loggingIn' }));
  const login = selectLoginRef(actor.getSnapshot())!;
  await waitFor(login, (s) => s.matches({ active: { form: 'editing' } }));
  login.send({ type: 'field.change', field: 'username', value: 'ann' });
  login.send({ type: 'field.change', field: 'password', value: 'pw1' });
  login.send({ type: 'form.submit' });
}

describe('session behaviour', () => {
  it('loads the dialog charts once, on the first dialog a guest opens, and retries a failed load', async () => {
    const { actor, calls, view } = startSession({ dialogChartsFail: true });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(calls.dialogChartLoads).toBe(0);
    actor.send({ type: 'register.open', referralCode: 'R-1', affiliateCode: null });
    await waitFor(actor, (s) => s.matches({ guest: 'dialogLoadFailed' }));
    expect(view()).toMatchObject({ showDialogLoadFailed: true, showRegister: false, errorCode: 'chunk.failed' });
    actor.send({ type: 'dialog.retry' });
    // the retry opens the dialog that was asked for, with the codes of the link
    await waitFor(actor, (s) => s.matches({ guest: 'registering' }));
    expect(actor.getSnapshot().context.registrationCodes).toEqual({ referralCode: 'R-1', affiliateCode: null });
    actor.send({ type: 'register.close' });
    actor.send({ type: 'login.open' });
    expect(actor.getSnapshot().matches({ guest: 'loggingIn' })).toBe(true);
    expect(calls.dialogChartLoads).toBe(2);
  });

  it('restores a stored token as a signed-in member without navigating', async () => {
    const { actor, view, performed } = startSession({ token: 't-stored', members: [member(0)] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(view()).toMatchObject({ status: 'member', isSignedIn: true, accountName: 'user0' });
    expect(performed('storeMember')).toEqual([member(0)]);
    expect(performed('navigate')).toEqual([]);
  });

  it('treats a dead token at restore as a guest and clears the stored session', async () => {
    const { actor, view, performed } = startSession({ token: 't-old', members: [{ errorCode: 'login.not.session' }] });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(view()).toMatchObject({ status: 'guest', isSignedIn: false, accountName: null });
    expect(performed('clearSession')).toHaveLength(1);
  });

  it('keeps the token on other member-info errors and retries', async () => {
    const { actor, view, performed } = startSession({ token: 't', members: [{ errorCode: 'network.error' }, member(0)] });
    await waitFor(actor, (s) => s.matches('memberLoadFailed'));
    expect(view()).toMatchObject({ status: 'memberLoadFailed', errorCode: 'network.error' });
    expect(performed('clearSession')).toEqual([]);
    actor.send({ type: 'member.retry' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('sends an agent to /agentHome after logging in, storing the token', async () => {
    const { actor, view, performed } = startSession({ members: [member(41)] });
    await logIn(actor);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(view()).toMatchObject({ status: 'agent', isAgent: true, showLogin: false });
    expect(performed('storeToken')).toEqual([{ token: 't-new' }]);
    expect(performed('navigate')).toEqual(['/agentHome'].map((to) => ({ to })));
    expect(performed('runFirstLoginAction')).toEqual([]);
  });

  it('runs the first-login action and sends a player to / after a first login', async () => {
    const { actor, performed } = startSession({ login: loginResult(true), members: [member(0)] });
    await logIn(actor);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(performed('runFirstLoginAction')).toHaveLength(1);
    expect(performed('navigate')).toEqual([{ to: '/' }]);
  });

  it('shows the real-account warning to a trial account and proceeds for a member', async () => {
    const trial = startSession({ token: 't', members: [member(4)] });
    await waitFor(trial.actor, (s) => s.matches('signedIn'));
    trial.actor.send({ type: 'account.requireReal', intent: '/member/deposit' });
    expect(trial.view()).toMatchObject({ status: 'trial', isTrial: true, showRealAccountWarning: true });
    expect(trial.performed('proceedToIntent')).toEqual([]);
    trial.actor.send({ type: 'warning.dismiss' });
    expect(trial.view().showRealAccountWarning).toBe(false);
    expect(trial.calls.logouts).toBe(0);

    const real = startSession({ token: 't', members: [member(0)] });
    await waitFor(real.actor, (s) => s.matches('signedIn'));
    real.actor.send({ type: 'account.requireReal', intent: '/member/deposit' });
    expect(real.performed('proceedToIntent')).toEqual([{ intent: '/member/deposit' }]);
    expect(real.view().showRealAccountWarning).toBe(false);
  });

  it('takes a trial account that chooses Sign up out of its session and into the registration dialog', async () => {
    const { actor, calls, view, performed } = startSession({ token: 't', members: [member(4)], features: { FREEPLAY3: true, DIRECTREG3: true } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'account.requireReal', intent: 'deposit' });
    expect(view().canSignUpFromWarning).toBe(true);
    actor.send({ type: 'warning.signUp' });
    await waitFor(actor, (s) => s.matches({ guest: 'registering' }));
    // the trial's token is revoked and forgotten, as at any sign-out; nothing of the deposit runs
    expect(calls.logouts).toBe(1);
    expect(performed('clearSession')).toHaveLength(1);
    expect(performed('proceedToIntent')).toEqual([]);
    expect(view()).toMatchObject({ status: 'guest', accountName: null, showRealAccountWarning: false, showRegister: true });
    expect(actor.getSnapshot().context.pendingIntent).toBeNull();
  });

  it('offers no sign-up from the warning on a site where visitors cannot register themselves', async () => {
    const { actor, calls, view } = startSession({ token: 't', members: [member(4)] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'account.requireReal', intent: 'deposit' });
    expect(view()).toMatchObject({ showRealAccountWarning: true, canSignUpFromWarning: false });
    actor.send({ type: 'warning.signUp' });
    expect(view()).toMatchObject({ status: 'trial', showRealAccountWarning: true });
    expect(calls.logouts).toBe(0);
  });

  it('opens the login dialog when a guest asks for a real-account action', async () => {
    const { actor, view } = startSession();
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'account.requireReal', intent: '/member' });
    await waitFor(actor, (s) => s.matches({ guest: 'loggingIn' }));
    expect(view().showLogin).toBe(true);
    actor.send({ type: 'login.close' });
    expect(view().showLogin).toBe(false);
  });

  it('signs out after confirmation: clears the session and navigates to /', async () => {
    const { actor, calls, view, performed } = startSession({ token: 't', members: [member(1)] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signOut' });
    expect(view().showSignOutConfirm).toBe(true);
    actor.send({ type: 'signOut.cancel' });
    expect(view()).toMatchObject({ status: 'agent', showSignOutConfirm: false });
    actor.send({ type: 'session.signOut' });
    actor.send({ type: 'signOut.confirm' });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(calls.logouts).toBe(1);
    expect(performed('clearSession')).toHaveLength(1);
    expect(performed('navigate')).toEqual([{ to: '/' }]);
    expect(view()).toMatchObject({ status: 'guest', accountName: null });
  });

  it('forces a password change before anything else, then reloads member info', async () => {
    const forcedMember = member(0, { mustChangePassword: true });
    const { actor, calls, view } = startSession({ token: 't', members: [forcedMember, member(0)] });
    await waitFor(actor, (s) => s.matches('mustChangePassword'));
    expect(view()).toMatchObject({ status: 'mustChangePassword', isSignedIn: false, showChangePassword: true, changePasswordForced: true });
    expect(actor.getSnapshot().can({ type: 'password.change' })).toBe(false);
    const dialog = selectChangePasswordRef(actor.getSnapshot())!;
    expect(dialog.getSnapshot().context.forced).toBe(true);
    dialog.send({ type: 'field.change', field: 'oldPassword', value: 'Welcome2026!' });
    dialog.send({ type: 'field.change', field: 'newPassword', value: 'Better2026' });
    dialog.send({ type: 'field.change', field: 'confirmNewPassword', value: 'Better2026' });
    dialog.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.passwordChanges).toBe(1);
    expect(view()).toMatchObject({ status: 'member', showChangePassword: false });
  });
});

describe('session with a social login', () => {
  function startSocial(options: { proof: 'ticket' | 'cancel'; firstTimeLogin?: boolean; features?: Record<string, boolean> }) {
    const calls = {
      actions: [] as { type: string; params?: unknown }[],
      windows: [] as ProviderWindowInput[],
      registrations: [] as RegistrationInput[],
      loads: [] as SocialLoginLoad[],
    };
    const act = (type: string) => (_: unknown, params?: unknown) => void calls.actions.push({ type, params });
    const social = socialLoginMachine.provide({
      actors: {
        providerWindow: fromCallback<EventObject, ProviderWindowInput>(({ input, sendBack }) => {
          calls.windows.push(input);
          if (options.proof === 'ticket') queueMicrotask(() => sendBack({ type: 'provider.signedIn', proofToken: 'ticket-1' }));
        }),
        redeemProof: fromPromise<LoginSuccess, SocialProof>(async () => loginResult(options.firstTimeLogin ?? true)),
      },
    });
    const machine = sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise<StoredSession, void>(async () => ({ token: null })),
        loadMemberInfo: fromPromise(async () => member(0, { account: 'go_ann' })),
        logout: fromPromise<void, void>(async () => {}),
        changePassword: changePasswordStub,
        loadSocialLogin: fromPromise<SocialLoginChart | null, SocialLoginLoad>(async ({ input }) => {
          calls.loads.push(input);
          return input.providers.length > 0 ? social : null;
        }),
        loadDialogCharts: answering({
          registration: fromPromise<LoginSuccess, RegistrationInput>(({ input }) => {
            calls.registrations.push(input);
            return new Promise(() => {});
          }) as never,
        }),
      },
      actions: {
        storeToken: act('storeToken'),
        storeMember: act('storeMember'),
        clearSession: act('clearSession'),
        navigate: act('navigate'),
        runFirstLoginAction: act('runFirstLoginAction'),
        proceedToIntent: act('proceedToIntent'),
      },
    });
    const actor = createActor(machine, {
      input: { features: options.features ?? { GOOGLELOGIN3: true, TELEGRAMLOGIN3: true }, telegramLogin: BOT },
    }).start();
    const performed = (type: string) => calls.actions.filter((a) => a.type === type).map((a) => a.params);
    return { actor, calls, performed, view: () => selectSessionView(actor.getSnapshot()) };
  }

  /** Opens a dialog and waits for its social login to be loaded. */
  async function openDialog(actor: ReturnType<typeof startSocial>['actor'], open: SessionEvent) {
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send(open);
    await waitFor(actor, (s) => s.context.socialLoginChart !== null);
  }

  it('loads the social login beside a dialog with buttons, and starts nothing before it is loaded', async () => {
    const { actor, calls, view } = startSocial({ proof: 'ticket' });
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'login.open' });
    expect(view().socialLoginReady).toBe(false);
    actor.send({ type: 'social.start', provider: 'google' });
    expect(calls.windows).toEqual([]);
    await waitFor(actor, (s) => s.context.socialLoginChart !== null);
    expect(calls.loads).toEqual([{ providers: ['google', 'telegram'] }]);
    expect(actor.getSnapshot().can({ type: 'social.start', provider: 'google' })).toBe(true);

    const none = startSocial({ proof: 'ticket', features: {} });
    await waitFor(none.actor, (s) => s.matches('guest'));
    none.actor.send({ type: 'login.open' });
    await waitFor(none.actor, () => none.calls.loads.length === 1);
    await Promise.resolve();
    expect(none.calls.loads).toEqual([{ providers: [] }]);
    expect(none.view().socialLoginReady).toBe(false);
  });

  it('opens the provider window within the send of the button event, then signs in like any login', async () => {
    const { actor, calls, performed, view } = startSocial({ proof: 'ticket' });
    await openDialog(actor, { type: 'login.open' });
    actor.send({ type: 'social.start', provider: 'telegram' });
    // no await in between: browsers allow a popup only inside the click
    // the merchant's Telegram bot goes with the button's provider to the window
    expect(calls.windows).toEqual([{ provider: 'telegram', telegramLogin: BOT }]);
    expect(view()).toMatchObject({ showSocialLogin: true, showLogin: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(performed('storeToken')).toEqual([{ token: 't-new' }]);
    expect(performed('runFirstLoginAction')).toHaveLength(1);
    expect(performed('navigate')).toEqual([{ to: '/' }]);
    expect(view()).toMatchObject({ status: 'member', accountName: 'go_ann', showSocialLogin: false });
  });

  it('skips the first-login action for a returning social account', async () => {
    const { actor, performed } = startSocial({ proof: 'ticket', firstTimeLogin: false });
    await openDialog(actor, { type: 'login.open' });
    actor.send({ type: 'social.start', provider: 'google' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(performed('runFirstLoginAction')).toEqual([]);
  });

  it('returns a cancelled social login to the registration dialog with the codes of its link', async () => {
    const { actor, calls, performed, view } = startSocial({ proof: 'cancel' });
    await openDialog(actor, { type: 'register.open', referralCode: 'R-7', affiliateCode: 'AG-1' });
    actor.send({ type: 'social.start', provider: 'google' });
    selectSocialLoginRef(actor.getSnapshot())!.send({ type: 'social.cancel' });
    expect(view()).toMatchObject({ showRegister: true, showSocialLogin: false });
    expect(calls.registrations).toEqual([
      { features: { GOOGLELOGIN3: true, TELEGRAMLOGIN3: true }, referralCode: 'R-7', affiliateCode: 'AG-1' },
      { features: { GOOGLELOGIN3: true, TELEGRAMLOGIN3: true }, referralCode: 'R-7', affiliateCode: 'AG-1' },
    ]);
    expect(performed('storeToken')).toEqual([]);
  });

  it('ignores the button of a provider the merchant switched off', async () => {
    const { actor, calls, view } = startSocial({ proof: 'ticket', features: { GOOGLELOGIN3: true } });
    await openDialog(actor, { type: 'login.open' });
    actor.send({ type: 'social.start', provider: 'facebook' });
    expect(calls.windows).toEqual([]);
    expect(view()).toMatchObject({ showLogin: true, showSocialLogin: false });
    expect(selectSocialProviders(actor.getSnapshot())).toEqual(['google']);
  });
});
