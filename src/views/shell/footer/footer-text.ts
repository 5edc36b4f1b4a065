/** Pure helpers of the footer: the licence text in the visitor's language, and badge targets. */
import type { LocalisedText } from '../../../../machines/system-status';

/** Site language codes whose texts the merchant keeps under another code (Chinese is `CN`). */
const TEXT_CODE_ALIASES: Record<string, string> = { ZH: 'CN' };

/**
 * The text in `language`, else in the merchant's default language, else English, else the first
 * one there is ('' when there is none).
 */
export function textIn(text: LocalisedText, language: string, defaultLanguage: string): string {
  const code = language.toUpperCase();
  const candidates = [code, TEXT_CODE_ALIASES[code], defaultLanguage.toUpperCase(), 'EN'];
  for (const candidate of candidates) {
    if (candidate && text[candidate]) return text[candidate];
  }
  return Object.values(text).find((value) => value !== '') ?? '';
}

/** Where a badge leads: a help entry (opened in the help dialog), another site path, or an outside page. */
export type BadgeTarget = { kind: 'help'; entry: string } | { kind: 'route'; to: string } | { kind: 'external'; url: string } | null;

export function badgeTarget(url: string | null): BadgeTarget {
  if (url === null || url === '') return null;
  const help = /^\/help#([\w-]{1,40})$/.exec(url);
  if (help) return { kind: 'help', entry: help[1] };
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'route', to: url };
  return /^https?:\/\//i.test(url) ? { kind: 'external', url } : null;
}
