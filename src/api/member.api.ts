/** Member calls: info and change password (sealed). */
import type { MemberInfo } from '../../machines/session';
import { callApi } from './client';

/** The member-info value is the session chart's `MemberInfo` (CONTRACT §4.2). */
export type MemberInfoValue = MemberInfo;

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
