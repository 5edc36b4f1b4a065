/**
 * /vip: the VIP club's ranks with what each needs and gives; a signed-in member's own rank is
 * highlighted. Loaded again when someone signs in or out (the answer carries the caller's rank).
 */
import { Trans } from '@lingui/react/macro';
import { usePageSources } from '../../../app/pages.edge';
import { PageEmpty, PageSection } from '../common/page-states';
import { PageData } from '../page-data.view';
import { SiteState } from '../site-state.view';
import { VipRanksTable } from './vip-ranks-table';

export default function VipPage() {
  const sources = usePageSources();
  return (
    <PageSection id="vip-page" title={<Trans>VIP club</Trans>} testId="vip-page">
      <p>
        <Trans>The more you play, the higher your rank, and the more every rank gives back.</Trans>
      </p>
      <SiteState>
        {(site) => (
          <PageData
            source={sources.vipRanks}
            // waits until it is known who is signed in, so a member's page loads once, with the rank
            params={site.sessionSettled ? { account: site.accountName ?? '' } : null}
            empty={
              <PageEmpty>
                <Trans>The VIP club is not available right now.</Trans>
              </PageEmpty>
            }
            render={(vip) => <VipRanksTable vip={vip} signedIn={site.signedIn} currencySymbol={site.currencySymbol} />}
          />
        )}
      </SiteState>
    </PageSection>
  );
}
