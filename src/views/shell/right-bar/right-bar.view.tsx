/**
 * Right bar container, a lazy chunk: the contact links of the merchant's status, and live chat
 * through the page's customer-service launcher (the tall popup of the page buttons).
 */
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans } from '@lingui/react/macro';
import type { RightBarLinks, SystemStatusSnapshot } from '../../../../machines/system-status';
import { useAppEdge } from '../../../app/app-context';
import { CustomerServiceButtonView } from '../../common/customer-service.view';
import { RightBar } from './right-bar-links';

const NO_LINKS: RightBarLinks = { liveChat: false, facebook: null, telegram: [], whatsapp: null };

export function selectRightBarLinks(snapshot: SystemStatusSnapshot): RightBarLinks {
  const status = snapshot.context.status;
  const links = status?.rightBar ?? NO_LINKS;
  // live chat needs a desk to open, whatever the flag says
  return (status?.customerService.length ?? 0) > 0 ? links : { ...links, liveChat: false };
}

function LiveChatIcon() {
  return (
    <svg className="right-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

export default function RightBarView() {
  const { rootActor } = useAppEdge();
  const links = useSelector(rootActor, selectRightBarLinks, shallowEqual);
  return (
    <RightBar
      links={links}
      liveChat={
        // busy while the popup is prepared; a failed launch shows in the root's customer-service error dialog
        <CustomerServiceButtonView origin="page" className="right-bar__link">
          <LiveChatIcon />
          <span className="visually-hidden">
            <Trans>Live chat</Trans>
          </span>
        </CustomerServiceButtonView>
      }
    />
  );
}
