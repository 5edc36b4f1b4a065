/**
 * Bank cards and e-wallet accounts a member binds to withdraw to. The account must be in the
 * member's real name (so a stolen session cannot send money to someone else's account), at a bank
 * the merchant offers, with a number of that bank's length; a merchant allows at most
 * `maxBankCards` live ones per member (default 5). An add locks the member's row, so parallel adds
 * are counted one after another; a deleted card keeps its row for the withdrawals that name it.
 */
import type { Queryable, Db } from '../db/db.types';
import type { MerchantSettings } from '../system/merchant-settings';
import { maskAccountNumber } from './masking';

export const DEFAULT_MAX_BANK_CARDS = 5;

export const maxBankCards = (settings: MerchantSettings) => settings.maxBankCards ?? DEFAULT_MAX_BANK_CARDS;

export type CardType = 'BC' | 'EW';

export interface Bank {
  bankCode: string;
  bankName: string;
  cardType: CardType;
  minLength: number;
  maxLength: number;
  numberPattern: string | null;
}

interface BankRow {
  bank_code: string;
  bank_name: string;
  card_type: CardType;
  min_length: number;
  max_length: number;
  number_pattern: string | null;
}

const toBank = (r: BankRow): Bank => ({
  bankCode: r.bank_code,
  bankName: r.bank_name,
  cardType: r.card_type,
  minLength: r.min_length,
  maxLength: r.max_length,
  numberPattern: r.number_pattern,
});

/** The banks and e-wallets a member can bind now, in the merchant's order. */
export async function listBanks(db: Queryable, merchantId: number): Promise<Bank[]> {
  const rows = await db.query<BankRow>(
    'SELECT bank_code, bank_name, card_type, min_length, max_length, number_pattern FROM banks WHERE merchant_id = $1 AND enabled ORDER BY position, bank_code',
    [merchantId],
  );
  return rows.rows.map(toBank);
}

export interface BankCard {
  bankCardId: number;
  bankCode: string;
  bankName: string;
  /** masked */
  cardNumber: string;
  cardHolder: string;
  cardType: CardType;
  isWithdrawActive: 'Y' | 'N';
  createdAt: string;
}

interface CardRow {
  id: number;
  bank_code: string;
  bank_name: string;
  card_type: CardType;
  account_number: string;
  card_holder: string;
  enabled: boolean;
  created_at: Date | string;
}

const toCard = (r: CardRow): BankCard => ({
  bankCardId: r.id,
  bankCode: r.bank_code,
  bankName: r.bank_name,
  cardNumber: maskAccountNumber(r.card_type, r.account_number),
  cardHolder: r.card_holder,
  cardType: r.card_type,
  isWithdrawActive: r.enabled ? 'Y' : 'N',
  createdAt: new Date(r.created_at).toISOString(),
});

const CARD_COLUMNS = `c.id, c.bank_code, b.bank_name, c.card_type, c.account_number, c.card_holder, b.enabled, c.created_at
   FROM bank_cards c JOIN banks b ON b.merchant_id = c.merchant_id AND b.bank_code = c.bank_code`;

/** The member's live cards, oldest first, numbers masked. */
export async function listCards(db: Queryable, merchantId: number, memberId: number): Promise<BankCard[]> {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} WHERE c.merchant_id = $1 AND c.member_id = $2 AND c.deleted_at IS NULL ORDER BY c.id`,
    [merchantId, memberId],
  );
  return rows.rows.map(toCard);
}

export async function countCards(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM bank_cards WHERE member_id = $1 AND deleted_at IS NULL', [memberId]);
  return Number(rows.rows[0]?.n ?? 0);
}

/** Names compared as people mean them: case, and runs of space, do not matter. */
export const sameName = (a: string, b: string) => {
  const plain = (name: string) => name.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLocaleUpperCase('en');
  return plain(a) === plain(b);
};

export type AddCardOutcome =
  | { kind: 'added'; card: BankCard }
  /** a field the client could have got right: 400 naming it */
  | { kind: 'badField'; field: 'bankCode' | 'cardNumber' | 'cardHolder'; message: string }
  /** no real name yet: the member sets it first */
  | { kind: 'noRealName' }
  | { kind: 'limit'; maxCardCount: number }
  /** that account is bound already (by this member or another) */
  | { kind: 'exists' };

export async function addCard(
  db: Db,
  input: { merchantId: number; memberId: number; bankCode: string; cardNumber: string; cardHolder: string; maxCardCount: number; now: Date },
): Promise<AddCardOutcome> {
  const found = await db.query<BankRow>(
    'SELECT bank_code, bank_name, card_type, min_length, max_length, number_pattern FROM banks WHERE merchant_id = $1 AND bank_code = $2 AND enabled',
    [input.merchantId, input.bankCode],
  );
  const bank = found.rows[0] ? toBank(found.rows[0]) : null;
  if (!bank) return { kind: 'badField', field: 'bankCode', message: 'unknown bank' };
  const { cardNumber } = input;
  if (cardNumber.length < bank.minLength || cardNumber.length > bank.maxLength) {
    const digits = bank.minLength === bank.maxLength ? `${bank.minLength}` : `${bank.minLength} to ${bank.maxLength}`;
    return { kind: 'badField', field: 'cardNumber', message: `${digits} digits` };
  }
  if (bank.numberPattern && !new RegExp(bank.numberPattern).test(cardNumber)) {
    return { kind: 'badField', field: 'cardNumber', message: `not a ${bank.bankName} account number` };
  }

  return db.transaction(async (tx): Promise<AddCardOutcome> => {
    const member = await tx.query<{ payee_name: string | null }>(
      // the member's row, as step 1 of the money paths' lock order takes it (server/wallet/lock-order.ts):
      // FOR NO KEY UPDATE, so bets and ledger rows that refer to the member never wait on a card's add
      `SELECT nullif(profile->>'payeeName', '') AS payee_name FROM members WHERE id = $1 AND merchant_id = $2 FOR NO KEY UPDATE`,
      [input.memberId, input.merchantId],
    );
    const realName = member.rows[0]?.payee_name ?? null;
    if (realName === null) return { kind: 'noRealName' };
    if (!sameName(realName, input.cardHolder)) return { kind: 'badField', field: 'cardHolder', message: 'bankcard.holder.mismatch' };
    if ((await countCards(tx, input.memberId)) >= input.maxCardCount) return { kind: 'limit', maxCardCount: input.maxCardCount };
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO bank_cards (merchant_id, member_id, bank_code, card_type, account_number, card_holder, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [input.merchantId, input.memberId, bank.bankCode, bank.cardType, cardNumber, realName, input.now],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) return { kind: 'exists' };
    const card = await tx.query<CardRow>(`SELECT ${CARD_COLUMNS} WHERE c.id = $1`, [id]);
    return { kind: 'added', card: toCard(card.rows[0]) };
  });
}

/** Deletes one of the member's own live cards; false for any other id (another member's included). */
export async function deleteCard(db: Queryable, input: { merchantId: number; memberId: number; bankCardId: number; now: Date }): Promise<boolean> {
  const updated = await db.query(
    'UPDATE bank_cards SET deleted_at = $4 WHERE id = $1 AND merchant_id = $2 AND member_id = $3 AND deleted_at IS NULL',
    [input.bankCardId, input.merchantId, input.memberId, input.now],
  );
  return updated.rowCount > 0;
}

/** Whether the member has this card, not deleted, at the merchant. */
export async function hasBankCard(db: Queryable, card: { merchantId: number; memberId: number; bankCardId: number }): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM bank_cards WHERE id = $1 AND member_id = $2 AND merchant_id = $3 AND deleted_at IS NULL', [
    card.bankCardId,
    card.memberId,
    card.merchantId,
  ]);
  return found.rows.length > 0;
}
