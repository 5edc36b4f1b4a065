/**
 * The member's records (research §3.7–3.9): the betting record, the account record and the
 * personal profit and loss, each a paged list of the platform's shape
 * `{ list, total, totalPages, footer }` over `startTime`/`endTime` (epoch ms, end included) and
 * `page`/`size`, and a CSV export of the betting and account records.
 *
 * Every call is the signed-in member's own rows only. Amounts go out in major units with two
 * decimals; the gateway counts in minor units and never in floating point.
 */
import { z } from 'zod';
import { epochMs, majorAmount } from './fields.schemas';
import { GAME_TYPE_CODES } from './games.schemas';

/**
 * A product tab of the betting record: a game type, or `ALL`. `LOTT` is the draw lotteries' own
 * bets (numero, bet kind, picks), kept apart from the other games' rounds.
 */
export const RECORD_PRODUCTS = ['ALL', ...GAME_TYPE_CODES] as const;
export type RecordProduct = (typeof RECORD_PRODUCTS)[number];
export type BetProduct = Exclude<RecordProduct, 'ALL'>;

/**
 * Where a bet is: `open` (not settled yet), `won` (paid something), `lost` (paid nothing), `void`
 * (cancelled, the stake returned).
 */
export const BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/**
 * The account record's types (research §3.8's filter, in our words). Each names one or more ledger
 * movement kinds (server/records/record-types.ts); a type no movement has yet is still a filter.
 * `other` is a movement of a kind the list does not name.
 */
export const TX_TYPES = ['deposit', 'withdrawal', 'transfer', 'bet', 'payout', 'bonus', 'rebate', 'salary', 'dividend', 'referral', 'other'] as const;
export type TxType = (typeof TX_TYPES)[number];

/**
 * The steps of a movement the account record names in the member's language: a withdrawal moved
 * to the hold, returned from it or paid out, a stake returned because its round timed out or for
 * another reason.
 */
export const TX_NOTES = ['withdrawalHold', 'withdrawalRefund', 'withdrawalPaid', 'roundTimeout', 'stakeReturned'] as const;
export type TxNote = (typeof TX_NOTES)[number];

/** Query numbers arrive as text; an empty parameter counts as absent. */
const queryNumber = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().nonnegative().optional());

/** The range and page of every record list. Both ends optional: the last 30 days up to now. */
export const rangeQuery = {
  startTime: queryNumber,
  endTime: queryNumber,
};
export const recordPageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
};

export const recordProduct = z.enum(RECORD_PRODUCTS, { error: 'unknown product' });

/** `GET /wps/report/accountGameBetHistory` (token): newest first. */
export const betHistoryQuery = z.strictObject({ product: recordProduct.default('ALL'), ...rangeQuery, ...recordPageQuery });
export type BetHistoryQuery = z.input<typeof betHistoryQuery>;

/** `GET /wps/report/export/accountGameBetHistory` (token): the same rows as a CSV file, up to 12 months. */
export const betExportQuery = z.strictObject({ product: recordProduct.default('ALL'), ...rangeQuery });

/** `G<id>` a game round, `L<id>` a draw-lottery bet: unique across both. */
export const orderNo = z.string().regex(/^[GL]\d{1,12}$/, 'unknown bet');

export const betRecord = z.strictObject({
  orderNo,
  product: z.enum(GAME_TYPE_CODES),
  gameName: z.string(),
  betTimeInTimestamp: epochMs,
  settleTimeInTimestamp: epochMs.nullable(),
  betAmount: majorAmount.positive(),
  /** the stake of a settled bet; 0 while open and for a void one */
  validBetAmount: majorAmount.nonnegative(),
  /** what came back (a void bet's returned stake included) */
  winAmount: majorAmount.nonnegative(),
  /** winAmount − betAmount once settled; 0 while open and for a void bet */
  profitAndLoss: majorAmount,
  status: z.enum(BET_STATUSES),
});
export type BetRecord = z.output<typeof betRecord>;

/** The totals of the whole range and tab (not only the page). */
export const betFooter = z.strictObject({
  betAmount: majorAmount.nonnegative(),
  validBetAmount: majorAmount.nonnegative(),
  winAmount: majorAmount.nonnegative(),
  profitAndLoss: majorAmount,
  /** bets in the range */
  total: z.number().int().nonnegative(),
});
export type BetFooter = z.output<typeof betFooter>;

export const betHistoryValue = z.strictObject({
  list: z.array(betRecord),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  footer: z.array(betFooter).length(1),
});
export type BetHistoryValue = z.output<typeof betHistoryValue>;

/** `GET /wps/report/accountGameBetDetail?orderNo=` (token): one bet with what was played and drawn. */
export const betDetailQuery = z.strictObject({ orderNo });
export const betDetailValue = betRecord.extend({
  /** the round id of a game, the numero (draw) of a lottery bet */
  reference: z.string(),
  /** the game's paytable and its stated return to player */
  rtpReference: z.string(),
  /** lottery: the bet kind's code (DE, LO, …), its name in the answer's language, and the picks as the member reads them; null for other games */
  betKind: z.string().nullable(),
  betKindName: z.string().nullable(),
  picks: z.array(z.string()).nullable(),
  /** lottery: the drawn numbers once drawn */
  winningNumbers: z.array(z.string()).nullable(),
  /** other games: what the player chose and what was drawn, as the game recorded it */
  outcome: z.record(z.string(), z.unknown()).nullable(),
});
export type BetDetailValue = z.output<typeof betDetailValue>;

/**
 * `codeTypes`: one type or several, comma separated (`deposit,withdrawal`); none is every type.
 */
export const codeTypes = z.preprocess(
  (value) => (typeof value === 'string' && value !== '' ? value.split(',') : undefined),
  z.array(z.enum(TX_TYPES, { error: 'unknown transaction type' })).optional(),
);

/** `GET /wps/relay/ODSFE2_MemTransDet` (token): every entry of the member's wallets, newest first. */
export const transactionQuery = z.strictObject({ codeTypes, ...rangeQuery, ...recordPageQuery });
export type TransactionQuery = z.input<typeof transactionQuery>;

/** `GET /wps/report/export/transaction` (token): the same rows as a CSV file, up to 12 months. */
export const transactionExportQuery = z.strictObject({ codeTypes, ...rangeQuery });

export const transactionRecord = z.strictObject({
  txId: z.string().regex(/^\d{1,12}$/),
  txType: z.enum(TX_TYPES),
  txTimeInTimestamp: epochMs,
  /** signed: a credit positive, a debit negative */
  amount: majorAmount,
  /** the wallet's balance right after this entry */
  currentAvailBalance: majorAmount,
  /** `main`, or the vendor code of a game wallet */
  wallet: z.string(),
  /** a game wallet's vendor as the site names it; null for the main wallet, which the client names */
  walletName: z.string().nullable(),
  /** what the movement was for: the deposit or withdrawal id, the bet's round or draw, … */
  orderNo: z.string().nullable(),
  /** the step of the movement the client names (a withdrawal held, returned or paid, a stake returned); null for none */
  note: z.enum(TX_NOTES).nullable(),
  /** a short note in words, never a code: the game, the deposit channel's name, the game wallet of a transfer */
  remark: z.string().nullable(),
});
export type TransactionRecord = z.output<typeof transactionRecord>;

export const transactionFooter = z.strictObject({
  /** credits of the range */
  income: majorAmount.nonnegative(),
  /** debits of the range, as a positive amount */
  expense: majorAmount.nonnegative(),
  net: majorAmount,
});

export const transactionValue = z.strictObject({
  list: z.array(transactionRecord),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  footer: z.array(transactionFooter).length(1),
});
export type TransactionValue = z.output<typeof transactionValue>;

/**
 * `GET /wps/relay/ODSFE2_MemPNL` (token): one row per day and product with bets in the range,
 * newest day first. `utcOffsetMinutes` says where the member's days begin (the browser's offset;
 * default UTC).
 */
export const profitQuery = z.strictObject({
  product: recordProduct.default('ALL'),
  utcOffsetMinutes: z.coerce.number().int().min(-720).max(840).default(0),
  ...rangeQuery,
  ...recordPageQuery,
});
export type ProfitQuery = z.input<typeof profitQuery>;

export const profitRecord = z.strictObject({
  /** the member's day, `YYYY-MM-DD` */
  date: z.iso.date(),
  product: z.enum(GAME_TYPE_CODES),
  betCount: z.number().int().nonnegative(),
  betAmount: majorAmount.nonnegative(),
  validBetAmount: majorAmount.nonnegative(),
  winAmount: majorAmount.nonnegative(),
  profitAndLoss: majorAmount,
});
export type ProfitRecord = z.output<typeof profitRecord>;

/**
 * The member's whole history, whatever the range: credited deposits, completed withdrawals (what
 * left the wallet, fee included), their difference, what the member holds now (the wallets and any
 * withdrawal still on hold) and the position: holdings − net deposits, what the member is up (+) or
 * down (−) over the account's life.
 */
export const lifetimeSummary = z.strictObject({
  deposits: majorAmount.nonnegative(),
  withdrawals: majorAmount.nonnegative(),
  netDeposits: majorAmount,
  holdings: majorAmount.nonnegative(),
  netPosition: majorAmount,
});
export type LifetimeSummary = z.output<typeof lifetimeSummary>;

export const profitValue = z.strictObject({
  list: z.array(profitRecord),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  /** the range's totals of the chosen product(s) */
  footer: z.array(betFooter.omit({ total: true }).extend({ betCount: z.number().int().nonnegative() })).length(1),
  lifetime: lifetimeSummary,
});
export type ProfitValue = z.output<typeof profitValue>;
