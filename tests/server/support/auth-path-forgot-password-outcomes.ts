/**
 * What the gateway must hold after the paths of SMS login and forgot password: the session names
 * the member the path signed in, the code it presented is spent (or, after a refusal, still
 * waiting), the password is the one the path set, and a refusal left no session behind. Keyed by
 * outcome id.
 */
import { expect } from 'vitest';
import { serverSmsCode } from './auth-path-driver-kit';
import { noSession, passwordIs, signedInAs } from './auth-path-outcome-kit';
import type { Replay } from './auth-path-replay';
import { NEW_PASSWORD, RIGHT_PASSWORD } from './auth-path-visitor';

/** The password the path did not leave in place. */
const replaced = (replay: Replay) => (replay.account!.password === NEW_PASSWORD ? RIGHT_PASSWORD : NEW_PASSWORD);

export const forgotPasswordChecks: Record<string, (replay: Replay) => Promise<void>> = {
  'sms-login': async (replay) => {
    await signedInAs(0)(replay);
    expect(await serverSmsCode(replay), 'the login code was consumed').toBe('verified');
  },
  'phone-reset': async (replay) => {
    await signedInAs(0)(replay);
    expect(await serverSmsCode(replay), 'the reset code was consumed').toBe('verified');
    await passwordIs(replay, RIGHT_PASSWORD);
  },
  'reset-link-used': async (replay) => {
    await noSession(replay);
    await passwordIs(replay, RIGHT_PASSWORD);
  },
  'reset-email-sent': async (replay) => {
    await noSession(replay);
    const account = replay.account!;
    expect(await replay.visitor.lastResetToken(account.email), "a reset link went to the account's address").toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // the same answer for an address that does not belong to the username, and no mail for it
    const stranger = `nobody_${account.username}@example.com`;
    expect((await replay.visitor.requestResetEmail(account.username, stranger)).json()).toEqual({ success: true, value: null });
    const outbox = await replay.visitor.send('GET', `/dev/mail/outbox?to=${encodeURIComponent(stranger)}`);
    expect((outbox.json() as { messages: unknown[] }).messages, 'no mail to an address of no account').toEqual([]);
  },
  'sms-login-refused': async (replay) => {
    await noSession(replay);
    expect(await serverSmsCode(replay), 'the wrong try was counted, the code still waits').toBe('awaiting');
  },
  'reset-refused': async (replay) => {
    await noSession(replay);
    await passwordIs(replay, replaced(replay));
  },
};
