/** Trial accounts meeting a guarded action: `in_need_true_account` with one `in_increase_submit` button. */
import { Trans } from '@lingui/react/macro';
import { Modal } from '../common/modal';

export interface RealAccountWarningProps {
  onDismiss: () => void;
}

export default function RealAccountWarning({ onDismiss }: RealAccountWarningProps) {
  return (
    <Modal title={<Trans>Notice</Trans>} closable hideCloseButton onClose={onDismiss} testId="real-account-warning">
      <p>
        <Trans>Please Register An Account First</Trans>
      </p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onDismiss} data-autofocus>
          <Trans>OK</Trans>
        </button>
      </div>
    </Modal>
  );
}
