/**
 * What the header shows for each state of the session (shell.view.tsx `headerModel`). While a stored
 * session is restored the header shows neither the guest's buttons nor the account: the page's
 * stand-in waits while the header's actions are busy (server/http/boot-shell.script.ts), so a
 * member reloading never sees "Log in" flash, nor the page move when the account area arrives.
 */
import { describe, expect, it } from 'vitest';
import type { SessionStatus, SessionView } from '../../../machines/session/session.types';
import { headerModel } from '../../../src/views/shell/shell.view';

function session(status: SessionStatus, isSignedIn = false): SessionView {
  return {
    status,
    isSignedIn,
    accountName: isSignedIn ? 'demo_player' : null,
    isAgent: false,
    isTrial: false,
    showLogin: false,
    showRegister: false,
    showForgotPassword: false,
    showDialogLoading: false,
    showDialogLoadFailed: false,
    showSocialLogin: false,
    socialLoginReady: false,
    showChangePassword: false,
    changePasswordForced: false,
    showSignOutConfirm: false,
    showRealAccountWarning: false,
    canSignUpFromWarning: false,
    canStartFreePlay: true,
    errorCode: null,
  };
}

const signUp = { signUpEnabled: true };

describe('header model', () => {
  it('is pending, with no sign-up or free play, while the session is restored or its account loads', () => {
    for (const status of ['restoring', 'loadingMember'] as const) {
      const model = headerModel(session(status), signUp);
      expect(model.mode, status).toBe('pending');
      expect(model.canSignUp, status).toBe(false);
      expect(model.canFreePlay, status).toBe(false);
    }
  });

  it("shows a guest's buttons once the session is known to be a guest's, and the account once signed in", () => {
    const guest = headerModel(session('guest'), signUp);
    expect(guest).toMatchObject({ mode: 'guest', canSignUp: true, canFreePlay: true });
    expect(headerModel(session('member', true), signUp)).toMatchObject({ mode: 'account', accountName: 'demo_player', canSignUp: false });
  });
});
