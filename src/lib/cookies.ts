/** Plain document cookies for remember me (CONTRACT §2: 1-day lifetime). */
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = ONE_DAY_SECONDS): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Strict`;
}
