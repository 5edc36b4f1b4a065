/**
 * Native names of the language codes a merchant may offer (the language picker shows each language
 * in its own script). Codes follow the contract's label keys (CN simplified, TW traditional Chinese,
 * MY Burmese, KO and KR both Korean); a code missing here is shown as the code itself.
 */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<string, string>> = {
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

/** Scripts written right to left: the client sets `dir="rtl"` for these. */
const RIGHT_TO_LEFT = new Set(['AR', 'FA', 'UR']);

export function languageOptions(codes: readonly string[]): { code: string; nativeName: string; rtl: boolean }[] {
  return codes.map((code) => ({ code, nativeName: LANGUAGE_NATIVE_NAMES[code] ?? code, rtl: RIGHT_TO_LEFT.has(code) }));
}

/** The merchant's offered code matching `requested` (any case), else the merchant default. */
export function resolveLanguage(requested: string | undefined | null, offered: readonly string[], fallback: string): string {
  const wanted = (requested ?? '').trim().toUpperCase();
  return offered.find((code) => code === wanted) ?? fallback;
}
