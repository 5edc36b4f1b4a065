/**
 * What the site shell needs from the status call besides the contract's fields (added to
 * `info` by server/system/system.routes.ts):
 *
 *   languageOptions: { code, nativeName, rtl }[]   the offered codes (info.languages) with names
 *   features: { vip, memberCenter, agentCenter, referral }   from the module tree (VIP3,
 *             MEMBERCENTER3, AGENTCENTER3, REFERRAL3); one source with info.whitelabel
 *   footer: SiteFooter | null                      licences, badges, copyright holder
 *   rightBar: { liveChat: boolean, facebook: url|null, telegram: url[] (at most 3), whatsapp: url|null }
 *             from info.resources (FACEBOOK, TELEGRAM, TELEGRAM_2, TELEGRAM_3, WHATSAPP: the
 *             operator's `social` command, social-links.ts; null or left out when unset) and
 *             info.customerService (live chat = csType 3)
 *   appDownload: { android: { url, qrCodeUrl }|null, ios: { url, qrCodeUrl }|null, imageUrl }
 *             from info.resources (Android, IOS)
 *   utcOffsetMinutes: the merchant's time zone (settings.utcOffsetMinutes, default UTC+8), in which
 *             the site writes dates and counts days, as the gateway settles them
 */
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../rules/merchant-day';
import type { Merchant } from '../system/merchant.service';
import { artUrl } from './artwork-catalogue';
import { LIVE_CHAT_TYPE } from './customer-service';
import { languageOptions } from './language-names';

export type { FooterBadge, LocalisedText, SiteFooter } from './site-footer';

const resourceUrl = (merchant: Merchant, type: string) => merchant.resources.find((r) => r.resourceType === type)?.url ?? null;

const download = (merchant: Merchant, type: string) => {
  const found = merchant.resources.find((r) => r.resourceType === type);
  return found ? { url: found.url, qrCodeUrl: found.qrCodeUrl } : null;
};

export function siteShellInfo(merchant: Merchant) {
  const features = merchant.features;
  return {
    languageOptions: languageOptions(merchant.settings.languages),
    features: {
      vip: features.VIP3 === true,
      memberCenter: features.MEMBERCENTER3 === true,
      agentCenter: features.AGENTCENTER3 === true,
      referral: features.REFERRAL3 === true,
    },
    footer: merchant.footer,
    rightBar: {
      liveChat: merchant.customerService.some((entry) => entry.csType === LIVE_CHAT_TYPE),
      facebook: resourceUrl(merchant, 'FACEBOOK'),
      telegram: ['TELEGRAM', 'TELEGRAM_2', 'TELEGRAM_3'].map((type) => resourceUrl(merchant, type)).filter((url): url is string => url !== null),
      whatsapp: resourceUrl(merchant, 'WHATSAPP'),
    },
    appDownload: {
      android: download(merchant, 'Android'),
      ios: download(merchant, 'IOS'),
      imageUrl: artUrl('app-download'),
    },
    utcOffsetMinutes: merchant.settings.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES,
  };
}
