/**
 * Security centre chart: graph paths over loading the config (a new member with nothing set, one
 * with the real name and birthday set, a failure and its retry), the sections' charts started with
 * the page, a profile field's form or the mobile number's or e-mail's form opened (a profile field
 * only while it may be edited), replaced by another, closed or saved, a saved real name passed on
 * to the bank accounts and a bound phone to the payment password; behaviour with the real section
 * charts.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { bankCardsMachine } from '../../machines/bank-cards';
import type { BankCardList } from '../../machines/bank-cards';
import type { ContactSaved, contactBindingMachine } from '../../machines/contact-binding';
import { paymentPasswordMachine } from '../../machines/payment-password';
import { profileFieldMachine } from '../../machines/profile-field';
import type { ProfileFieldValue } from '../../machines/profile-field';
import { isEditable, securityCenterMachine, selectBankCardsRef, selectSecurityCenterView } from '../../machines/security-center';
import type { SecurityCenterSnapshot, SecurityConfig } from '../../machines/security-center';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as SecurityCenterSnapshot;

const fresh: SecurityConfig = {
  account: 'ann88',
  nickname: 'ann88',
  payeeName: null,
  birthday: null,
  mobile: '+63 917***4567',
  email: null,
  paymentPassword: { set: false, lockedUntil: null, retryAfterSeconds: 0, attemptsLeft: 5 },
  bankCards: { count: 0, maxCardCount: 3 },
};
const complete: SecurityConfig = { ...fresh, payeeName: 'Ann Lee', birthday: '1990-05-06', email: 'a***@example.com' };

/** A section's chart stood in by one that records what it is told. */
const told: EventObject[] = [];
let toldBefore = 0;
const stub = (id: string) => createMachine({ id, on: { '*': { actions: ({ event }) => void told.push(event) } } });

runPathSuite({
  machine: securityCenterMachine.provide({
    actors: {
      loadConfig: pending<SecurityConfig, void>(),
      profileField: stub('profileFieldStub') as unknown as typeof profileFieldMachine,
      contactBinding: stub('contactBindingStub') as unknown as typeof contactBindingMachine,
      paymentPassword: stub('paymentPasswordStub') as unknown as typeof paymentPasswordMachine,
      bankCards: stub('bankCardsStub') as unknown as typeof bankCardsMachine,
    },
  }),
  input: { today: '2026-01-02' },
  events: {
    'xstate.done.actor.loadConfig': [{ output: fresh }, { output: complete }],
    'xstate.error.actor.loadConfig': [{ error: { errorCode: 'network.error' } }],
    'profile.edit': [{ field: 'nickname' }, { field: 'payeeName' }, { field: 'birthday' }],
    'xstate.done.actor.profileField': [
      { output: { field: 'payeeName', value: 'Ann Lee' } },
      { output: { field: 'birthday', value: '2000-01-02' } },
      { output: { field: 'nickname', value: 'Ann' } },
    ],
    'contact.edit': [{ kind: 'mobile' }, { kind: 'email' }],
    'xstate.done.actor.contactBinding': [
      { output: { kind: 'mobile', value: '+63 917***0002' } },
      { output: { kind: 'email', value: 'b***@example.com' } },
    ],
  },
  // Graph identity keeps what guards read: whether each profile field may still be edited (the
  // values saved and the form open are asserted, not explored: no guard reads them)
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { config } = s.context;
    return JSON.stringify({
      value: s.value,
      loaded: config !== null,
      payeeName: isEditable(config, 'payeeName'),
      birthday: isEditable(config, 'birthday'),
    });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      told.length = 0;
      toldBefore = 0;
    }
    const view = selectSecurityCenterView(s);
    const c = s.context;
    expect(view.status).toBe(s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
    // the sections run with the page; a profile form only while one is open
    expect(s.children.paymentPassword !== undefined).toBe(s.matches('ready'));
    expect(s.children.bankCards !== undefined).toBe(s.matches('ready'));
    expect(s.children.profileField !== undefined).toBe(s.matches({ ready: 'editingProfile' }));
    expect(s.children.contactBinding !== undefined).toBe(s.matches({ ready: 'editingContact' }));
    // one form at a time
    if (view.editing !== null) expect(s.matches({ ready: 'editingProfile' })).toBe(true);
    if (view.contact !== null) expect(s.matches({ ready: 'editingContact' })).toBe(true);
    expect(view.editing !== null && view.contact !== null).toBe(false);
    if (event.type === 'contact.edit') expect(view.contact).toBe((event as unknown as { kind: 'mobile' | 'email' }).kind);
    if (event.type === 'xstate.done.actor.contactBinding') {
      const { kind, value } = (event as unknown as { output: ContactSaved }).output;
      expect({ shown: c.config?.[kind], saved: view.contactSaved, contact: view.contact }).toEqual({ shown: value, saved: kind, contact: null });
      // the payment password learns of a bound phone, and of nothing else
      expect(told.slice(toldBefore)).toEqual(kind === 'mobile' ? [{ type: 'mobile.bound' }] : []);
    }
    // the real name and birthday are set once: a set one is never edited again
    expect(view.editable).toEqual({
      nickname: c.config !== null,
      payeeName: isEditable(c.config, 'payeeName'),
      birthday: isEditable(c.config, 'birthday'),
    });
    if (event.type === 'profile.edit') {
      const field = (event as unknown as { field: 'nickname' | 'payeeName' | 'birthday' }).field;
      if (s.matches({ ready: 'editingProfile' })) expect(c.editing).toBe(field);
    }
    if (event.type === 'xstate.done.actor.profileField') {
      const { field, value } = (event as unknown as { output: ProfileFieldValue }).output;
      expect({ shown: c.config?.[field], saved: view.saved, editing: view.editing }).toEqual({ shown: value, saved: field, editing: null });
      // the bank accounts learn a saved real name, and nothing else
      expect(told.slice(toldBefore)).toEqual(field === 'payeeName' ? [{ type: 'realName.set', payeeName: value }] : []);
    }
    toldBefore = told.length;
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  },
});

describe('security centre behaviour', () => {
  it('saves a real name through its confirmation, shows it set, and lets the bank accounts use it', async () => {
    const saves: ProfileFieldValue[] = [];
    const actor = createActor(
      securityCenterMachine.provide({
        actors: {
          loadConfig: fromPromise(async () => fresh),
          profileField: profileFieldMachine.provide({
            actors: {
              saveProfileField: fromPromise<ProfileFieldValue, ProfileFieldValue>(async ({ input }) => {
                saves.push(input);
                return input;
              }),
            },
          }),
          bankCards: bankCardsMachine.provide({
            actors: { loadCards: fromPromise<BankCardList, void>(async () => ({ bankCards: [], maxCardCount: 3, remainingCardCount: 3 })) },
          }),
          paymentPassword: paymentPasswordMachine,
        },
      }),
      { input: { today: '2026-01-02' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    const cards = selectBankCardsRef(actor.getSnapshot())!;
    await waitFor(cards, (s) => s.matches('ready'));
    expect(cards.getSnapshot().can({ type: 'card.add' })).toBe(false);
    actor.send({ type: 'profile.edit', field: 'payeeName' });
    const field = actor.getSnapshot().children.profileField!;
    field.send({ type: 'field.change', field: 'value', value: '  Ann   Lee ' });
    field.send({ type: 'form.submit' });
    expect(field.getSnapshot().matches('confirming')).toBe(true);
    field.send({ type: 'form.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(saves).toEqual([{ field: 'payeeName', value: 'Ann Lee' }]);
    expect(selectSecurityCenterView(actor.getSnapshot())).toMatchObject({
      saved: 'payeeName',
      editable: { payeeName: false },
      config: { payeeName: 'Ann Lee' },
    });
    expect(cards.getSnapshot().context.payeeName).toBe('Ann Lee');
    expect(cards.getSnapshot().can({ type: 'card.add' })).toBe(true);
  });
});
