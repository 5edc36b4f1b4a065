/**
 * Presentational social login: a small dialog while the provider's window is open (with a way to
 * open it again and a cancel), and the failure as a warning with one confirm button.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Modal } from '../common/modal';
import { WarningDialog } from '../verification/warning-dialog';
import { PROVIDER_NAMES } from './social-login-buttons';
import type { SocialProviderName } from './social-login-start';
import { socialLoginErrorMessage } from './social-login.messages';

export interface SocialLoginDialogModel {
  provider: SocialProviderName;
  waiting: boolean;
  busy: boolean;
  errorCode: string | null;
  canRetry: boolean;
  canCancel: boolean;
}

export interface SocialLoginDialogProps {
  view: SocialLoginDialogModel;
  onRetry: () => void;
  onCancel: () => void;
}

export function SocialLoginDialog({ view, onRetry, onCancel }: SocialLoginDialogProps) {
  const { i18n } = useLingui();
  const provider = PROVIDER_NAMES[view.provider];
  if (view.errorCode) {
    // confirming returns to the dialog the login was started from, where its buttons try again
    return (
      <WarningDialog onConfirm={onCancel} testId="social-login-failed">
        {i18n._(socialLoginErrorMessage(view.errorCode))}
      </WarningDialog>
    );
  }
  return (
    <Modal title={<Trans>Log in with {provider}</Trans>} closable={view.canCancel} onClose={onCancel} testId="social-login-dialog">
      <p className="social-login-wait" role="status" aria-live="polite">
        {view.busy ? <Trans>Signing you in…</Trans> : <Trans>Waiting for {provider}… Finish logging in in the window that opened.</Trans>}
      </p>
      {view.waiting ? (
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onRetry} disabled={!view.canRetry}>
            <Trans>Open the window again</Trans>
          </button>
          <button type="button" className="button" onClick={onCancel} disabled={!view.canCancel} data-autofocus>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
