/** Member calls: info, change password (sealed), the member's language, the unread messages. */
import type { MemberInfo } from '../../machines/session';
import type { ChangePasswordBody, MemberInfoValue as MemberInfoWire, UnreadCountValue } from '../../wire/member.schemas';
import { apiFailure, callApi, withPlainFailure } from './client';
import { readToken } from './request-context';
import { sharedWhileInFlight } from './shared-while-in-flight';

/** The member-info value is the session chart's `MemberInfo` (CONTRACT §4.2). */
export type MemberInfoValue = MemberInfo;

/** The wire's answer is what the chart reads: a field the chart needs that the wire lost fails to compile here. */
export function fetchMemberInfo(): Promise<MemberInfoValue> {
  return callApi<MemberInfoWire>('/wps/member/info', { token: true });
}

export type PasswordChangeRequest = ChangePasswordBody;

export async function changePassword(request: PasswordChangeRequest): Promise<void> {
  await callApi<unknown>('/wps/member/password', { method: 'POST', token: true, encrypt: true, body: request });
}

/** `PUT /wps/member/language {language}` (token): the member's language on the gateway. */
export async function updateMemberLanguage(language: string): Promise<void> {
  await callApi<unknown>('/wps/member/language', { method: 'PUT', token: true, body: { language } });
}

/** `GET /wps/relay/CSP_unreadCount` (token): `value.count`, the member's unread messages. */
export type { UnreadCountValue };

export function fetchUnreadCount(): Promise<UnreadCountValue | null> {
  return callApi<UnreadCountValue | null>('/wps/relay/CSP_unreadCount', { token: true });
}

/**
 * The unread count as the unread-messages chart keeps it; an answer without a count is a failure.
 * The header's badge and the member centre's menu both ask for it as a centre page opens: one call.
 */
export const loadUnreadCount: () => Promise<number> = sharedWhileInFlight(
  () =>
    withPlainFailure(async () => {
      const count = (await fetchUnreadCount())?.count;
      if (typeof count !== 'number' || !Number.isFinite(count)) throw apiFailure('messages.count.missing');
      return count;
    }),
  () => readToken() ?? '',
);
