/** The bank-cards flow of the security centre: the only module other code imports. */
export { bankCardsMachine } from './bank-cards.machine';
export { provideBankCards } from './bank-cards.calls';
export type { BankCardsCalls } from './bank-cards.calls';
export { addRequest, bankOf, refusedFields, typedCardNumber, validateBankCard } from './bank-cards.rules';
export { selectBankCardsView } from './bank-cards.selectors';
export type { BankCardsSnapshot } from './bank-cards.selectors';
export type * from './bank-cards.types';
