/** Sign-out confirmation (`in_sure_logout`, title `in_popup_prompt`). */
import { Trans } from '@lingui/react/macro';
import { Modal } from '../common/modal';

export interface SignOutDialogProps {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function SignOutDialog({ busy, onConfirm, onCancel }: SignOutDialogProps) {
  return (
    <Modal title={<Trans>Confirmation</Trans>} closable onClose={onCancel} testId="sign-out-confirm">
      <p>
        <Trans>Are you sure you want to sign out?</Trans>
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy} data-autofocus>
          <Trans>Confirm</Trans>
        </button>
      </div>
    </Modal>
  );
}
