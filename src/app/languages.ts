/**
 * Native names of the language codes a merchant may offer (SPEC §1: about 40 codes from
 * configuration). The picker shows each language in its own script, so these names are not
 * translated. The gateway sends the same names in the status call's `info.languageOptions`; the
 * site's status chart does not keep them yet, so the table lives here too. Codes follow the
 * contract's labels: CN simplified and TW traditional Chinese, MY Burmese, KO and KR both Korean,
 * TY Tahitian. A code missing here is shown as the code itself.
 */
const NATIVE_NAMES: Readonly<Record<string, string>> = {
  MS: 'Bahasa Melayu',
  EN: 'English',
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  MY: 'မြန်မာ',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  KM: 'ភាសាខ្មែរ',
  KO: '한국어',
  KR: '한국어',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  TA: 'தமிழ்',
  TY: 'Reo Tahiti',
  UR: 'اردو',
  TR: 'Türkçe',
  BN: 'বাংলা',
  AR: 'العربية',
  FA: 'فارسی',
  RU: 'Русский',
  KK: 'Қазақ тілі',
  UZ: 'Oʻzbekcha',
  LO: 'ລາວ',
  NE: 'नेपाली',
  FR: 'Français',
  DE: 'Deutsch',
  IT: 'Italiano',
  NL: 'Nederlands',
  PL: 'Polski',
  SV: 'Svenska',
  FI: 'Suomi',
  DA: 'Dansk',
  NO: 'Norsk',
  CS: 'Čeština',
  HU: 'Magyar',
  RO: 'Română',
};

/** BCP 47 tags for the `lang` attribute of each name (screen readers read it in its language). */
const LANG_TAGS: Readonly<Record<string, string>> = { CN: 'zh-CN', TW: 'zh-TW', MY: 'my', KR: 'ko', TY: 'ty', 'PT-BR': 'pt-BR' };

export function languageName(code: string): string {
  return NATIVE_NAMES[code.toUpperCase()] ?? code;
}

export function languageTag(code: string): string {
  const upper = code.toUpperCase();
  return LANG_TAGS[upper] ?? upper.toLowerCase();
}
