/**
 * Browser storage of the session (CONTRACT §2, SPEC §3). sessionStorage: token, isAgent, username,
 * account, customerId, merchant, merchantCode, cpw, and the balance's shape; localStorage: merchantCode. Remember-me
 * cookies: `<merchant>-login` (last username), `loginRemember`, `<username>` (password).
 */
import { deleteCookie, readCookie, writeCookie } from './cookies';

const DEFAULT_MERCHANT = 'demo';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Which browser storage: localStorage (kept across visits) or sessionStorage (this tab's session). */
export type StorageArea = 'local' | 'session';

const storeOf = (area: StorageArea) => (area === 'local' ? localStore() : sessionStore());

/** The value under `key`, or null when there is none or storage is disabled. */
export function readStored(area: StorageArea, key: string): string | null {
  try {
    return storeOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; a full or disabled storage keeps nothing (the choice lasts for this page). */
export function writeStored(area: StorageArea, key: string, value: string): void {
  try {
    storeOf(area)?.setItem(key, value);
  } catch {
    // storage full or disabled
  }
}

export function readStoredToken(): string | null {
  return sessionStore()?.getItem('token') ?? null;
}

export function storeToken(token: string): void {
  sessionStore()?.setItem('token', token);
}

/** The shape of the balance last shown in this tab (`00,000.00`): the session's, gone with it. */
export const readBalanceShape = (): string | null => readStored('session', 'balanceShape');
export const storeBalanceShape = (shape: string): void => writeStored('session', 'balanceShape', shape);

export interface StoredMember {
  id: number | string;
  account: string;
  nickname?: string | null;
  type: number;
  memberLabel?: { labelName: string }[];
  mustChangePassword?: boolean;
}

export function storeMember(member: StoredMember): void {
  const store = sessionStore();
  if (!store) return;
  store.setItem('isAgent', String(member.type));
  store.setItem('username', member.account);
  store.setItem('account', member.account);
  store.setItem('customerId', String(member.id));
  if (member.nickname) store.setItem('nickname', member.nickname);
  if (member.memberLabel) store.setItem('memberLabel', JSON.stringify(member.memberLabel));
  store.setItem('cpw', String(Boolean(member.mustChangePassword)));
}

/** Written at boot from the system status (CONTRACT §2). */
export function storeMerchantCode(code: string): void {
  sessionStore()?.setItem('merchant', code);
  sessionStore()?.setItem('merchantCode', code);
  localStore()?.setItem('merchantCode', code);
}

export function readMerchantCode(): string {
  return sessionStore()?.getItem('merchantCode') ?? localStore()?.getItem('merchantCode') ?? DEFAULT_MERCHANT;
}

/** Sign-out: everything of the session goes, the merchant code stays (CONTRACT §2). */
export function clearSession(): void {
  const store = sessionStore();
  if (!store) return;
  const merchant = store.getItem('merchant');
  const merchantCode = store.getItem('merchantCode');
  store.clear();
  if (merchant) store.setItem('merchant', merchant);
  if (merchantCode) store.setItem('merchantCode', merchantCode);
}

export interface RememberedCredentials {
  username: string;
  password: string;
  remember: boolean;
}

export function readRememberedLogin(): RememberedCredentials | null {
  if (readCookie('loginRemember') !== 'true') return null;
  const username = readCookie(`${readMerchantCode()}-login`);
  if (!username) return null;
  return { username, password: readCookie(username) ?? '', remember: true };
}

export function saveRememberedLogin(username: string, password: string): void {
  writeCookie(`${readMerchantCode()}-login`, username);
  writeCookie('loginRemember', 'true');
  writeCookie(username, password);
}

export function forgetRememberedLogin(): void {
  const key = `${readMerchantCode()}-login`;
  const username = readCookie(key);
  if (username) deleteCookie(username);
  deleteCookie(key);
  deleteCookie('loginRemember');
}
