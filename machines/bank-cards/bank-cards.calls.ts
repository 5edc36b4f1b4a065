/** What the bank-cards chart asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { bankCardsMachine } from './bank-cards.machine';
import type { AddBankCardRequest, Bank, BankCard, BankCardList } from './bank-cards.types';

export interface BankCardsCalls {
  loadBanks(): Promise<Bank[]>;
  loadBankCards(): Promise<BankCardList>;
  addBankCard(request: AddBankCardRequest): Promise<BankCard>;
  deleteBankCard(bankCardId: number): Promise<void>;
}

export function provideBankCards(calls: BankCardsCalls): typeof bankCardsMachine {
  return bankCardsMachine.provide({
    actors: {
      loadCards: fromPromise<BankCardList, void>(() => calls.loadBankCards()),
      loadBanks: fromPromise<Bank[], void>(() => calls.loadBanks()),
      addBankCard: fromPromise<BankCard, AddBankCardRequest>(({ input }) => calls.addBankCard(input)),
      deleteBankCard: fromPromise<void, { bankCardId: number }>(({ input }) => calls.deleteBankCard(input.bankCardId)),
    },
  });
}
