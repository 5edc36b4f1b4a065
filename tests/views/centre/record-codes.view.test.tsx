/**
 * Issue 32: the record pages name what the gateway sends as codes (game types, movement types and
 * steps, bet statuses, game wallets) in the member's language and never show the code itself. A
 * guard renders a row for every code of every set the records carry, in Malay, English and
 * Chinese, and fails on any code left in the table.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PagedListView } from '../../../machines/paged-list';
import { BetDetail } from '../../../src/views/centre/records/bet-detail';
import { BetRecords } from '../../../src/views/centre/records/bet-records';
import { TransactionRecords } from '../../../src/views/centre/records/transaction-records';
import { GAME_TYPE_CODES } from '../../../wire/games.schemas';
import { BET_STATUSES, TX_NOTES, TX_TYPES } from '../../../wire/records.schemas';
import type { BetDetailValue, BetRecord, TransactionRecord } from '../../../wire/records.schemas';
import { activateLocale, i18n } from '../support/languages';
import type { TestLocale } from '../support/languages';

afterEach(cleanup);

const LOCALES: TestLocale[] = ['ms', 'en', 'zh'];
const AT = new Date(2026, 2, 10, 8, 0, 0).getTime();
/** a game wallet's vendor code, as the wallet column receives it */
const VENDOR = 'SPB';

function listView<Row, Summary>(rows: readonly Row[]): PagedListView<Row, Summary> {
  return {
    status: 'loaded',
    rows,
    filters: {},
    range: { from: '2026-03-10', to: '2026-03-10' },
    preset: 'today',
    maxRangeDays: 90,
    maxExportDays: 366,
    exportOnly: false,
    pageNo: 1,
    pageCount: 1,
    total: rows.length,
    canPrev: false,
    canNext: false,
    canRefresh: true,
    canRetry: false,
    canExport: false,
    isEmpty: rows.length === 0,
    isLoading: false,
    errorCode: null,
    exporting: false,
    exportErrorCode: null,
    summary: null,
  };
}

const entry = (n: number, overrides: Partial<TransactionRecord>): TransactionRecord => ({
  txId: String(n),
  txType: 'deposit',
  txTimeInTimestamp: AT,
  amount: 100,
  currentAvailBalance: 100,
  wallet: 'main',
  walletName: null,
  orderNo: String(n),
  note: null,
  remark: null,
  ...overrides,
});

const bet = (n: number, overrides: Partial<BetRecord>): BetRecord => ({
  orderNo: `G${n}`,
  product: 'RNG',
  gameName: 'Lucky Reels',
  betTimeInTimestamp: AT,
  settleTimeInTimestamp: AT,
  betAmount: 1,
  validBetAmount: 1,
  winAmount: 0,
  profitAndLoss: -1,
  status: 'lost',
  ...overrides,
});

function renderIn(locale: TestLocale, ui: React.ReactElement) {
  activateLocale(locale);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

const accountRecord = (rows: readonly TransactionRecord[]) => (
  <TransactionRecords view={listView(rows)} send={() => {}} today="2026-03-10" idPrefix="t" testId="account-record" />
);

/** The table's cells, row by row (the header row left out). */
const cells = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));

describe('the account record names steps and wallets, never their codes', () => {
  const expected: Record<TestLocale, { hold: string; gameWallet: string }> = {
    en: { hold: 'Withdrawal on hold', gameWallet: 'Game wallet' },
    ms: { hold: 'Pengeluaran ditahan', gameWallet: 'Dompet permainan' },
    zh: { hold: '提款冻结中', gameWallet: '游戏钱包' },
  };
  for (const locale of LOCALES) {
    it(`shows a held withdrawal and a game wallet in ${locale}`, () => {
      renderIn(
        locale,
        accountRecord([
          entry(1, { txType: 'withdrawal', amount: -100, note: 'withdrawalHold' }),
          entry(2, { txType: 'payout', wallet: VENDOR, walletName: 'Spinbird Gaming', remark: 'Lucky Reels' }),
          entry(3, { txType: 'payout', wallet: 'KRK', walletName: null, remark: 'Lucky Reels' }),
        ]),
      );
      const [held, named, unnamed] = cells('account-record');
      expect(held[1]).toBe(expected[locale].hold);
      expect(named[4]).toBe('Spinbird Gaming');
      expect(unnamed[4]).toBe(expected[locale].gameWallet);
      expect(screen.getByTestId('account-record').textContent).not.toMatch(/\bKRK\b|withdrawalHold/);
    });
  }
});

/** Every code of `codes` that the text shows as a word of its own (case kept: "Deposit" is a name, "deposit" the code). */
const shownCodes = (text: string, codes: readonly string[]) =>
  codes.filter((code) => new RegExp(`(^|[^\\p{L}\\p{N}_])${code}($|[^\\p{L}\\p{N}_])`, 'u').test(text));

describe('guard: no record row shows a code of the sets the records carry', () => {
  const entries = [
    ...TX_TYPES.map((txType, i) => entry(i + 1, { txType })),
    ...TX_NOTES.map((note, i) => entry(100 + i, { txType: note.startsWith('withdrawal') ? 'withdrawal' : 'bet', note })),
    entry(200, { wallet: VENDOR, walletName: null }),
  ];
  const bets = [...GAME_TYPE_CODES.map((product, i) => bet(i + 1, { product })), ...BET_STATUSES.map((status, i) => bet(100 + i, { status }))];
  const codes = [...TX_TYPES, ...TX_NOTES, ...GAME_TYPE_CODES, ...BET_STATUSES, VENDOR];

  for (const locale of LOCALES) {
    it(`in ${locale}: the account record's and the betting record's rows`, () => {
      renderIn(
        locale,
        <>
          {accountRecord(entries)}
          <BetRecords view={listView(bets)} send={() => {}} today="2026-03-10" idPrefix="b" testId="betting-record" />
        </>,
      );
      const rows = [...cells('account-record'), ...cells('betting-record')].map((row) => row.join(' | '));
      expect(rows.flatMap((row) => shownCodes(row, codes).map((code) => `${code} in "${row}"`))).toEqual([]);
    });
  }
});

describe("a lottery bet's detail names the bet kind, never its code", () => {
  // the names the gateway sends in each language: the betting page's own
  const names: Record<TestLocale, { kind: string; product: string }> = {
    en: { kind: 'Special prize, last 2 digits (Đề)', product: 'Lottery' },
    ms: { kind: 'Hadiah khas, 2 digit terakhir (Đề)', product: 'Loteri' },
    zh: { kind: '特等奖后两位（Đề）', product: '彩票' },
  };
  for (const locale of LOCALES) {
    it(`in ${locale}`, () => {
      const detail: BetDetailValue = {
        ...bet(1, { orderNo: 'L1', product: 'LOTT', gameName: 'Hà Nội', status: 'open' }),
        reference: '20261207',
        rtpReference: 'vn-de-v1 RTP 95.00%',
        betKind: 'DE',
        betKindName: names[locale].kind,
        picks: ['42'],
        winningNumbers: null,
        outcome: null,
      };
      renderIn(
        locale,
        <MemoryRouter>
          <BetDetail orderNo="L1" view={{ status: 'loaded', data: detail, errorCode: null, canRetry: false }} closeTo="/" onRetry={() => {}} />
        </MemoryRouter>,
      );
      const values = [...document.querySelectorAll('.records__detail-list dd')].map((dd) => dd.textContent);
      expect(values).toContain(names[locale].kind);
      expect(values).toContain(names[locale].product);
      expect(values).not.toContain('DE');
      expect(values).not.toContain('LOTT');
    });
  }
});
