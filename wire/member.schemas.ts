/**
 * The signed-in member (CONTRACT §4.2): info, password change (sealed), the member's language and
 * unread messages.
 */
import { z } from 'zod';
import { passwordFormatOk } from '../rules/password';

// ---- requests ----

export const changePasswordBody = z
  .object({
    oldPassword: z.string().min(1).max(256),
    newPassword: z.string().min(1).max(256),
    confirmNewPassword: z.string().min(1).max(256),
  })
  .superRefine((body, issues) => {
    if (!passwordFormatOk(body.newPassword)) issues.addIssue({ code: 'custom', path: ['newPassword'], message: 'password.format' });
    else if (body.newPassword === body.oldPassword) issues.addIssue({ code: 'custom', path: ['newPassword'], message: 'password.same' });
    if (body.confirmNewPassword !== body.newPassword) {
      issues.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'inconsistent_twice' });
    }
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `PUT /wps/member/language`: in the JSON body, or as `?language=` when there is none. */
export const memberLanguageInput = z.object({ language: z.string().trim().min(1).max(10) });

// ---- answers ----

/** `value` of `GET /wps/member/info`. */
export const memberInfoValue = z.strictObject({
  id: z.number().int().positive(),
  /** the username */
  account: z.string().min(1),
  nickname: z.string(),
  /** 0 player, 1, 2, 41, 42 agents, 4 trial */
  type: z.number().int().nonnegative(),
  /** '1': an agent that may transfer to its upline */
  toUpline: z.enum(['1', '0']),
  /** the VIP club rank: the badge and, above 4, the VIP customer-service desk */
  clubLabel: z.strictObject({ labelName: z.string(), rankLevel: z.number().int().positive() }),
  memberLabel: z.array(z.strictObject({ labelName: z.string() })),
  currencySymbol: z.string(),
  language: z.string().min(1),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean(),
  /** the bound mobile number masked (`+63 917***4567`), null when none */
  mobile: z.string().nullable(),
  /** the bound e-mail address masked (`j***@example.com`), null when none */
  email: z.string().nullable(),
});
export type MemberInfoValue = z.output<typeof memberInfoValue>;

/** `value` of `PUT /wps/member/language`: the offered code stored (its case as offered). */
export const memberLanguageValue = z.strictObject({ language: z.string().min(1) });

/** `value` of `GET /wps/relay/CSP_unreadCount`. */
export const unreadCountValue = z.strictObject({ count: z.number().int().nonnegative() });
export type UnreadCountValue = z.output<typeof unreadCountValue>;
