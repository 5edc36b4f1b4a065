/**
 * A merchant's settings, kept as jsonb in merchants.settings and read by every part of the gateway.
 * Written out here (not inferred from the demo seed) so that an operator's merchant and the demo one
 * are held to the same shape, and a field the seed happens to lack is still known.
 */
import type { WalletMode } from '../demo-games/wallet-mode';

export interface MerchantSettings {
  /** ISO 4217 code of the money the wallets hold, e.g. PHP */
  currency: string;
  /** what the site shows before an amount, e.g. ₱ or P */
  currencySymbol: string;
  /** home country (ISO 3166 alpha-2): first in the dialing-code picker */
  countryCode?: string;
  /** dialing code of the home country without '+', used when a form sends none */
  countryDialingCode?: string;
  /** the label code of the language a visitor gets first (MS, EN, CN, …) */
  defaultLanguage: string;
  /** the label codes the language menu offers */
  languages: string[];
  /** the password accounts created by the operator start with; logging in with it forces a change */
  defaultInitialPassword: string;
  /** days after which a password has expired (0: never); a forced change needs PWDEXPFORCECHANGE3 */
  passwordMaxAgeDays: number;
  /** members-only site: guests are sent to /login */
  loginedToHomePage: boolean;
  /** the domain the merchant's site lives on */
  mainDomain: string;
  /** hosts that serve pictures and game launches; empty: the gateway's own */
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** how games move money (server/demo-games/wallet-mode.ts); absent: single */
  walletMode?: WalletMode;
  /** bank cards and e-wallet accounts a member may bind at once; absent: 5 (server/security-center/bank-cards.service.ts) */
  maxBankCards?: number;
  /** the merchant's business day, minutes east of UTC: settlement periods start at its midnight; absent: 480 (UTC+8) */
  utcOffsetMinutes?: number;
  /** minor units of play credit (not money) a free-play account gets at each login; absent: 200000, 2,000.00 (server/wallet/play-credit.service.ts) */
  playCredit?: number;
}
