/**
 * Which charts of machines/registry.ts the report covers. The client composition is found from its
 * root (every chart it invokes, at any depth); server-side charts are listed in server-charts.ts.
 * Every other registered chart gives the reason it does not decide who is signed in, here or in its
 * registry row (`outsideAuthReport`), so a new chart is either added to the report or consciously
 * left out.
 */
import type { AnyStateMachine } from 'xstate';
import { CLIENT_ROOT, LOADED_CHARTS } from './client-charts';
import { isChart } from './explorable-system';
import { serverCharts } from './server-charts';
import { machineRegistry } from '../../machines/registry';

const SHELL_CHART = 'a part of the site shell: it shows or moves content and never decides who is signed in';

const listedOutsideReport: Record<string, string> = {
  siteClock: SHELL_CHART,
  theme: SHELL_CHART,
  bannerCarousel: SHELL_CHART,
  noticeBar: SHELL_CHART,
  jackpotCounter: SHELL_CHART,
  newsPopup: 'shows notices after a sign-in it only observes; it never starts or ends a session',
  vendorMenu: SHELL_CHART,
  customerService: 'opens the customer-service chat link; it needs no session and grants none',
  languagePicker: 'switches the interface language; when signed in it only updates the member language with the existing token',
  accountBalance: 'reads the balance with the existing token; it never starts or ends a session',
  unreadMessages: 'reads the unread-message count with the existing token; it never starts or ends a session',
  affiliateLink: SHELL_CHART,
  dialog: SHELL_CHART,
  chunkLoader: 'loads a page or dialog chunk of the site; no session is involved',
  gameLaunch: 'launches a game with the existing token and opens the login dialog for a guest; it never starts or ends a session',
  pageData: 'loads the data of a content page (help, promotions, VIP ranks, notices, app download); it never starts or ends a session',
  gameList:
    'lists games; for favourites and recent games it reads the existing token and sends guests to the session chart to sign in; it never starts or ends a session',
  favouriteToggle:
    "adds or removes a favourite with the existing token; guests are sent to the session chart's login; it never starts or ends a session",
  lotteryLobby: 'lists lottery games and launches a named one with the existing token; it never starts or ends a session',
  pagedList: "lists a centre page's records with the existing token and exports them; it never starts or ends a session",
  imageUpload: 'checks picked images and uploads them with the existing token; it never starts or ends a session',
  memberCentre: "opens a signed-in member's centre pages with the existing token; it never starts or ends a session",
  deposit: "makes and follows a signed-in member's deposits with the existing token; it never starts or ends a session",
  withdraw: "requests a signed-in member's withdrawal with the existing token and the payment password; it never starts or ends a session",
  withdrawalConfirmation:
    "answers whether a signed-in member's withdrawal payment arrived, with the existing token; it never starts or ends a session",
  walletTransfer: "moves money between a signed-in member's wallets with the existing token; it never starts or ends a session",
  transferUpline: "sends money to a signed-in member's upline with the existing token and the payment password; it never starts or ends a session",
  depositLifecycle:
    "decides a deposit (the provider's webhook, an operator, the member's cancel) and credits the wallet once; it never starts or ends a session",
  withdrawalLifecycle:
    "decides a withdrawal (an operator's review and payment, the member's confirmation, the clock) and moves its money once; it never starts or ends a session",
  agentContract:
    "decides an agent contract between two signed-in agents (offers, answers, ends, the system's release) with their existing tokens; it never starts or ends a session",
  agentCentre: "opens a signed-in agent's centre pages with the existing token; it never starts or ends a session",
  contractOffers: 'answers the contract offers made to a signed-in agent, with the existing token; it never starts or ends a session',
  downlineContracts:
    "offers, withdraws and ends a signed-in agent's contracts with its downlines, with the existing token; it never starts or ends a session",
  affiliateUrls:
    "creates, lists and deletes a signed-in agent's affiliate links and lists who registered through one, with the existing token; it never starts or ends a session",
  downlineAccount:
    "opens a downline account for a signed-in agent with the existing token (sealed); the new account is not signed in and the agent's session is unchanged",
  downlineActions:
    "lists a signed-in agent's team and opens its actions on one downline (promoting it), with the existing token; it never starts or ends a session",
  downlineRebates: "reads and sets a direct downline's rebate rates with a signed-in agent's existing token; it never starts or ends a session",
  downlineTransfer:
    "moves money between a signed-in agent's and a downline's main wallets with the existing token and the payment password; it never starts or ends a session",
  paymentPasswordGuard: "counts wrong answers to a signed-in member's payment password and locks it; it guards withdrawals, never a session",
  securityCenter: "shows and edits a signed-in member's security settings with the existing token; it never starts or ends a session",
  profileField: "saves a signed-in member's nickname, real name or birthday with the existing token; it never starts or ends a session",
  contactBinding:
    "binds or changes a signed-in member's mobile number or e-mail with the existing token, by codes sent to the bound and the new one; it never starts or ends a session (the gateway's sms-code and contact-binding checks guard the number SMS login and password reset then use)",
  paymentPassword:
    "sets, changes or resets (by a texted code) a signed-in member's payment password with the existing token; it guards withdrawals, never a session",
  bankCards: "lists, adds and deletes a signed-in member's bank accounts with the existing token; it never starts or ends a session",
};

/** The charts left out with their reasons: the ones listed here and the ones whose registry row gives one. */
export const chartsOutsideReport: Record<string, string> = {
  ...listedOutsideReport,
  ...Object.fromEntries(machineRegistry.flatMap((chart) => (chart.outsideAuthReport ? [[chart.id, chart.outsideAuthReport]] : []))),
};

/** Machine ids of the client composition, root first. */
export function clientChartIds(root: AnyStateMachine = CLIENT_ROOT): string[] {
  const ids = [root.id];
  const children = [...Object.values(root.implementations.actors), ...Object.values(LOADED_CHARTS[root.id] ?? {})];
  for (const logic of children) {
    if (isChart(logic)) for (const id of clientChartIds(logic)) if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

export const serverChartIds = (): string[] => Object.keys(serverCharts);
