/**
 * The notice dialog: the notice opened from the bar, its sanitised HTML content, and previous /
 * next through the other notices. Built on the generic modal (close button and Escape).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notice } from '../../../machines/notice-bar';
import { Modal } from '../common/modal';
import { SafeHtml } from '../common/safe-html';

export interface NoticeDialogProps {
  notice: Notice;
  /** 0-based position of the notice */
  index: number;
  count: number;
  canShowPrevious: boolean;
  canShowNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

export function NoticeDialog(props: NoticeDialogProps) {
  const { t } = useLingui();
  const position = props.index + 1;
  const count = props.count;
  return (
    <Modal title={props.notice.title} closable onClose={props.onClose} testId="notice-dialog">
      <SafeHtml className="rich-text notice-dialog__content" html={props.notice.content} />
      <div className="notice-dialog__nav">
        <button type="button" className="button button--secondary" onClick={props.onPrevious} disabled={!props.canShowPrevious}>
          <Trans>Previous</Trans>
        </button>
        <span className="notice-dialog__position">
          <span aria-hidden="true">
            {position} / {count}
          </span>
          <span className="visually-hidden">{t`Notice ${position} of ${count}`}</span>
        </span>
        <button type="button" className="button button--secondary" onClick={props.onNext} disabled={!props.canShowNext}>
          <Trans>Next</Trans>
        </button>
      </div>
    </Modal>
  );
}

export default NoticeDialog;
