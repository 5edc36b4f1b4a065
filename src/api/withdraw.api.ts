/**
 * Withdraw calls (wire/withdraw.schemas.ts, the bound accounts of wire/security-center.schemas.ts):
 * the page's first reads, the fee preview, the sealed withdraw request, and the payments waiting
 * for the member's confirmation with the answer to one. Each rejects with `{ errorCode, value }`; a
 * request refused by field (`request_param_err`) also carries `fields`, the gateway's short problem
 * per field, which the charts show under them.
 */
import type { WithdrawalRecord, WithdrawCharges, WithdrawPageData, WithdrawRequest } from '../../machines/withdraw';
import type { ConfirmationAnswer } from '../../machines/withdrawal-confirmation';
import type { BankCardValue } from '../../wire/security-center.schemas';
import type {
  TurnoverInfoValue,
  WithdrawalRecord as WithdrawalRecordWire,
  WithdrawChargesValue,
  WithdrawSettingsValue,
} from '../../wire/withdraw.schemas';
import { callApi, refusedFieldsOf, withPlainFailure } from './client';
import { fetchBalance } from './wallet.api';

/** The record as the charts read it (how a completed one was received is the records page's business). */
function recordOf({ receipt: _receipt, ...record }: WithdrawalRecordWire): WithdrawalRecord {
  return record;
}

/**
 * The settings, the turnover and the bound accounts, read together; the currency symbol comes with
 * the wallet's balance (a page without it still works, its amounts without a symbol).
 */
export function loadWithdrawPage(): Promise<WithdrawPageData> {
  return withPlainFailure(async () => {
    const [settings, turnover, cards, currencySymbol] = await Promise.all([
      callApi<WithdrawSettingsValue>('/wps/relay/MCSFE_getWithdrawSettings', { token: true }),
      callApi<TurnoverInfoValue>('/wps/relay/MCSFE_getTurnoverInfo', { token: true }),
      callApi<{ bankCards: BankCardValue[] }>('/wps/v2/member/bankCards', { token: true }),
      fetchBalance().then(
        (balance) => balance.currencySymbol,
        () => '',
      ),
    ]);
    const { allowWithdraw, bankCardCount: _count, ...rules } = settings;
    // a merchant that switched withdrawals off answers as the gateway does when it has none
    if (!allowWithdraw) throw { errorCode: 'withdraw.unavailable', value: null };
    return {
      currencySymbol,
      settings: rules,
      turnover,
      cards: cards.bankCards.map((card) => ({
        bankCardId: String(card.bankCardId),
        bankName: card.bankName,
        cardNumber: card.cardNumber,
        cardHolder: card.cardHolder,
        active: card.isWithdrawActive === 'Y',
      })),
    };
  });
}

export async function loadWithdrawCharges(amount: string): Promise<WithdrawCharges> {
  const value = await callApi<WithdrawChargesValue>('/wps/relay/MCSFE_getCalculatedWithdrawCharges', {
    token: true,
    query: { withdrawAmount: amount },
  });
  return { charge: value.charge, receivable: value.receivable };
}

/** Sealed (encrypted) as the contract marks it: the payment password never travels readable. */
export function submitWithdraw(request: WithdrawRequest): Promise<WithdrawalRecord> {
  return withPlainFailure(async () => {
    const value = await callApi<WithdrawalRecordWire>('/wps/v2/transaction/withdraw', { method: 'POST', token: true, encrypt: true, body: request });
    return recordOf(value);
  }, refusedFieldsOf);
}

export async function loadPaymentConfirmations(): Promise<WithdrawalRecord[]> {
  const value = await callApi<{ records: WithdrawalRecordWire[] }>('/wps/relay/MCSFE_getPaymentConfirmationList', { token: true });
  return value.records.map(recordOf);
}

export function sendConfirmationAnswer(answer: ConfirmationAnswer): Promise<WithdrawalRecord> {
  return withPlainFailure(async () => {
    const value = await callApi<WithdrawalRecordWire>('/wps/relay/MCSFE_processC2CTransaction', { method: 'POST', token: true, body: answer });
    return recordOf(value);
  }, refusedFieldsOf);
}
