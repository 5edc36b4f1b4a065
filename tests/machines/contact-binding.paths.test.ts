/**
 * Contact binding chart: graph paths over a first mobile number (nothing bound), a change of a bound
 * number and a change of a bound e-mail address: the bound contact proven by its code (right, wrong
 * with the tries left, a failure), the new contact typed (passing the checks or not) with its "get
 * code" request, its save (bound, a number taken, a wrong code, a lapsed proof, a failure); behaviour
 * with the real smsCountdown child; the form's rules.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import {
  contactBindingMachine,
  refusedFields,
  selectContactBindingView,
  validateContactStep,
  validateContactTarget,
} from '../../machines/contact-binding';
import type {
  ContactBindingInput,
  ContactBindingSnapshot,
  ContactField,
  ContactSaved,
  SaveContactRequest,
  VerifyCurrentRequest,
} from '../../machines/contact-binding';
import { smsCountdownMachine } from '../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as ContactBindingSnapshot;

const errorOf = (event: EventObject) => (event as unknown as { error: { errorCode: string; triesLeft?: number } }).error;
const FAILURES = ['xstate.error.actor.verifyCurrentContact', 'xstate.error.actor.saveContact'];

/** What the "get code" stand-in was told, and the snapshot before the last event. */
const told: EventObject[] = [];
let toldBefore = 0;
let previous: ContactBindingSnapshot | null = null;

runPathSuite({
  machine: contactBindingMachine.provide({
    actors: {
      verifyCurrentContact: pending<void, VerifyCurrentRequest>(),
      saveContact: pending<ContactSaved, SaveContactRequest>(),
      // the "get code" button is a stand-in that records what it is asked: its own chart has its own paths
      smsCountdown: createMachine({
        id: 'smsCountdownStub',
        on: { '*': { actions: ({ event }) => void told.push(event) } },
      }) as unknown as typeof smsCountdownMachine,
    },
  }),
  inputs: [
    { kind: 'mobile', current: null },
    { kind: 'mobile', current: '+63 917***4567' },
    { kind: 'email', current: 'a***@example.com' },
  ] satisfies ContactBindingInput[],
  events: {
    'field.change': [
      { field: 'currentCode', value: '654321' },
      { field: 'countryDialingCode', value: '+63' },
      { field: 'mobileNum', value: '９１７５５５０００２' },
      { field: 'email', value: ' ben@example.com ' },
      { field: 'verificationCode', value: '123456' },
    ],
    'xstate.done.actor.verifyCurrentContact': [{ output: undefined }],
    'xstate.error.actor.verifyCurrentContact': [
      { error: { errorCode: 'sms.code.invalid', triesLeft: 3 } },
      { error: { errorCode: 'network.error' } },
    ],
    'xstate.done.actor.saveContact': [{ output: { kind: 'mobile', value: '+63 917***0002' } }],
    'xstate.error.actor.saveContact': [
      { error: { errorCode: 'request_param_err', fields: { mobileNum: 'mobile.taken' } } },
      { error: { errorCode: 'mail.code.invalid', triesLeft: 2 } },
      { error: { errorCode: 'mobile.current.unverified' } },
      { error: { errorCode: 'network.error' } },
    ],
  },
  // Graph identity keeps what guards read: the kind, whether something is bound, the step, which
  // of its checks still fail (typed values that change no check are one state).
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({
      value: s.value,
      kind: c.kind,
      bound: c.current !== null,
      step: c.step,
      failing: Object.keys(validateContactStep(c)).sort(),
      target: Object.keys(validateContactTarget(c)).length === 0,
    });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      previous = null;
      told.length = 0;
      toldBefore = 0;
    }
    const view = selectContactBindingView(s);
    const c = s.context;
    const editing = s.matches({ provingCurrent: 'editing' }) || s.matches({ enteringNew: 'editing' });
    expect(view.busy).toBe(s.matches({ provingCurrent: 'verifying' }) || s.matches({ enteringNew: 'saving' }));
    expect(view.canSubmit).toBe(editing);
    expect(view.canRequestCode).toBe(editing);
    // a bound contact is proven before anything else; a first one is entered at once
    expect(view.step).toBe(s.matches('provingCurrent') ? 'current' : s.matches('enteringNew') ? 'new' : view.step);
    if (c.current === null) expect(s.matches('provingCurrent')).toBe(false);
    // each step runs its own "get code" button, and only the steps do
    expect(s.children.smsCountdown !== undefined).toBe(s.matches('provingCurrent') || s.matches('enteringNew'));
    // a call sends only what passes the rules
    if (view.busy) expect(validateContactStep(c)).toEqual({});
    // the button sends to the bound contact while proving it, to a checked target after
    const sent = told.slice(toldBefore);
    if (event.type === 'code.request') {
      if (s.matches('provingCurrent')) {
        expect(sent).toEqual([{ type: 'sms.send', mobileNum: '', countryDialingCode: '', humanCheckRequired: false }]);
      } else if (Object.keys(validateContactTarget(c)).length === 0) {
        expect(sent).toEqual([
          c.kind === 'mobile'
            ? { type: 'sms.send', mobileNum: '9175550002', countryDialingCode: '63', humanCheckRequired: false }
            : { type: 'sms.send', mobileNum: '', countryDialingCode: '', email: 'ben@example.com', humanCheckRequired: false },
        ]);
      } else {
        expect(sent).toEqual([]);
        expect(Object.keys(view.fieldErrors).length).toBeGreaterThan(0);
      }
    } else {
      expect(sent).toEqual([]);
    }
    if (FAILURES.includes(event.type)) {
      const error = errorOf(event);
      if (error.errorCode === 'mobile.current.unverified' && c.current !== null) {
        // the proof lapsed: the bound contact is proven again; the new contact typed stays
        expect(s.matches({ provingCurrent: 'editing' })).toBe(true);
        expect(view.errorCode).toBe('mobile.current.unverified');
        expect(c.values).toEqual({ ...previous!.context.values, currentCode: '' });
      } else {
        // what was typed stays, and the refusal shows where it belongs
        expect(c.values).toEqual(previous!.context.values);
        const codeField: ContactField = c.step === 'current' ? 'currentCode' : 'verificationCode';
        if (error.triesLeft !== undefined) {
          expect(view.codeTriesLeft).toBe(error.triesLeft);
          expect(view.fieldErrors).toEqual({ [codeField]: { code: 'wrong', text: error.errorCode } });
          expect(view.errorCode).toBeNull();
        } else if (error.errorCode === 'request_param_err') {
          expect(view.fieldErrors).toEqual({ mobileNum: { code: 'taken', text: null } });
        } else {
          expect(view.errorCode).toBe(error.errorCode);
        }
      }
    }
    if (event.type === 'xstate.done.actor.verifyCurrentContact') {
      expect(s.matches({ enteringNew: 'editing' })).toBe(true);
      expect(view).toMatchObject({ fieldErrors: {}, errorCode: null, codeTriesLeft: null });
    }
    if (event.type === 'xstate.done.actor.saveContact') {
      expect(s.status).toBe('done');
      expect(s.output).toEqual({ kind: c.kind, value: '+63 917***0002' });
    }
    toldBefore = told.length;
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('contact form rules', () => {
  const values = (typed: Partial<Record<ContactField, string>>) => ({
    currentCode: '',
    countryDialingCode: '',
    mobileNum: '',
    email: '',
    verificationCode: '',
    ...typed,
  });

  it('asks for a number with its dialing code, or an address, and a 6-digit code', () => {
    const required = { code: 'required', text: null };
    const format = { code: 'format', text: null };
    expect(validateContactStep({ kind: 'mobile', step: 'new', values: values({}) })).toEqual({
      countryDialingCode: required,
      mobileNum: required,
      verificationCode: required,
    });
    expect(
      validateContactStep({
        kind: 'mobile',
        step: 'new',
        values: values({ countryDialingCode: '63', mobileNum: '917-555', verificationCode: '12' }),
      }),
    ).toEqual({
      mobileNum: format,
      verificationCode: format,
    });
    // full-width digits are digits
    expect(
      validateContactStep({
        kind: 'mobile',
        step: 'new',
        values: values({ countryDialingCode: '+63', mobileNum: '９１７５５５０００２', verificationCode: '１２３４５６' }),
      }),
    ).toEqual({});
    expect(validateContactTarget({ kind: 'email', values: values({ email: 'ann@example' }) })).toEqual({ email: format });
    expect(validateContactTarget({ kind: 'email', values: values({ email: ' ann@example.com ' }) })).toEqual({});
    // proving the bound contact asks for its code only
    expect(validateContactStep({ kind: 'email', step: 'current', values: values({}) })).toEqual({ currentCode: required });
  });

  it('reads refusals onto the field of the step', () => {
    expect(refusedFields({ errorCode: 'sms.code.expired' }, 'current')).toEqual({ currentCode: { code: 'wrong', text: 'sms.code.expired' } });
    expect(refusedFields({ errorCode: 'mail.code.locked' }, 'new')).toEqual({ verificationCode: { code: 'wrong', text: 'mail.code.locked' } });
    expect(refusedFields({ errorCode: 'request_param_err', fields: { email: 'email.same' } }, 'new')).toEqual({
      email: { code: 'same', text: null },
    });
    expect(refusedFields({ errorCode: 'request_param_err', fields: { mobileNum: 'odd' } }, 'new')).toEqual({
      mobileNum: { code: 'refused', text: 'odd' },
    });
    expect(refusedFields({ errorCode: 'network.error' }, 'new')).toBeNull();
  });
});

describe('contact binding behaviour', () => {
  it('changes a bound number: the bound one proven by its code, then the new one bound by its own', async () => {
    const sends: SmsSendRequest[] = [];
    const verified: VerifyCurrentRequest[] = [];
    const saved: SaveContactRequest[] = [];
    const actor = createActor(
      contactBindingMachine.provide({
        actors: {
          verifyCurrentContact: fromPromise<void, VerifyCurrentRequest>(async ({ input }) => void verified.push(input)),
          saveContact: fromPromise<ContactSaved, SaveContactRequest>(async ({ input }) => {
            saved.push(input);
            return { kind: 'mobile', value: '+63 917***0002' };
          }),
          smsCountdown: smsCountdownMachine.provide({
            actors: {
              sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input }) => {
                sends.push(input);
                return { expiredMinutes: 5 };
              }),
            },
          }),
        },
      }),
      { input: { kind: 'mobile', current: '+63 917***4567' } },
    ).start();
    actor.send({ type: 'code.request' });
    await waitFor(actor.getSnapshot().children.smsCountdown!, (s) => s.matches('counting'));
    actor.send({ type: 'field.change', field: 'currentCode', value: ' 654321 ' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ enteringNew: 'editing' }));
    // a new button for the new number: it may send at once
    actor.send({ type: 'field.change', field: 'countryDialingCode', value: '+63' });
    actor.send({ type: 'field.change', field: 'mobileNum', value: '9175550002' });
    actor.send({ type: 'code.request' });
    await waitFor(actor.getSnapshot().children.smsCountdown!, (s) => s.matches('counting'));
    actor.send({ type: 'field.change', field: 'verificationCode', value: '123456' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sends).toEqual([
      { purpose: 'updatePhone', mobileNum: '', countryDialingCode: '', humanCheckToken: null },
      { purpose: 'updatePhone', mobileNum: '9175550002', countryDialingCode: '63', humanCheckToken: null },
    ]);
    expect(verified).toEqual([{ kind: 'mobile', verificationCode: '654321' }]);
    expect(saved).toEqual([{ kind: 'mobile', countryDialingCode: '63', mobileNum: '9175550002', verificationCode: '123456' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'mobile', value: '+63 917***0002' });
  });

  it('sends an e-mail code to the address typed', async () => {
    const sends: SmsSendRequest[] = [];
    const actor = createActor(
      contactBindingMachine.provide({
        actors: {
          smsCountdown: smsCountdownMachine.provide({
            actors: {
              sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input }) => {
                sends.push(input);
                return { expiredMinutes: 5 };
              }),
            },
          }),
        },
      }),
      { input: { kind: 'email', current: null } },
    ).start();
    actor.send({ type: 'field.change', field: 'email', value: 'ann@example' });
    actor.send({ type: 'code.request' });
    expect(selectContactBindingView(actor.getSnapshot()).fieldErrors).toEqual({ email: { code: 'format', text: null } });
    actor.send({ type: 'field.change', field: 'email', value: ' ann@example.com ' });
    actor.send({ type: 'code.request' });
    await waitFor(actor.getSnapshot().children.smsCountdown!, (s) => s.matches('counting'));
    expect(sends).toEqual([{ purpose: 'changeEmail', mobileNum: '', countryDialingCode: '', email: 'ann@example.com', humanCheckToken: null }]);
  });
});
