/** Which language the site starts in (SPEC §1): the stored `hisLang` if offered, else the default. */
export function initialLanguage(offered: readonly string[], defaultCode: string, stored: string | null | undefined): string {
  if (stored && offered.includes(stored)) return stored;
  if (offered.includes(defaultCode) || offered.length === 0) return defaultCode;
  return offered[0];
}
