/**
 * Bank cards chart: graph paths over loading the list (a failure and its retry), the add form
 * (offered with room and a real name only; the banks loaded the first time; typed fields that pass
 * or fail the rules; an add that succeeds or is refused under a field, by the limit or above the
 * form), a delete behind its confirmation (sent, refused, dismissed) and the real name set while
 * the section runs; the add form's rules.
 */
import { describe, it } from 'vitest';
import type { EventObject } from 'xstate';
import { bankCardsMachine, selectBankCardsView, validateBankCard } from '../../machines/bank-cards';
import type { AddBankCardRequest, Bank, BankCard, BankCardList, BankCardsInput, BankCardsSnapshot } from '../../machines/bank-cards';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as BankCardsSnapshot;

const banks: Bank[] = [
  { bankCode: 'MBB', bankName: 'Maybank', cardType: 'BC', minLength: 12, maxLength: 12 },
  { bankCode: 'GCASH', bankName: 'GCash', cardType: 'EW', minLength: 11, maxLength: 11 },
];

const card = (bankCardId: number): BankCard => ({
  bankCardId,
  bankCode: 'MBB',
  bankName: 'Maybank',
  cardNumber: '**** **** **** 1234',
  cardHolder: 'Ann Lee',
  cardType: 'BC',
  withdrawActive: true,
  createdAt: '2026-01-02T01:00:00.000Z',
});

const list: BankCardList = { bankCards: [card(7)], maxCardCount: 2, remainingCardCount: 1 };

const errorCodeOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error.errorCode;

let previous: BankCardsSnapshot | null = null;

runPathSuite({
  machine: bankCardsMachine.provide({
    actors: {
      loadCards: pending<BankCardList, void>(),
      loadBanks: pending<Bank[], void>(),
      addBankCard: pending<BankCard, AddBankCardRequest>(),
      deleteBankCard: pending<void, { bankCardId: number }>(),
    },
  }),
  inputs: [{ payeeName: 'Ann Lee' }, { payeeName: null }] satisfies BankCardsInput[],
  events: {
    'xstate.done.actor.loadCards': [{ output: list }],
    'xstate.error.actor.loadCards': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.loadBanks': [{ output: banks }],
    'xstate.error.actor.loadBanks': [{ error: { errorCode: 'network.error' } }],
    'field.change': [
      { field: 'bankCode', value: 'MBB' },
      { field: 'cardNumber', value: '5140 1234 5678' },
      { field: 'cardHolder', value: '' },
    ],
    'xstate.done.actor.addBankCard': [{ output: card(8) }],
    'xstate.error.actor.addBankCard': [
      { error: { errorCode: 'request_param_err', fields: { cardHolder: 'bankcard.holder.mismatch' } } },
      { error: { errorCode: 'bankcard.limit', maxCardCount: 2 } },
      { error: { errorCode: 'bankcard.exists' } },
    ],
    'card.delete': [{ bankCardId: 7 }, { bankCardId: 99 }],
    'xstate.done.actor.deleteBankCard': [{ output: undefined }],
    'xstate.error.actor.deleteBankCard': [{ error: { errorCode: 'bankcard.not.found' } }],
    'realName.set': [{ payeeName: 'Ann Lee' }],
  },
  // Graph identity keeps what guards read: the list's room, the banks, the real name, which checks
  // of the form still fail, the account a delete is for; messages follow from these.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({
      value: s.value,
      cards: c.list ? c.list.bankCards.map((item) => item.bankCardId) : null,
      room: c.list?.remainingCardCount ?? null,
      banks: c.banks !== null,
      payeeName: c.payeeName,
      failing: Object.keys(validateBankCard(c)),
      shown: Object.keys(c.fieldErrors),
      code: c.errorCode,
      deletingId: c.deletingId,
      notice: c.notice,
    });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') previous = null;
    const view = selectBankCardsView(s);
    const c = s.context;
    expect(view.status).toBe(s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
    // an account is added only with room under the limit and in the real name
    expect(view.canAdd).toBe(s.matches({ ready: 'browsing' }) && c.payeeName !== null && view.remainingCardCount > 0);
    expect(view.canSubmit).toBe(s.matches({ ready: { adding: 'editing' } }));
    if (event.type === 'card.add') expect(c.values.cardHolder).toBe(c.payeeName);
    if (view.submitting) expect(validateBankCard(c)).toEqual({});
    // a delete is sent only after its confirmation, for one of the member's accounts
    if (view.deleting) expect(previous?.matches({ ready: 'confirmingDelete' }) || previous?.matches({ ready: 'deleting' })).toBe(true);
    if (view.confirmingDelete || view.deleting) expect(view.cards.some((item) => item.bankCardId === c.deletingId)).toBe(true);
    if (event.type === 'xstate.error.actor.addBankCard') {
      // what was typed stays; the gateway's refusal shows where it belongs
      expect(c.values).toEqual(previous!.context.values);
      const code = errorCodeOf(event);
      if (code === 'request_param_err') expect(view.fieldErrors.cardHolder).toEqual({ code: 'mismatch', text: null });
      if (code === 'bankcard.exists') expect(view.fieldErrors.cardNumber).toEqual({ code: 'exists', text: null });
      if (code === 'bankcard.limit') expect({ errorCode: view.errorCode, room: view.remainingCardCount }).toEqual({ errorCode: code, room: 0 });
    }
    if (event.type === 'xstate.done.actor.addBankCard') {
      expect(view.notice).toBe('added');
      expect(view.remainingCardCount).toBe(Math.max(0, previous!.context.list!.remainingCardCount - 1));
      expect(view.cards.at(-1)?.bankCardId).toBe(8);
    }
    if (event.type === 'xstate.done.actor.deleteBankCard') expect(view.cards.some((item) => item.bankCardId === 7)).toBe(false);
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('bank card rules', () => {
  const check = (values: Partial<Record<'bankCode' | 'cardNumber' | 'cardHolder', string>>) =>
    validateBankCard({ banks, values: { bankCode: 'MBB', cardNumber: '514012345678', cardHolder: 'Ann Lee', ...values } });

  it("asks for a bank, a number of that bank's length and a holder named as a person", () => {
    expect(check({})).toEqual({});
    expect(check({ cardNumber: '5140-1234 5678' })).toEqual({});
    expect(check({ bankCode: '' }).bankCode).toEqual({ code: 'required', text: null });
    expect(check({ cardNumber: '51401234567' }).cardNumber).toEqual({ code: 'length', text: null });
    expect(check({ cardNumber: '5140abcd5678' }).cardNumber).toEqual({ code: 'format', text: null });
    expect(check({ cardHolder: 'Ann <b>' }).cardHolder).toEqual({ code: 'format', text: null });
    expect(check({ cardHolder: ' ' }).cardHolder).toEqual({ code: 'required', text: null });
  });
});
