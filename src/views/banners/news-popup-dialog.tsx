/**
 * The news popup after a sign-in: the after-login notices as a list of expandable items (the
 * title is a button with aria-expanded; the expanded item shows its sanitised HTML content).
 * Built on the generic modal (close button and Escape).
 */
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PopupNotice } from '../../../machines/news-popup';
import { Modal } from '../common/modal';
import { SafeHtml } from '../common/safe-html';

export interface NewsPopupDialogProps {
  notices: readonly PopupNotice[];
  expandedIndex: number | null;
  onToggle: (index: number) => void;
  onClose: () => void;
}

export function NewsPopupDialog({ notices, expandedIndex, onToggle, onClose }: NewsPopupDialogProps) {
  const { t } = useLingui();
  const baseId = useId();
  return (
    <Modal title={t`News`} closable onClose={onClose} testId="news-popup" wide>
      <ul className="news-popup__list">
        {notices.map((notice, index) => {
          const expanded = index === expandedIndex;
          const panelId = `${baseId}-item-${index}`;
          return (
            <li key={notice.id} className="news-popup__item">
              <h3 className="news-popup__heading">
                <button type="button" className="news-popup__toggle" aria-expanded={expanded} aria-controls={panelId} onClick={() => onToggle(index)}>
                  {notice.title}
                </button>
              </h3>
              <div id={panelId} className="news-popup__panel" hidden={!expanded}>
                {expanded ? <SafeHtml className="rich-text" html={notice.content} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

export default NewsPopupDialog;
