/** /invalidDomain: the site was opened on an address that is not one of the merchant's. */
import { Trans } from '@lingui/react/macro';
import { PageSection } from './common/page-states';

export default function InvalidDomainPage() {
  return (
    <PageSection id="invalid-domain" title={<Trans>This address is not valid</Trans>} testId="invalid-domain-page">
      <p>
        <Trans>The domain check failed. Please open the site from its official address, or contact customer service.</Trans>
      </p>
    </PageSection>
  );
}
