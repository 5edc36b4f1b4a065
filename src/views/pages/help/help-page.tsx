/**
 * /help and /helpmc (the same page without the header: the shell's bare layout): the help centre.
 * A hash names an entry: `#agent` scrolls to it once the content is there, `#term` opens the help
 * modal at the terms; closing the modal takes the hash away.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { usePageLanguage, usePageSources } from '../../../app/pages.edge';
import { PageEmpty, PageSection } from '../common/page-states';
import { PageData } from '../page-data.view';
import { findHelpEntry, HelpContent, TERMS_ENTRY } from './help-content';
import { HelpEntryModal } from './help-dialog';

/** The entry code a location hash names, '' for none. */
export function entryOfHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** Scrolls to the entry once it is on the page (the router scrolled before the content arrived). */
function ScrollToEntry({ code }: { code: string }) {
  useEffect(() => {
    if (code) document.getElementById(code)?.scrollIntoView();
  }, [code]);
  return null;
}

export default function HelpPage() {
  const sources = usePageSources();
  const language = usePageLanguage();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const code = entryOfHash(hash);
  const termsOpen = code === TERMS_ENTRY;
  return (
    <PageSection id="help-page" title={<Trans>Help center</Trans>} testId="help-page">
      <PageData
        source={sources.help}
        params={{ language }}
        skeletonLines={8}
        empty={
          <PageEmpty>
            <Trans>There is no help content yet.</Trans>
          </PageEmpty>
        }
        render={(help) => (
          <>
            <HelpContent help={help} />
            {termsOpen ? (
              <HelpEntryModal entry={findHelpEntry(help, TERMS_ENTRY)} onClose={() => void navigate({ hash: '' }, { replace: true })} />
            ) : (
              <ScrollToEntry code={code} />
            )}
          </>
        )}
      />
    </PageSection>
  );
}
