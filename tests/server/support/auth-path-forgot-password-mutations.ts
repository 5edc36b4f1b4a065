/**
 * Executors of the mutated SMS logins, password resets and slider checks
 * (scripts/auth-paths/forgot-password-mutations.ts), and of SMS and reset calls on a closed site.
 */
import type { MutationSpec } from '../../../scripts/auth-paths/auth-path.types';
import { afterPath, expectRefused } from './auth-path-mutation-kit';
import type { Executor } from './auth-path-mutation-kit';
import type { Replay } from './auth-path-replay';
import { createAccount, NEW_PASSWORD, newcomer } from './auth-path-visitor';

/** SMS codes and SMS logins, for a number with an account, on a closed site. */
async function smsRefused(replay: Replay, spec: MutationSpec) {
  const account = await createAccount(replay.gw, 'player');
  expectRefused(await replay.visitor.askSmsCode(account.mobileNum, { humanCheckToken: 'any-token' }), spec);
  expectRefused(await replay.visitor.askSmsCode(newcomer().mobileNum, { purpose: 'register', humanCheckToken: 'any-token' }), spec);
  expectRefused(await replay.visitor.smsLogin(account.mobileNum, '123456'), spec);
}

/** Every way to reset a password, on a closed site. */
async function resetsRefused(replay: Replay, spec: MutationSpec) {
  const account = await createAccount(replay.gw, 'player');
  expectRefused(await replay.visitor.requestResetEmail(account.username, account.email), spec);
  expectRefused(await replay.visitor.resetWithLink('a'.repeat(43), NEW_PASSWORD), spec);
  expectRefused(await replay.visitor.resetByPhone(account.mobileNum, '123456', NEW_PASSWORD), spec);
}

export const forgotPasswordExecutors: Record<string, Executor> = {
  'sms-login-code-reused': afterPath(async (replay, spec) => {
    expectRefused(await replay.visitor.smsLogin(replay.account!.mobileNum, replay.smsCode!), spec);
  }),
  'phone-reset-code-reused': afterPath(async (replay, spec) => {
    expectRefused(await replay.visitor.resetByPhone(replay.account!.mobileNum, replay.smsCode!, 'Other-pass-33'), spec);
  }),
  'reset-link-reused': afterPath(async (replay, spec) => {
    expectRefused(await replay.visitor.resetWithLink(replay.resetToken!, 'Other-pass-33'), spec);
  }),
  'sms-during-maintenance': afterPath(smsRefused),
  'sms-from-blocked-region': afterPath(smsRefused),
  'reset-during-maintenance': afterPath(resetsRefused),
  'reset-from-blocked-region': afterPath(resetsRefused),
  'slider-token-reused': afterPath(async (replay, spec) => {
    const response = await replay.visitor.askSmsCode(newcomer().mobileNum, { purpose: 'register', humanCheckToken: replay.spentSliderToken! });
    expectRefused(response, spec);
  }),
  'slider-second-drag': afterPath(async (replay, spec) => expectRefused(await replay.visitor.drag(replay.sliders[0], true), spec)),
  'slider-drag-too-late': afterPath(async (replay, spec) => expectRefused(await replay.visitor.drag(replay.sliders[0], true), spec)),
  'slider-token-expired': afterPath(async (replay, spec) => {
    const response = await replay.visitor.askSmsCode(newcomer().mobileNum, { purpose: 'register', humanCheckToken: replay.sliderToken! });
    expectRefused(response, spec);
  }),
};
