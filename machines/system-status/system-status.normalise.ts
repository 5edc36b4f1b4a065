/** Pure mapping from the gateway's status value to the chart's `SystemStatus` (used by the edge). */
import { utcOffsetOrDefault } from '../../rules/merchant-day';
import type {
  FooterBadge,
  FooterLicence,
  LocalisedText,
  ModuleNodeWire,
  RightBarLinks,
  SiteFooterInfo,
  SystemStatus,
  SystemStatusCode,
  SystemStatusWire,
} from './system-status.types';

/** SPEC §2: the right bar shows at most 3 Telegram links. */
export const MAX_TELEGRAM_LINKS = 3;

export function statusCodeOf(wire: Pick<SystemStatusWire, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (wire.maintenance) return 1;
  if (wire.regionRestriction) return 2;
  return 0;
}

/** Flattens the module tree; a switch under a disabled parent counts as off. */
export function flattenModules(node: ModuleNodeWire, parentOn = true, into: Record<string, boolean> = {}): Record<string, boolean> {
  const on = parentOn && node.enabled === '1';
  into[node.modId] = on;
  for (const child of node.childrenNodes ?? []) flattenModules(child, on, into);
  return into;
}

/** Names of the offered languages, keyed by upper-case code; anything malformed is left out. */
export function languageNamesOf(options: SystemStatusWire['info']['languageOptions']): Record<string, string> {
  const names: Record<string, string> = {};
  for (const option of options ?? []) {
    if (typeof option?.code === 'string' && typeof option.nativeName === 'string' && option.nativeName.trim() !== '') {
      names[option.code.toUpperCase()] = option.nativeName.trim();
    }
  }
  return names;
}

export function toSystemStatus(wire: SystemStatusWire): SystemStatus {
  const { info } = wire;
  return {
    code: statusCodeOf(wire),
    features: flattenModules(info.whitelabel),
    maintenance: {
      endTime: wire.maintenanceEnd === null ? null : new Date(wire.maintenanceEnd).toISOString(),
      message: wire.maintenanceMessage,
    },
    ip: wire.location.ip,
    customerService: info.customerService.map(({ csType, path }) => ({ csType, path })),
    merchantCode: info.merchantCode,
    currencySymbol: info.currencySymbol,
    defaultLanguage: info.defaultLanguage,
    languages: [...info.languages],
    languageNames: languageNamesOf(info.languageOptions),
    loginedToHomePage: info.loginedToHomePage,
    utcOffsetMinutes: utcOffsetOrDefault(info.utcOffsetMinutes),
    registerRules: info.register,
    footer: toSiteFooter(info.footer),
    rightBar: toRightBar(info.rightBar),
  };
}

// The footer and right bar become links and images on every page: whatever another gateway sends,
// only well-formed entries with http(s) addresses or site paths are kept (never `javascript:`).

type Wire = Record<string, unknown>;
const recordOf = (value: unknown): Wire => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Wire) : {});
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An absolute http(s) address, else null. */
export function webAddress(value: unknown): string | null {
  const url = textOf(value).trim();
  return /^https?:\/\/[^/\s]/i.test(url) ? url : null;
}

/** A path of this site (`/help#term`; not a protocol-relative `//host`), else a web address, else null. */
const linkOf = (value: unknown): string | null => (/^\/(?![/\\])/.test(textOf(value)) ? textOf(value) : webAddress(value));

function toLicences(value: unknown): FooterLicence[] {
  return listOf(value).flatMap((item) => {
    const { code, name, text } = recordOf(item);
    // only the texts that are strings: the footer prints them as they are
    const texts: LocalisedText = Object.fromEntries(
      Object.entries(recordOf(text)).filter((entry): entry is [string, string] => textOf(entry[1]) !== ''),
    );
    return textOf(code) === '' ? [] : [{ code: textOf(code), name: textOf(name), text: texts }];
  });
}

function toBadges(value: unknown): FooterBadge[] {
  return listOf(value).flatMap((item) => {
    const { name, imageUrl, url } = recordOf(item);
    const image = linkOf(imageUrl);
    return image === null || textOf(name) === '' ? [] : [{ name: textOf(name), imageUrl: image, url: linkOf(url) }];
  });
}

/** The footer content the status call carries, or null when it carries none. */
export function toSiteFooter(wire: unknown): SiteFooterInfo | null {
  if (typeof wire !== 'object' || wire === null) return null;
  const footer = recordOf(wire);
  return {
    licences: toLicences(footer.licences),
    certificates: toBadges(footer.certificates),
    payments: toBadges(footer.payments),
    responsibleGaming: toBadges(footer.responsibleGaming),
    copyrightHolder: textOf(footer.copyrightHolder).trim(),
  };
}

/** The right bar's links: only http(s) addresses, at most 3 Telegram links. */
export function toRightBar(wire: unknown): RightBarLinks {
  const bar = recordOf(wire);
  return {
    liveChat: bar.liveChat === true,
    facebook: webAddress(bar.facebook),
    telegram: listOf(bar.telegram)
      .map(webAddress)
      .filter((url): url is string => url !== null)
      .slice(0, MAX_TELEGRAM_LINKS),
    whatsapp: webAddress(bar.whatsapp),
  };
}
