/**
 * What every request carries from browser storage (CONTRACT §2): the session token, the merchant
 * code written at boot and the chosen language. Storage can throw (private mode, disabled
 * storage): a missing value is the safe answer then.
 */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export function readToken(): string | null {
  return read(session, 'token');
}

export function readMerchantCode(): string | null {
  return read(session, 'merchantCode') ?? read(local, 'merchantCode');
}

/** The product default language is Malay (MS). */
export const DEFAULT_LANGUAGE_CODE = 'MS';

export function readLanguageCode(): string {
  return read(local, 'hisLang') ?? DEFAULT_LANGUAGE_CODE;
}
