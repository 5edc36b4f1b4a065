/**
 * Trial accounts meeting a guarded action: they are asked to register, and "Sign up" takes them
 * there (the session chart ends the trial session, then opens the registration dialog). A site
 * without self-registration offers only Close.
 */
import { Trans } from '@lingui/react/macro';
import { Modal } from '../common/modal';

export interface RealAccountWarningProps {
  /** null when the merchant lets no visitor register themselves */
  onSignUp: (() => void) | null;
  onDismiss: () => void;
}

export default function RealAccountWarning({ onSignUp, onDismiss }: RealAccountWarningProps) {
  return (
    <Modal title={<Trans>Notice</Trans>} closable hideCloseButton onClose={onDismiss} testId="real-account-warning">
      <p>
        <Trans>Please register an account first.</Trans>
      </p>
      {onSignUp ? (
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button" onClick={onSignUp} data-autofocus>
            <Trans>Sign up</Trans>
          </button>
        </div>
      ) : (
        <div className="modal__actions">
          <button type="button" className="button" onClick={onDismiss} data-autofocus>
            <Trans>Close</Trans>
          </button>
        </div>
      )}
    </Modal>
  );
}
