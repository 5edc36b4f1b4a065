/** Member calls: info and change password (sealed). */
import { callApi } from './client';

export interface MemberInfoValue {
  id: number | string;
  account: string;
  nickname: string | null;
  type: number;
  toUpline?: string | number | null;
  clubLabel?: { labelName: string; rankLevel: number } | null;
  memberLabel?: { labelName: string }[];
  currencySymbol?: string;
  language?: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
}

export function fetchMemberInfo(): Promise<MemberInfoValue> {
  return callApi<MemberInfoValue>('/wps/member/info', { token: true });
}

export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export async function changePassword(request: PasswordChangeRequest): Promise<void> {
  await callApi<unknown>('/wps/member/password', { method: 'POST', token: true, encrypt: true, body: request });
}
