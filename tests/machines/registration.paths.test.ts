/**
 * Registration chart: graph paths through settings (two merchants, load failure), the link code's
 * answer, the editor (tab, fields, terms, SMS request, warnings), the submit steps (typed
 * invitation code, slider check, register call) and the captcha region, with the view model
 * checked at every step. Then behaviour with resolving fakes: the submit order, and what stops it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { affiliateCheckMachine } from '../../machines/affiliate-check';
import type { AffiliateCodeRequest } from '../../machines/affiliate-check';
import { registrationMachine, selectRegistrationView, validateRegistration } from '../../machines/registration';
import type { LoginSuccess, RegisterRequest, RegisterSettings, RegistrationSnapshot } from '../../machines/registration';
import { affiliateSnapshots, fullSettings, mobileOnlySettings, session } from './registration.fixtures';
import { pending, runPathSuite } from './support/path-suite';

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

runPathSuite({
  machine: registrationMachine.provide({
    actors: {
      loadRegisterSettings: pending<RegisterSettings, void>(),
      fetchCaptcha: pending<string, void>(),
      submitRegistration: pending<LoginSuccess, RegisterRequest>(),
      // the child charts have path tests of their own; the paths decide what they report
      affiliateCheck: affiliateStandIn as never,
      smsCountdown: pending() as never,
      sliderCheck: pending() as never,
    },
  }),
  input: { features: { HUMANCHECK3: true }, referralCode: 'R-7', affiliateCode: 'DEMOAGENT' },
  events: {
    'xstate.done.actor.loadRegisterSettings': [{ output: fullSettings }, { output: mobileOnlySettings }],
    'xstate.error.actor.loadRegisterSettings': [{ error: { errorCode: 'network.error' } }],
    'xstate.snapshot.affiliateCheck': Object.values(affiliateSnapshots).map((snapshot) => ({ snapshot })),
    'xstate.done.actor.fetchCaptcha': [{ output: 'iVBORw0KGgo=' }],
    'xstate.error.actor.fetchCaptcha': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.sliderCheck': [{ output: { token: 'slider-token' } }, { output: { token: null } }],
    'xstate.done.actor.submitRegistration': [{ output: session }],
    'xstate.error.actor.submitRegistration': [{ error: { errorCode: 'sms.code.invalid', triesLeft: 4 } }, { error: { errorCode: 'invitation_code_error' } }],
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
      // the mobile-only merchant has no tab, no captcha and no slider check
      const full = s.context.features.USERNAMEREG3 === true;
      expect(view.showModeTabs).toBe(full);
      expect(view.captchaShown).toBe(full);
      expect(s.context.features.HUMANCHECK3).toBe(full);
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
    // a slider token is held only on the way to the register call that spends it
    if (s.context.humanCheckToken !== null) expect(s.matches({ form: { editor: { submitting: 'registering' } } })).toBe(true);
    if (s.status === 'done') expect(s.output).toEqual(session);
  },
});

describe('registration behaviour', () => {
  type Fill = Partial<Record<'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha' | 'affiliateCode', string>>;

  function start(options: { settings?: RegisterSettings; linkCode?: string | null; validCodes?: string[]; register?: () => Promise<LoginSuccess> } = {}) {
    const log: string[] = [];
    const requests: RegisterRequest[] = [];
    const smsSends: EventObject[] = [];
    const validCodes = options.validCodes ?? ['DEMOAGENT', 'AGENT7'];
    const actor = createActor(
      registrationMachine.provide({
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
          smsCountdown: createMachine({ on: { 'sms.send': { actions: ({ event }) => smsSends.push(event) } } }) as never,
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
      { input: { features: { HUMANCHECK3: true }, referralCode: 'R-7', affiliateCode: options.linkCode ?? null } },
    );
    actor.start();
    const fill = (values: Fill) => {
      for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as keyof Fill, value });
    };
    const settled = () => waitFor(actor, (s) => !s.hasTag('busy') && (s.matches('form') || s.status === 'done'));
    return { actor, log, requests, smsSends, fill, settled };
  }

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
    await waitFor(actor, (s) => s.matches({ form: { editor: 'editing' } }) && s.matches({ form: { captcha: 'shown' } }) && log.length >= 4);
    const view = selectRegistrationView(actor.getSnapshot());
    expect(view.fieldErrors.verificationCode).toEqual({ code: 'sms.code.invalid', triesLeft: 4 });
    expect(view.values.captcha).toBe('');
    expect(log).toEqual(['captcha', 'slider', 'register', 'captcha']);
  });
});
