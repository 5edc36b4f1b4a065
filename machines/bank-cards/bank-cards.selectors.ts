/** View model of the bank accounts section. */
import type { SnapshotFrom } from 'xstate';
import type { bankCardsMachine } from './bank-cards.machine';
import { bankOf } from './bank-cards.rules';
import type { Bank, BankCard, BankCardsView } from './bank-cards.types';

export type BankCardsSnapshot = SnapshotFrom<typeof bankCardsMachine>;

const NO_CARDS: readonly BankCard[] = [];
const NO_BANKS: readonly Bank[] = [];

export function selectBankCardsView(snapshot: BankCardsSnapshot): BankCardsView {
  const { context } = snapshot;
  const adding = snapshot.matches({ ready: 'adding' });
  return {
    status: snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
    cards: context.list?.bankCards ?? NO_CARDS,
    maxCardCount: context.list?.maxCardCount ?? 0,
    remainingCardCount: context.list?.remainingCardCount ?? 0,
    payeeName: context.payeeName,
    adding,
    loadingBanks: snapshot.matches({ ready: { adding: 'loadingBanks' } }),
    banks: context.banks ?? NO_BANKS,
    bank: bankOf(context),
    values: context.values,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    submitting: snapshot.matches({ ready: { adding: 'submitting' } }),
    canAdd: snapshot.can({ type: 'card.add' }),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    deletingId: context.deletingId,
    confirmingDelete: snapshot.matches({ ready: 'confirmingDelete' }),
    deleting: snapshot.matches({ ready: 'deleting' }),
    notice: context.notice,
  };
}
