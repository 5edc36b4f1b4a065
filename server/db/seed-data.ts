/**
 * What the demo merchant looks like on a fresh database. Plain data; seed.ts writes it.
 */
import type { MerchantSettings } from '../system/merchant-settings';

export const DEMO_MERCHANT_CODE = 'demo';

export const demoSettings: MerchantSettings = {
  currency: 'PHP',
  // home country of the merchant: first in the dialing-code picker
  countryCode: 'PH',
  countryDialingCode: '63',
  currencySymbol: 'P',
  defaultLanguage: 'MS',
  // the label codes the contract knows, plus common regional ones: the language menu offers these
  languages: [
    'MS',
    'EN',
    'CN',
    'TW',
    'JA',
    'TH',
    'VI',
    'MY',
    'ES',
    'HI',
    'ID',
    'KM',
    'KO',
    'KR',
    'PT',
    'PT-BR',
    'TA',
    'TY',
    'UR',
    'TR',
    'BN',
    'AR',
    'FA',
    'RU',
    'KK',
    'UZ',
    'LO',
    'NE',
    'FR',
    'DE',
    'IT',
    'NL',
    'PL',
    'SV',
    'FI',
    'DA',
    'NO',
    'CS',
    'HU',
    'RO',
  ],
  defaultInitialPassword: 'Welcome2026!',
  passwordMaxAgeDays: 90,
  loginedToHomePage: false,
  mainDomain: 'localhost',
  imageCDNs: [],
  launchGameCDNs: [],
};

export interface ModuleSeed {
  modId: string;
  enabled: boolean;
  children?: ModuleSeed[];
}

const on = (modId: string, children?: ModuleSeed[]): ModuleSeed => ({ modId, enabled: true, children });
const off = (modId: string): ModuleSeed => ({ modId, enabled: false });

/** Feature switches, grouped by area; the root node is ROOT. */
export const demoModules: ModuleSeed[] = [
  on('COMM3', [
    on('FREEPLAY3'),
    off('MOBILEVERCODELOGIN3'),
    off('SHOWCAPTCHA3'),
    on('CAPTCHA3'),
    off('TELEGRAMLOGIN3'),
    off('GOOGLELOGIN3'),
    off('FACEBOOKLOGIN3'),
  ]),
  on('REG3', [on('USERNAMEREG3'), on('MOBILENUMREG3', [on('MOBILENUMPASSREG3'), on('REGMOBVERF3')]), on('DIRECTREG3'), on('HUMANCHECK3')]),
  on('SECURITY3', [on('PWDEXPFORCECHANGE3'), off('CHNGPASSVERIF3')]),
  on('MEMBERCENTER3', [on('VIP3'), on('REFERRAL3'), on('FEEDBACK3')]),
  // the agent centre's entries (research §4.1) and the contract kinds the gateway offers
  on('AGENTCENTER3', [
    on('AGETRANSFERUP3'),
    on('REGCEN'),
    on('DOWNMAN'),
    on('TRANSBETREPMEM3'),
    on('AGETEAMPNL3'),
    on('AGEREV3'),
    on('HOURSAL3'),
    on('DAILYSAL3'),
    on('REALTIMESAL3'),
    on('SIGNCONDIV3'),
  ]),
];

export interface RegisterRuleSeed {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  type?: string;
}

const rule = (
  field: string,
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
  type?: string,
): RegisterRuleSeed => ({ field, enabled, required, acceptedPattern, patternId, minLength, maxLength, type });

/** Register rules for the fields of CONTRACT §4.4; patternId selects the reg_pattern_<id> message. */
export const demoRegisterRules: RegisterRuleSeed[] = [
  rule('username', true, true, '^[A-Za-z][A-Za-z0-9]*$', 1, 6, 16),
  rule('password', true, true, '^(?=.*[A-Za-z])(?=.*\\d).*$', 5, 8, 128, 'password'),
  rule('payeeName', true, false, '^[A-Za-z ]+$', 8, 2, 50),
  rule('paymentPassword', false, false, '^\\d+$', 6, 6, 6, 'password'),
  rule('qqNum', false, false, '^\\d+$', 6, 5, 12),
  rule('line', false, false, '^\\S+$', 9, 4, 30),
  rule('whatsapp', true, false, '^\\d+$', 6, 8, 15),
  rule('facebook', false, false, '^\\S+$', 9, 5, 50),
  rule('wechat', false, false, '^\\S+$', 9, 6, 20),
  rule('idNumber', false, false, '^[A-Za-z0-9]+$', 14, 6, 20),
  rule('email', true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 3, 6, 64, 'email'),
  rule('mobileNum', true, true, '^9\\d{9}$', 6, 10, 10, 'tel'),
  rule('affiliateCode', true, false, '^[A-Za-z0-9]+$', 4, 4, 20),
  rule('captcha', true, true, '^[A-Za-z0-9]+$', 4, 4, 4),
  rule('recommenderId', false, false, '*', 0, 0, 30),
];

/**
 * Live chat (csType 3) and a VIP desk (csType 4); paths are encrypted at seed time. Both open the
 * gateway's local chat page: a site path is made absolute with PUBLIC_URL when it is served
 * (server/content/customer-service.ts); a real deployment stores its chat provider's address.
 */
export const demoCustomerService = [
  { csType: 3, url: '/cs/chat?desk=live', key: 'k7Qm2xPa' },
  { csType: 4, url: '/cs/chat?desk=vip', key: 'Vp4nR8sd' },
];

/**
 * The app downloads. No social channels: a demo has none of its own, and an example address leads
 * nowhere; the operator sets the brand's (`npm run admin -- social ...`, server/content/social-links.ts).
 */
export const demoResources = [
  { resourceType: 'Android', url: 'https://download.example.com/demo.apk', qrCodeUrl: null, labelNameEn: 'Android App' },
  { resourceType: 'IOS', url: 'https://download.example.com/demo.mobileconfig', qrCodeUrl: null, labelNameEn: 'iOS App' },
];

/**
 * The demo agent's own rebate rates in basis points: the most a top agent may give, the merchant's
 * default ceilings (server/agent-register/rebate-rates.ts), 2.00 % on lottery and 1.00 % on the rest.
 */
const demoAgentRebates: Record<string, number> = {
  LIVE: 100,
  SPORTS: 100,
  ESPORTS: 100,
  RNG: 100,
  COCKFIGHT: 100,
  FISH: 100,
  PVP: 100,
  LOTT: 200,
  ELOTT: 100,
};

export const demoAccounts: {
  username: string;
  password: string;
  type: number;
  nickname: string;
  affiliateCode: string | null;
  rebates: Record<string, number>;
}[] = [
  { username: 'demo_player', password: 'Player2026!', type: 0, nickname: 'Demo Player', affiliateCode: null, rebates: {} },
  // its invitation code makes /register?affiliateCode=DEMOAGENT sign players up under it
  { username: 'demo_agent', password: 'Agent2026!', type: 1, nickname: 'Demo Agent', affiliateCode: 'DEMOAGENT', rebates: demoAgentRebates },
];
