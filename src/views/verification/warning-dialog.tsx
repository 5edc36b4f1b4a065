/** A warning dialog with one confirm button (SPEC §8): the SMS send failure, the terms and the invitation-code warnings. */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Modal } from '../common/modal';

export interface WarningDialogProps {
  children: ReactNode;
  onConfirm: () => void;
  testId?: string;
}

export function WarningDialog({ children, onConfirm, testId }: WarningDialogProps) {
  return (
    <Modal title={<Trans>Notice</Trans>} closable hideCloseButton onClose={onConfirm} testId={testId}>
      <p role="alert">{children}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onConfirm} data-autofocus>
          <Trans>OK</Trans>
        </button>
      </div>
    </Modal>
  );
}
