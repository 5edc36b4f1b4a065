/**
 * /down and /download (the latter reachable before signing in on a members-only site): the app
 * downloads of the status call (Android, iOS, each with its QR code) and the install guide.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageSources } from '../../../app/pages.edge';
import type { AppDownload, AppLink } from '../../../app/pages.edge';
import { PageEmpty, PageSection } from '../common/page-states';
import { PageData } from '../page-data.view';
import { InstallGuideDialog } from './install-guide-dialog';

const NO_PARAMS = {};

function DownloadLink({ platform, link, label }: { platform: string; link: AppLink; label: string }) {
  const { t } = useLingui();
  return (
    <li className="download-card" data-testid={`download-${platform}`}>
      <a className="button" href={link.url} rel="noopener noreferrer">
        {label}
      </a>
      {link.qrCodeUrl ? <img className="download-card__qr" src={link.qrCodeUrl} alt={t`QR code: ${label}`} width={160} height={160} /> : null}
    </li>
  );
}

export function AppDownloads({ download, onShowGuide }: { download: AppDownload; onShowGuide: () => void }) {
  const { t } = useLingui();
  return (
    <div className="download-layout">
      {download.imageUrl ? <img className="download-layout__picture" src={download.imageUrl} alt="" /> : null}
      <div>
        <ul className="download-links">
          {download.android ? <DownloadLink platform="android" link={download.android} label={t`Download for Android`} /> : null}
          {download.ios ? <DownloadLink platform="ios" link={download.ios} label={t`Download for iOS`} /> : null}
        </ul>
        <button type="button" className="button button--secondary" onClick={onShowGuide}>
          <Trans>How to install</Trans>
        </button>
      </div>
    </div>
  );
}

export default function DownloadPage() {
  const sources = usePageSources();
  // the guide's open state is the widget's own: nothing else depends on it
  const [guideOpen, setGuideOpen] = useState(false);
  return (
    <PageSection id="download-page" title={<Trans>Download the app</Trans>} testId="download-page">
      <p>
        <Trans>Play anywhere with the app, and get a ₱52 bonus for downloading it.</Trans>
      </p>
      <PageData
        source={sources.appDownload}
        params={NO_PARAMS}
        empty={
          <PageEmpty>
            <Trans>The app is not available for download right now.</Trans>
          </PageEmpty>
        }
        render={(download) => <AppDownloads download={download} onShowGuide={() => setGuideOpen(true)} />}
      />
      {guideOpen ? <InstallGuideDialog onClose={() => setGuideOpen(false)} /> : null}
    </PageSection>
  );
}
