/**
 * Registration chart: graph paths through settings (two merchants, the phone-provider path with and
 * without the slider check, load failure), the link code's answer, the editor (tab, fields, terms,
 * SMS request, warnings), the submit steps (typed invitation code, slider check, the code confirmed
 * with the phone provider, register call) and the captcha region (what its child chart reports),
 * with the view model checked at every step. Then behaviour with resolving fakes: the submit order, and what stops it.
 */
import { describe, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { affiliateCheckMachine } from '../../machines/affiliate-check';
import { captchaStatusOf } from '../../machines/captcha';
import type { CaptchaSnapshotLike } from '../../machines/captcha';
import type { AffiliateCodeRequest } from '../../machines/affiliate-check';
import { provideRegistrationMachine, selectRegistrationView, validateRegistration } from '../../machines/registration';
import type {
  LoginSuccess,
  PhoneCodeConfirmation,
  PhoneCodeSession,
  RegisterRequest,
  RegisterSettings,
  RegistrationSnapshot,
} from '../../machines/registration';
import {
  affiliateSnapshots,
  fullSettings,
  mobileOnlySettings,
  phoneProvider,
  phoneProviderSettings,
  providerSession,
  session,
} from './registration.fixtures';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as RegistrationSnapshot;
const FILLED = ['mobileNum', 'verificationCode', 'captcha', 'affiliateCode'] as const;

/**
 * The affiliate chart as a silent stand-in: the parent mirrors every snapshot of it, so the
 * stand-in's first snapshot must read as "still checking the link code", like the real chart's.
 */
const affiliateStandIn = createMachine({
  id: 'affiliateCheck',
  context: affiliateSnapshots.linkAccepted.context,
  initial: 'checkingLink',
  states: { checkingLink: {} },
});

/** What the captcha child reports once its image loaded, once its cooldown ended, after a failed load. */
const captchaReports: { snapshot: CaptchaSnapshotLike }[] = [
  { snapshot: { value: { shown: 'coolingDown' }, context: { captchaImage: 'iVBORw0KGgo=', errorCode: null } } },
  { snapshot: { value: { shown: 'ready' }, context: { captchaImage: 'iVBORw0KGgo=', errorCode: null } } },
  { snapshot: { value: 'failed', context: { captchaImage: null, errorCode: 'network.error' } } },
];

runPathSuite({
  machine: provideRegistrationMachine({
    actors: {
      loadRegisterSettings: pending<RegisterSettings, void>(),
      fetchCaptcha: pending<string, void>(),
      submitRegistration: pending<LoginSuccess, RegisterRequest>(),
      confirmPhoneCode: pending<{ idToken: string }, PhoneCodeConfirmation>(),
      // the child charts have path tests of their own; the paths decide what they report
      affiliateCheck: affiliateStandIn as never,
      smsCountdown: pending() as never,
      sliderCheck: pending() as never,
    },
  }),
  input: { features: { HUMANCHECK3: true }, referralCode: 'R-7', affiliateCode: 'DEMOAGENT' },
  events: {
    'xstate.done.actor.loadRegisterSettings': [
      { output: fullSettings },
      { output: mobileOnlySettings },
      { output: phoneProviderSettings(true) },
      { output: phoneProviderSettings(false) },
    ],
    'xstate.error.actor.loadRegisterSettings': [{ error: { errorCode: 'network.error' } }],
    'xstate.snapshot.affiliateCheck': Object.values(affiliateSnapshots).map((snapshot) => ({ snapshot })),
    // the captcha child (bound from the pending fetchCaptcha) stays loading: the paths say what it reports
    'xstate.snapshot.captcha': captchaReports,
    'xstate.done.actor.sliderCheck': [{ output: { token: 'slider-token' } }, { output: { token: null } }],
    'xstate.done.actor.submitRegistration': [{ output: session }],
    'xstate.error.actor.submitRegistration': [
      { error: { errorCode: 'sms.code.invalid', triesLeft: 4 } },
      { error: { errorCode: 'invitation_code_error' } },
      { error: { errorCode: 'phoneauth.token.expired' } },
    ],
    // the SMS button's chart reporting the provider's session of a code (or none, between codes)
    'xstate.snapshot.smsCountdown': [{ snapshot: { context: { providerSession } } }, { snapshot: { context: { providerSession: null } } }],
    'xstate.done.actor.confirmPhoneCode': [{ output: { idToken: 'id-token' } }],
    'xstate.error.actor.confirmPhoneCode': [
      { error: { errorCode: 'auth/invalid-verification-code' } },
      { error: { errorCode: 'auth/code-expired' } },
    ],
    'mode.select': [{ mode: 'username' }, { mode: 'mobile' }],
    'field.change': [
      { field: 'mobileNum', value: '9171234567' },
      { field: 'verificationCode', value: '123456' },
      { field: 'captcha', value: 'AB12' },
      { field: 'affiliateCode', value: 'AGENT7' },
    ],
    'country.select': [{ countryDialingCode: '60' }],
  },
  // graph identity: which of the offered fields hold a value, not every value (they only fill up)
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { context } = s;
    return JSON.stringify({
      value: s.value,
      status: s.status,
      humanCheck: context.features.HUMANCHECK3 === true,
      terms: context.termsAccepted,
      filled: FILLED.filter((field) => context.values[field] !== '').length,
      affiliate: context.affiliate.input,
      token: context.humanCheckToken !== null,
      phone: context.settings?.phoneProvider != null,
      codeSession: context.phoneCodeSession?.sessionInfo ?? null,
      codeSpent: context.phoneCodeSpent,
      idToken: context.phoneIdToken !== null,
      // whether the session and the token fit the number typed now
      codeFits: context.phoneCodeSession?.countryDialingCode === context.countryDialingCode,
      tokenFits: context.phoneIdToken?.countryDialingCode === context.countryDialingCode,
      captcha: captchaStatusOf(context.captcha),
    });
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectRegistrationView(s);
    const shown = view.fields.map((spec) => spec.field);
    expect(view.busy).toBe(s.hasTag('busy'));
    expect(view.canSubmit).toBe(s.matches({ form: { editor: 'editing' } }));
    expect(view.warning !== null).toBe(s.hasTag('warning'));
    if (!s.matches('form')) expect(shown).toEqual([]);
    if (s.matches('form')) {
      // the mobile-only merchant has no tab, no captcha and no slider check (unless its phone-provider variant asks for one)
      const full = s.context.features.USERNAMEREG3 === true;
      expect(view.showModeTabs).toBe(full);
      expect(view.captchaShown).toBe(full);
      expect(s.context.features.HUMANCHECK3).toBe(full || s.context.settings?.switches.HUMANCHECK3 === true);
      expect(shown.includes('username')).toBe(s.context.mode === 'username');
      // the affiliate input shows unless the link code was accepted
      expect(shown.includes('affiliateCode')).toBe(s.context.affiliate.input === 'shown');
      expect(view.smsCodeShown).toBe(true);
    }
    // the submit goes past the editor only with the terms accepted and every shown field valid
    if (s.matches({ form: { editor: 'submitting' } })) {
      expect(s.context.termsAccepted).toBe(true);
      expect(validateRegistration(s.context)).toEqual({});
    }
    // a slider token is held only on the way to the register call that spends it (via the code's confirmation on the path)
    if (s.context.humanCheckToken !== null) {
      expect(
        s.matches({ form: { editor: { submitting: 'registering' } } }) || s.matches({ form: { editor: { submitting: 'confirmingCode' } } }),
      ).toBe(true);
    }
    // the code is confirmed with the provider only on the path, for the number typed, with the session of its code
    if (s.matches({ form: { editor: { submitting: 'confirmingCode' } } })) {
      expect(s.context.settings?.phoneProvider).toEqual(phoneProvider);
      expect(s.context.phoneCodeSession).toMatchObject({ mobileNum: s.context.values.mobileNum, countryDialingCode: s.context.countryDialingCode });
      expect(s.context.phoneCodeSpent).toBe(false);
    }
    // off the path nothing of the provider is kept
    if (!s.context.settings?.phoneProvider) expect([s.context.phoneCodeSession, s.context.phoneIdToken]).toEqual([null, null]);
    if (s.status === 'done') expect(s.output).toEqual(session);
    // the captcha child runs while the form asks for a captcha; what it shows is its last report
    const captchaRequired = s.matches({ form: { captcha: 'required' } });
    const reported = captchaStatusOf(s.context.captcha);
    expect(s.children.captcha !== undefined).toBe(s.status === 'active' && captchaRequired);
    expect(view.captchaLoading).toBe(captchaRequired && reported === 'loading');
    expect(view.captchaImage !== null).toBe(captchaRequired && (reported === 'coolingDown' || reported === 'ready'));
    // a refresh while the form is being edited, once the image has been up for the cooldown or failed to load
    expect(view.canRefreshCaptcha).toBe(
      captchaRequired && s.matches({ form: { editor: 'editing' } }) && (reported === 'ready' || reported === 'failed'),
    );
  },
});

type Fill = Partial<Record<'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha' | 'affiliateCode', string>>;

interface StartOptions {
  settings?: RegisterSettings;
  linkCode?: string | null;
  validCodes?: string[];
  register?: () => Promise<LoginSuccess>;
  /** the referral code of the visitor's link (default R-7) */
  referralCode?: string | null;
  /** the phone provider's answer to a code confirmation */
  confirm?: (request: PhoneCodeConfirmation) => Promise<{ idToken: string }>;
}

/**
 * The SMS button's chart as a stand-in: records what it is asked and, on the phone-provider path,
 * reports a new provider session for every code, like the real chart.
 */
function countdownStandIn(inputs: unknown[], smsSends: EventObject[]) {
  type SendEvent = { type: 'sms.send'; mobileNum: string; countryDialingCode: string };
  return createMachine({
    types: {} as { context: { onPath: boolean; providerSession: PhoneCodeSession | null }; events: SendEvent; input: { phoneProvider?: unknown } },
    context: ({ input }) => {
      inputs.push(input);
      return { onPath: Boolean(input.phoneProvider), providerSession: null };
    },
    on: {
      'sms.send': {
        actions: [
          ({ event }) => smsSends.push(event),
          assign({
            providerSession: ({ context, event }) =>
              context.onPath
                ? { sessionInfo: `session-${smsSends.length}`, mobileNum: event.mobileNum, countryDialingCode: event.countryDialingCode }
                : null,
          }),
        ],
      },
    },
  });
}

/** The registration chart with resolving fakes that log every call. */
function startWith(options: StartOptions = {}) {
  const log: string[] = [];
  const requests: RegisterRequest[] = [];
  const smsSends: EventObject[] = [];
  const countdownInputs: unknown[] = [];
  const validCodes = options.validCodes ?? ['DEMOAGENT', 'AGENT7'];
  const actor = createActor(
    provideRegistrationMachine({
      actors: {
        loadRegisterSettings: fromPromise<RegisterSettings, void>(async () => options.settings ?? fullSettings),
        fetchCaptcha: fromPromise<string, void>(async () => {
          log.push('captcha');
          return 'iVBORw0KGgo=';
        }),
        affiliateCheck: affiliateCheckMachine.provide({
          actors: {
            verifyAffiliateCode: fromPromise<unknown, AffiliateCodeRequest>(async ({ input }) => {
              log.push(`affiliate:${input.code}`);
              if (!validCodes.includes(input.code)) throw { errorCode: 'invitation_code_error' };
              return true;
            }),
          },
        }),
        smsCountdown: countdownStandIn(countdownInputs, smsSends) as never,
        confirmPhoneCode: fromPromise<{ idToken: string }, PhoneCodeConfirmation>(async ({ input }) => {
          log.push(`confirm:${input.projectId}:${input.sessionInfo}:${input.code}`);
          return options.confirm ? options.confirm(input) : { idToken: `token-of-${input.sessionInfo}` };
        }),
        sliderCheck: fromPromise(async () => {
          log.push('slider');
          return { token: 'slider-token' };
        }) as never,
        submitRegistration: fromPromise<LoginSuccess, RegisterRequest>(async ({ input }) => {
          log.push('register');
          requests.push(input);
          return options.register ? options.register() : session;
        }),
      },
    }),
    {
      input: {
        features: { HUMANCHECK3: true },
        referralCode: options.referralCode === undefined ? 'R-7' : options.referralCode,
        affiliateCode: options.linkCode ?? null,
      },
    },
  );
  actor.start();
  const fill = (values: Fill) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as keyof Fill, value });
  };
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy') && (s.matches('form') || s.status === 'done'));
  return { actor, log, requests, smsSends, countdownInputs, fill, settled };
}

describe('registration behaviour', () => {
  const start = startWith;

  const mobileForm: Fill = { mobileNum: '9171234567', verificationCode: '123456', captcha: 'AB12' };

  it('submits in order: invitation code, slider check, register; the username is the mobile number', async () => {
    const { actor, log, requests, fill, settled } = start();
    await settled();
    fill({ ...mobileForm, affiliateCode: ' AGENT7 ' });
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(log.filter((entry) => entry !== 'captcha')).toEqual(['affiliate:AGENT7', 'slider', 'register']);
    expect(requests[0]).toMatchObject({
      mode: 'mobile',
      username: '9171234567',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      captcha: 'AB12',
      affiliateCode: 'AGENT7',
      humanCheckToken: 'slider-token',
      referralCode: 'R-7',
    });
    expect(actor.getSnapshot().output).toEqual(session);
  });

  it("drops a link's malformed referral code instead of sending what the gateway refuses", async () => {
    for (const [linkValue, sent] of [
      [' FRIEND-1 ', 'FRIEND-1'],
      ['has space', null],
      ['<b>', null],
      ['R'.repeat(65), null],
    ] as const) {
      const { actor, requests, fill, settled } = start({ referralCode: linkValue });
      await settled();
      fill(mobileForm);
      actor.send({ type: 'terms.toggle' });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests[0].referralCode, linkValue).toBe(sent);
    }
  });

  it('sends nothing and warns when the terms are not accepted', async () => {
    const { actor, log, fill, settled } = start();
    await settled();
    fill(mobileForm);
    actor.send({ type: 'form.submit' });
    expect(selectRegistrationView(actor.getSnapshot()).warning).toBe('terms');
    actor.send({ type: 'warning.dismiss' });
    expect(selectRegistrationView(actor.getSnapshot()).warning).toBeNull();
    expect(log.filter((entry) => entry !== 'captcha')).toEqual([]);
  });

  it('warns about an invalid typed invitation code and registers nothing', async () => {
    const { actor, log, fill, settled } = start();
    await settled();
    fill({ ...mobileForm, affiliateCode: 'WRONG1' });
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.hasTag('warning'));
    const view = selectRegistrationView(actor.getSnapshot());
    expect(view.warning).toBe('invitationCode');
    expect(view.fieldErrors.affiliateCode).toEqual({ code: 'invitation_code_error' });
    expect(log.filter((entry) => entry !== 'captcha')).toEqual(['affiliate:WRONG1']);
  });

  it('hides the invitation input for a valid link code and registers under it', async () => {
    const { actor, requests, fill, settled } = start({ linkCode: 'DEMOAGENT' });
    await settled();
    expect(selectRegistrationView(actor.getSnapshot()).fields.map((f) => f.field)).not.toContain('affiliateCode');
    fill(mobileForm);
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests[0].affiliateCode).toBe('DEMOAGENT');
  });

  it('shows the invitation input when the link code is invalid', async () => {
    const { actor, log, settled } = start({ linkCode: 'NOSUCH' });
    await settled();
    expect(log).toContain('affiliate:NOSUCH');
    expect(selectRegistrationView(actor.getSnapshot()).fields.map((f) => f.field)).toContain('affiliateCode');
  });

  it('flags fields by the rules: pattern with min and max, the confirm mismatch, required', async () => {
    const { actor, log, fill, settled } = start();
    await settled();
    actor.send({ type: 'mode.select', mode: 'username' });
    fill({ username: '1abc', password: 'abcdefgh1', confirmPassword: 'abcdefgh2', mobileNum: '12' });
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'form.submit' });
    const view = selectRegistrationView(actor.getSnapshot());
    expect(view.fieldErrors).toMatchObject({
      username: { code: 'reg_pattern_1', min: 6, max: 16 },
      confirmPassword: { code: 'inconsistent_twice' },
      mobileNum: { code: 'reg_pattern_6', min: 10, max: 10 },
      verificationCode: { code: 'required' },
      captcha: { code: 'required' },
    });
    expect(view.fieldErrors.password).toBeUndefined();
    expect(log).not.toContain('register');
  });

  it('reloads the captcha when the tab changes', async () => {
    const { actor, log, settled } = start();
    await settled();
    expect(log).toEqual(['captcha']);
    actor.send({ type: 'mode.select', mode: 'username' });
    await settled();
    expect(log).toEqual(['captcha', 'captcha']);
    expect(selectRegistrationView(actor.getSnapshot()).mode).toBe('username');
  });

  it('asks for an SMS code only for a valid mobile number, with the slider switch', async () => {
    const { actor, smsSends, fill, settled } = start();
    await settled();
    fill({ mobileNum: '12' });
    actor.send({ type: 'sms.request' });
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors.mobileNum).toEqual({ code: 'reg_pattern_6', min: 10, max: 10 });
    expect(smsSends).toEqual([]);
    fill({ mobileNum: '9171234567' });
    actor.send({ type: 'country.select', countryDialingCode: '60' });
    actor.send({ type: 'sms.request' });
    await waitFor(actor, () => smsSends.length > 0);
    expect(smsSends).toEqual([{ type: 'sms.send', mobileNum: '9171234567', countryDialingCode: '60', humanCheckRequired: true }]);
  });

  it('puts a refused SMS code under its field and loads a new captcha', async () => {
    const { actor, log, fill, settled } = start({
      register: async () => {
        throw { errorCode: 'sms.code.invalid', triesLeft: 4 };
      },
    });
    await settled();
    fill(mobileForm);
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: { editor: 'editing' } }) && selectRegistrationView(s).captchaImage !== null && log.length >= 4);
    const view = selectRegistrationView(actor.getSnapshot());
    expect(view.fieldErrors.verificationCode).toEqual({ code: 'sms.code.invalid', triesLeft: 4 });
    expect(view.values.captcha).toBe('');
    expect(log).toEqual(['captcha', 'slider', 'register', 'captcha']);
  });
});

describe('registration on the phone-provider path', () => {
  const settings = phoneProviderSettings(true);
  const form = { mobileNum: '9171234567', verificationCode: '654321', password: 'Secret2026', confirmPassword: 'Secret2026' };

  /** Opens the form on the path, asks for a code and fills it in. */
  async function ready(options: Parameters<typeof startOnPath>[0] = {}) {
    const started = startOnPath(options);
    await started.settled();
    started.fill(form);
    started.actor.send({ type: 'sms.request' });
    started.actor.send({ type: 'terms.toggle' });
    return started;
  }

  function startOnPath(options: Pick<StartOptions, 'register' | 'confirm'> = {}) {
    return startWith({ settings, ...options });
  }

  it('texts through the provider, then on submit: slider check, code confirmed with the provider, register with its ID token', async () => {
    const { actor, log, requests, countdownInputs } = await ready();
    expect(countdownInputs).toEqual([{ purpose: 'register', phoneProvider }]);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual(['slider', 'confirm:demo-phone-auth:session-1:654321', 'register']);
    expect(requests[0]).toMatchObject({
      mode: 'mobile',
      mobileNum: '9171234567',
      verificationCode: '654321',
      humanCheckToken: 'slider-token',
      phoneIdToken: 'token-of-session-1',
    });
  });

  it('sends no token and confirms nothing off the path', async () => {
    const { actor, requests, countdownInputs, fill, settled } = startWith({ settings: mobileOnlySettings });
    await settled();
    fill({ mobileNum: '9171234567', verificationCode: '123456' });
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(countdownInputs).toEqual([{ purpose: 'register', phoneProvider: null }]);
    expect(requests[0].phoneIdToken).toBeNull();
  });

  it('asks for a code first when none was texted to the number typed now, and sends nothing', async () => {
    const { actor, log, settled, fill } = startOnPath();
    await settled();
    fill(form);
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'form.submit' });
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors.verificationCode).toEqual({ code: 'sms.code.missing' });
    // a code for another number does not count either
    actor.send({ type: 'sms.request' });
    fill({ mobileNum: '9179999999' });
    actor.send({ type: 'form.submit' });
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors.verificationCode).toEqual({ code: 'sms.code.missing' });
    expect(log).toEqual([]);
  });

  it('shows a wrong code under its field; the same code session confirms the corrected code', async () => {
    let confirms = 0;
    const { actor, log, fill } = await ready({
      confirm: async (request) => {
        confirms += 1;
        if (confirms === 1) throw { errorCode: 'auth/invalid-verification-code' };
        return { idToken: `token-of-${request.sessionInfo}` };
      },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: { editor: 'editing' } }) && confirms === 1);
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors.verificationCode).toEqual({ code: 'auth/invalid-verification-code' });
    // the unspent slider token is not kept: the next submit runs a new check
    expect(actor.getSnapshot().context.humanCheckToken).toBeNull();
    fill({ verificationCode: '111111' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual(['slider', 'confirm:demo-phone-auth:session-1:654321', 'slider', 'confirm:demo-phone-auth:session-1:111111', 'register']);
  });

  it('asks for a new code once the provider says the code expired', async () => {
    const { actor, log } = await ready({
      confirm: async () => {
        throw { errorCode: 'auth/code-expired' };
      },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: { editor: 'editing' } }) && log.length === 2);
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors.verificationCode).toEqual({ code: 'auth/code-expired' });
    actor.send({ type: 'form.submit' });
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors.verificationCode).toEqual({ code: 'sms.code.missing' });
    // a new code gives a new session to confirm
    actor.send({ type: 'sms.request' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => log.length === 4);
    expect(log.slice(2)).toEqual(['slider', 'confirm:demo-phone-auth:session-2:654321']);
  });

  it('shows provider refusals that are not about the code above the form', async () => {
    const { actor } = await ready({
      confirm: async () => {
        throw { errorCode: 'auth/too-many-requests' };
      },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: { editor: 'editing' } }) && s.context.errorCode !== null);
    expect(selectRegistrationView(actor.getSnapshot())).toMatchObject({ errorCode: 'auth/too-many-requests', fieldErrors: {} });
  });

  it('keeps the ID token through a register refusal about something else, and registers without confirming again', async () => {
    let registers = 0;
    const { actor, log, requests } = await ready({
      register: async () => {
        registers += 1;
        if (registers === 1) throw { errorCode: 'mobile.taken' };
        return session;
      },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: { editor: 'editing' } }) && registers === 1);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual(['slider', 'confirm:demo-phone-auth:session-1:654321', 'register', 'slider', 'register']);
    expect(requests.map((r) => r.phoneIdToken)).toEqual(['token-of-session-1', 'token-of-session-1']);
  });

  it('drops an ID token the gateway refused, and then asks for a new code', async () => {
    const { actor, log } = await ready({
      register: async () => {
        throw { errorCode: 'phoneauth.token.expired' };
      },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: { editor: 'editing' } }) && log.includes('register'));
    const view = selectRegistrationView(actor.getSnapshot());
    expect(view.fieldErrors.verificationCode).toEqual({ code: 'phoneauth.token.expired' });
    expect(actor.getSnapshot().context.phoneIdToken).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors.verificationCode).toEqual({ code: 'sms.code.missing' });
  });

  it('does not send a token for a number changed after the code was confirmed', async () => {
    let registers = 0;
    const { actor, requests, fill } = await ready({
      register: async () => {
        registers += 1;
        throw { errorCode: 'captcha.invalid' };
      },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: { editor: 'editing' } }) && registers === 1);
    fill({ mobileNum: '9178888888' });
    actor.send({ type: 'form.submit' });
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors.verificationCode).toEqual({ code: 'sms.code.missing' });
    expect(requests).toHaveLength(1);
  });
});
