/**
 * The merchant's public configuration (CONTRACT §4.3, §4.4): `GET /wps/system/status`,
 * `GET /wps/system/setting/register` and `GET /wps/system/country`.
 */
import { z } from 'zod';
import { epochMs, languageCode, siteUrl } from './fields.schemas';

export interface ModuleNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: ModuleNode[];
}

/** The module tree; clients flatten it to `{ [modId]: enabled === '1' }`. */
export const moduleNode: z.ZodType<ModuleNode> = z.lazy(() =>
  z.strictObject({ modId: z.string().min(1), enabled: z.enum(['1', '0']), childrenNodes: z.array(moduleNode) }),
);

/** How a register field is checked (CONTRACT §4.4): `new RegExp(acceptedPattern)` ('*' is '.*') and the length. */
export const registerRule = z.strictObject({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().nonnegative(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().nonnegative(),
  type: z.string().optional(),
});
export type RegisterRule = z.output<typeof registerRule>;

/** The modules of registration and login that the register form reads, beside the field rules. */
export const REGISTRATION_SWITCHES = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  'MOBILEVERCODELOGIN3',
] as const;

/**
 * `value` of `GET /wps/system/setting/register`: a rule per field (every key but the two below),
 * the `verificationCode` rule derived from mobileNum's, the switches and whether a captcha shows.
 */
export const registerSettingsValue = z
  .object({
    verificationCode: registerRule,
    switches: z.strictObject(
      Object.fromEntries(REGISTRATION_SWITCHES.map((modId) => [modId, z.boolean()])) as Record<(typeof REGISTRATION_SWITCHES)[number], z.ZodBoolean>,
    ),
    showCaptcha: z.boolean(),
  })
  .catchall(registerRule);
export type RegisterSettingsValue = z.output<typeof registerSettingsValue>;

export const country = z.strictObject({
  /** ISO 3166 alpha-2 */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** digits, no '+' */
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  name: z.string().min(1),
});
export type Country = z.output<typeof country>;

/** `value` of `GET /wps/system/country`: the merchant's own country first. */
export const countriesValue = z.array(country);

/**
 * A customer-service desk: `path` is base64(DES-ECB-PKCS7(url, key8)) + key8 (CONTRACT §3.2);
 * csType 3 is live chat, 4 the VIP desk.
 */
export const customerServiceDesk = z.strictObject({
  csType: z.number().int(),
  path: z.string().min(9),
  name: z.enum(['livechat', 'vip', 'service']),
  /** the lowest club rank the desk serves; null = everyone */
  minRankLevel: z.number().int().nullable(),
});
export type CustomerServiceDesk = z.output<typeof customerServiceDesk>;

const localisedText = z.record(z.string(), z.string());
const footerBadge = z.strictObject({ name: z.string(), imageUrl: siteUrl, url: z.string().nullable() });

/** The merchant's footer: licences, badges, the copyright holder (server/content/site-footer.ts). */
export const siteFooter = z.strictObject({
  licences: z.array(z.strictObject({ code: z.string().min(1), name: z.string(), text: localisedText })),
  certificates: z.array(footerBadge),
  payments: z.array(footerBadge),
  responsibleGaming: z.array(footerBadge),
  copyrightHolder: z.string(),
});
export type SiteFooter = z.output<typeof siteFooter>;

const appLink = z.strictObject({ url: z.string().min(1), qrCodeUrl: z.string().nullable() });

/** `value` of `GET /wps/system/status`. */
export const systemStatusValue = z.strictObject({
  maintenance: z.boolean(),
  /** the announced end of maintenance, while it is on */
  maintenanceEnd: epochMs.nullable(),
  maintenanceMessage: z.string().nullable(),
  regionRestriction: z.boolean(),
  location: z.strictObject({ ip: z.string(), country: z.string().nullable() }),
  info: z.strictObject({
    // the contract's fields
    whitelabel: moduleNode,
    register: z.record(z.string(), registerRule),
    customerService: z.array(customerServiceDesk),
    resources: z.array(
      z.strictObject({ resourceType: z.string().min(1), url: z.string(), qrCodeUrl: z.string().nullable(), labelNameEn: z.string() }),
    ),
    domainRoute: z.array(z.unknown()),
    mainDomain: z.string(),
    analytics: z.strictObject({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    // the shell (server/content/site-info.ts)
    languageOptions: z.array(z.strictObject({ code: z.string().min(1), nativeName: z.string().min(1), rtl: z.boolean() })),
    features: z.strictObject({ vip: z.boolean(), memberCenter: z.boolean(), agentCenter: z.boolean(), referral: z.boolean() }),
    footer: siteFooter.nullable(),
    rightBar: z.strictObject({
      liveChat: z.boolean(),
      facebook: z.string().nullable(),
      telegram: z.array(z.string()).max(3),
      whatsapp: z.string().nullable(),
    }),
    appDownload: z.strictObject({ android: appLink.nullable(), ios: appLink.nullable(), imageUrl: siteUrl }),
    merchantCode: z.string().min(1),
    currencySymbol: z.string(),
    /** the merchant's time zone, minutes east of UTC (480 is UTC+8): the site writes dates and counts days in it */
    utcOffsetMinutes: z.number().int().min(-720).max(840),
    defaultLanguage: languageCode,
    languages: z.array(languageCode),
    loginedToHomePage: z.boolean(),
    phoneAuth: z.strictObject({ enabled: z.boolean(), projectId: z.string().nullable() }),
    social: z.strictObject({
      telegram: z.strictObject({ botName: z.string(), botId: z.string().regex(/^\d+$/), oauthUrl: z.string() }).nullable(),
      google: z.boolean(),
      facebook: z.boolean(),
    }),
  }),
});
export type SystemStatusValue = z.output<typeof systemStatusValue>;
