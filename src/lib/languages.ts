/**
 * Language codes in the page: the `lang` attribute of each language's name in the picker, so
 * screen readers read it in its own language. The names themselves come from the gateway
 * (`info.languageOptions` of the status call). Codes follow the contract's labels: CN simplified
 * and TW traditional Chinese, MY Burmese, KR Korean, TY Tahitian.
 */
const LANG_TAGS: Readonly<Record<string, string>> = { CN: 'zh-CN', TW: 'zh-TW', MY: 'my', KR: 'ko', TY: 'ty', 'PT-BR': 'pt-BR' };

export function languageTag(code: string): string {
  const upper = code.toUpperCase();
  return LANG_TAGS[upper] ?? upper.toLowerCase();
}
