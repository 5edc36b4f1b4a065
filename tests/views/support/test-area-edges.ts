/**
 * The areas' edges a view test gets when it provides none of its own: quiet fakes (no vendor lanes,
 * no announcements or winners, no content, an empty games catalogue and lottery, a member centre
 * with every page and no badge and a deposit page that waits for its channels, a header that asks nothing), never the live gateway. A test about an area provides that area's edge itself (its
 * provider wins over this table) and asserts on its fakes.
 *
 * A view under test never waits on an area's edge, and never gets the browser's.
 */
import { vi } from 'vitest';
import type { VendorLane } from '../../../src/api/games.api';
import { createGamesCatalogue } from '../../../src/api/games-catalogue.api';
import { createLotteryLobbyApi } from '../../../src/api/lottery.api';
import { pageSources } from '../../../src/api/pages.api';
import type { AreaEdges } from '../../../src/app/area-edges';
import { createBannersEdge } from '../../../src/app/banners.edge';
import { createDepositEdge } from '../../../src/app/deposit.edge';
import type { DepositEnvironment } from '../../../src/app/deposit.edge';
import { createSecurityCenterEdge } from '../../../src/app/security-center.edge';
import type { SecurityCenterEnvironment } from '../../../src/app/security-center.edge';
import { createWithdrawEdge } from '../../../src/app/withdraw.edge';
import type { WithdrawEnvironment } from '../../../src/app/withdraw.edge';
import { createTransferUplineEdge } from '../../../src/app/transfer-upline.edge';
import type { TransferUplineEnvironment } from '../../../src/app/transfer-upline.edge';
import { createWalletTransferEdge } from '../../../src/app/wallet-transfer.edge';
import type { WalletTransferEnvironment } from '../../../src/app/wallet-transfer.edge';
import { createGamesEdge } from '../../../src/app/games.edge';
import { createLotteryEdge } from '../../../src/app/lottery.edge';
import { createAgentCentreEdge } from '../../../src/app/agent-centre.edge';
import { createTeamEdge } from '../../../src/app/team.edge';
import { createTeamReportsEdge } from '../../../src/app/team-reports.edge';
import type { TeamReportsEnvironment } from '../../../src/app/team-reports.edge';
import { createContractsEdge } from '../../../src/app/contracts.edge';
import { createDownlineActionsEdge } from '../../../src/app/downline-actions.edge';
import type { DownlineActionsEnvironment } from '../../../src/app/downline-actions.edge';
import { createRegisterCenterEdge } from '../../../src/app/register-center.edge';
import type { RegisterCenterEnvironment } from '../../../src/app/register-center.edge';
import { createMemberCentreEdge } from '../../../src/app/member-centre.edge';
import type { MemberCentrePageEdges } from '../../../src/app/member-centre.edge';
import { createRecordsEdge } from '../../../src/app/records.edge';
import type { RecordsEnvironment } from '../../../src/app/records.edge';
import { createNavEdge } from '../../../src/app/nav.edge';
import { createShellEdge } from '../../../src/app/shell.edge';
import type { ShellEnvironment } from '../../../src/app/shell.edge';
import { createFeedbackEdge } from '../../../src/app/feedback.edge';

/** An answer that never comes: what waits on it stays loading. */
const never = <T>() => new Promise<T>(() => {});
const readNow = () => ({ epochMs: Date.UTC(2026, 0, 2, 1, 5, 3), utcOffsetMinutes: 480 });

/** A header that shows the clock and asks nothing: the balance stays loading, no unread messages. */
export function quietShellEnvironment(): ShellEnvironment {
  return {
    readNow,
    watchPageVisibility: () => () => {},
    readStoredLanguage: () => null,
    loadCatalog: async () => {},
    ensureCatalog: () => {},
    storeLanguage: vi.fn(),
    updateServerLanguage: async () => {},
    readBalanceHidden: () => false,
    storeBalanceHidden: vi.fn(),
    readBalanceShape: () => null,
    storeBalanceShape: vi.fn(),
    loadBalance: never,
    loadUnreadCount: async () => 0,
    hasAgentHelpEntry: async () => false,
  };
}

/** A deposit page whose calls never answer: it shows that it is loading and asks nothing of the browser. */
/** Every member-centre page's edge, quiet: a test replaces the one it drives. */
export function quietMemberCentrePages(): MemberCentrePageEdges {
  return {
    deposit: createDepositEdge(quietDepositEnvironment()),
    securityCenter: createSecurityCenterEdge(quietSecurityCenterEnvironment()),
    withdraw: createWithdrawEdge(quietWithdrawEnvironment()),
    walletTransfer: createWalletTransferEdge(quietWalletTransferEnvironment()),
    transferUpline: createTransferUplineEdge(quietTransferUplineEnvironment()),
    records: createRecordsEdge(quietRecordsEnvironment()),
    feedback: createFeedbackEdge({ loadFeedback: never, sendFeedback: never, uploadImage: never }),
  };
}

/** A security centre whose config never loads: it shows that it is loading and changes nothing. */
export function quietSecurityCenterEnvironment(): SecurityCenterEnvironment {
  return {
    loadSecurityConfig: never,
    loadPaymentPasswordState: never,
    saveProfileField: never,
    sendContactCode: never,
    verifyCurrentContact: never,
    saveContact: never,
    setPaymentPassword: never,
    changePaymentPassword: never,
    resetPaymentPassword: never,
    sendPaymentPasswordCode: never,
    loadBanks: never,
    loadBankCards: never,
    addBankCard: never,
    deleteBankCard: never,
    today: () => '2026-01-02',
  };
}

/** Record pages whose calls never answer: they show that they are loading and save nothing. */
export function quietRecordsEnvironment(): RecordsEnvironment {
  return {
    loadBetRecords: never,
    loadTransactionRecords: never,
    loadProfitRecords: never,
    loadBetDetail: never,
    exportBetRecords: never,
    exportTransactionRecords: never,
    saveFile: vi.fn(),
    today: () => '2026-01-02',
  };
}

/** A "my wallet" page whose wallets never load: it shows that it is loading and moves nothing. */
export function quietWalletTransferEnvironment(): WalletTransferEnvironment {
  return {
    loadWallets: never,
    walletTransfer: never,
    recallAll: never,
    newIdempotencyKey: () => 'quiet-attempt-key-0002',
  };
}

/** A "transfer to upline" page whose transfer never answers. */
export function quietTransferUplineEnvironment(): TransferUplineEnvironment {
  return {
    transferUpline: never,
    newIdempotencyKey: () => 'quiet-attempt-key-0003',
  };
}

/** A withdraw page whose calls never answer: it shows that it is loading and moves nothing. */
export function quietWithdrawEnvironment(): WithdrawEnvironment {
  return {
    loadWithdrawPage: never,
    loadWithdrawCharges: never,
    submitWithdraw: never,
    loadPaymentConfirmations: never,
    sendConfirmationAnswer: never,
    uploadImage: never,
    newIdempotencyKey: () => 'quiet-attempt-key-0004',
  };
}

export function quietDepositEnvironment(): DepositEnvironment {
  return {
    loadDepositMethods: never,
    depositByLaunchUrl: never,
    manualTransfer: never,
    loadDeposit: never,
    cancelDeposit: never,
    uploadImage: never,
    newIdempotencyKey: () => 'quiet-attempt-key-0001',
    openCheckout: vi.fn(),
  };
}

/** A register centre whose calls never answer: both parts show that they are loading and create nothing. */
export function quietRegisterCenterEnvironment(): RegisterCenterEnvironment {
  return {
    loadRebateCeilings: never,
    loadUrlExpiryOptions: never,
    createAffiliateUrl: never,
    loadAffiliateUrls: never,
    deleteAffiliateUrl: never,
    loadRegisteredAffiliates: never,
    loadAccountRules: never,
    createDownline: never,
    today: () => '2026-03-02',
  };
}

/** Team management whose calls never answer: its list loads for ever, nothing is changed or moved. */
export function quietDownlineActionsEnvironment(): DownlineActionsEnvironment {
  return {
    loadSubordinates: never,
    loadRebateCeilings: never,
    loadDownlineRebates: never,
    updateDownlineRebates: never,
    promoteDownline: never,
    downlineTransfer: never,
    newIdempotencyKey: () => 'quiet-attempt-key-0005',
  };
}

/** Team reports whose calls never answer: each shows that it is loading. */
export function quietTeamReportsEnvironment(): TeamReportsEnvironment {
  return {
    loadTeamBets: never,
    loadDownlineTransactions: never,
    loadTeamPnl: never,
    loadAgentIncome: never,
    loadPayoutRecords: never,
    loadAnnouncements: never,
    today: () => '2026-03-02',
  };
}

/** A fresh table per render: one test's fakes never leak into the next. */
export function testAreaEdges(): Exclude<AreaEdges, 'browser'> {
  const noLanes = async (): Promise<VendorLane[]> => [];
  const empty = async () => ({});
  return {
    nav: createNavEdge({
      loadLanes: async () => [],
      currentLanguage: () => 'EN',
      navigate: vi.fn(),
      storeVendor: vi.fn(),
      prefersReducedMotion: () => true,
    }),
    banners: createBannersEdge({
      loadAnnouncements: async () => ({ banners: [], notices: [], popup: [] }),
      loadWinners: async () => [],
      currentLanguage: () => 'EN',
      prefersReducedMotion: () => true,
      readNow,
      watchPageVisibility: () => () => {},
      navigate: vi.fn(),
      openExternal: vi.fn(),
      popupShownForSession: () => false,
      markPopupShown: vi.fn(),
    }),
    shell: createShellEdge(quietShellEnvironment()),
    pages: pageSources({
      fetchHelpCenter: never,
      fetchPromotions: never,
      fetchPromotionDetail: never,
      fetchNotices: never,
      fetchVipRanks: never,
      fetchAppDownload: never,
    }),
    games: createGamesEdge(
      createGamesCatalogue({
        fetchVendorLanes: noLanes,
        fetchGameList: async () => ({ games: [], totalPages: 0, totalCount: 0 }),
        fetchHotGames: async () => [],
        fetchFavouriteIds: async () => [],
        fetchAllFavourites: async () => [],
        fetchRecentGames: async () => [],
        addFavourite: never,
        removeFavourite: never,
      }),
      () => null,
    ),
    // a transfer-mode merchant with no unread messages
    memberCentre: createMemberCentreEdge({ loadSingleWallet: async () => false, loadUnreadCount: async () => 0 }, quietMemberCentrePages()),
    // an agent with no offers waiting and an empty team
    agentCentre: createAgentCentreEdge(
      { loadWaitingCounts: async () => ({ dividend: 0, daily: 0, hourly: 0, realtime: 0 }) },
      {
        team: createTeamEdge({ loadTeamOverview: never, today: () => '2026-03-02' }),
        contracts: createContractsEdge({
          loadConsolidated: never,
          answerContract: never,
          loadDownlineContracts: never,
          loadContractCandidates: never,
          offerContract: never,
          endContract: never,
        }),
        register: createRegisterCenterEdge(quietRegisterCenterEnvironment()),
        downlineActions: createDownlineActionsEdge(quietDownlineActionsEnvironment()),
        reports: createTeamReportsEdge(quietTeamReportsEnvironment()),
      },
    ),
    lottery: createLotteryEdge(
      createLotteryLobbyApi({
        fetchVendorLanes: noLanes,
        fetchVnGameMenu: empty,
        fetchLotteryGameMenus: empty,
        fetchOpenedNumeros: empty,
        fetchAllOpenedNumeros: empty,
        launchLotteryGame: never,
      }),
      { now: Date.now, language: () => 'EN', navigate: vi.fn(), watchGameExits: () => () => {} },
    ),
  };
}
