/**
 * The help centre modal (SPEC §2 "help center modal with close button"), opened at one entry: the
 * footer's help links, the terms line and `/help#term` open it. `HelpDialog` loads the help centre
 * itself; `HelpEntryModal` shows an entry already loaded.
 */
import { Trans } from '@lingui/react/macro';
import { usePageLanguage, usePageSources } from '../../../app/pages.edge';
import type { HelpEntry } from '../../../app/pages.edge';
import { Modal } from '../../common/modal';
import { PageEmpty } from '../common/page-states';
import { SafeHtml } from '../../common/safe-html';
import { PageData } from '../page-data.view';
import { findHelpEntry } from './help-content';

function EntryBody({ entry }: { entry: HelpEntry | null }) {
  if (!entry) {
    return (
      <PageEmpty>
        <Trans>This help topic is not available.</Trans>
      </PageEmpty>
    );
  }
  return (
    <article aria-labelledby="help-dialog-entry">
      <h3 id="help-dialog-entry">{entry.title}</h3>
      <SafeHtml html={entry.content} />
    </article>
  );
}

export interface HelpDialogProps {
  /** the entry to show: `term`, `agent`, `about`, `privacy`, ... */
  entryCode: string;
  /** the dialog has closed (close button or Escape): stop rendering it */
  onClose: () => void;
}

export function HelpEntryModal({ entry, onClose }: { entry: HelpEntry | null; onClose: () => void }) {
  return (
    <Modal closable wide title={<Trans>Help center</Trans>} onClose={onClose} testId="help-dialog">
      <EntryBody entry={entry} />
    </Modal>
  );
}

export function HelpDialog({ entryCode, onClose }: HelpDialogProps) {
  const sources = usePageSources();
  const language = usePageLanguage();
  return (
    <Modal closable wide title={<Trans>Help center</Trans>} onClose={onClose} testId="help-dialog">
      <PageData
        source={sources.help}
        params={{ language }}
        empty={<EntryBody entry={null} />}
        render={(help) => <EntryBody entry={findHelpEntry(help, entryCode)} />}
      />
    </Modal>
  );
}
