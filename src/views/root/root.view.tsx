/**
 * Root container: which full-page screen the system-status chart is in, plus the customer-service
 * failure dialog, shown over whichever screen launched it.
 */
import type { ReactNode } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectSystemStatusView } from '../../../machines/system-status';
import type { SystemStatusView } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { useGameLaunchActor } from '../../app/game-launcher-presence';
import { CustomerServiceButtonView, CustomerServiceErrorView } from '../common/customer-service.view';
import { lazyComponent } from '../common/lazy-component';
import { LoadingScreen, RegionBlockedScreen, UnreachableScreen } from './root-screens';

const MaintenanceScreen = lazyComponent('maintenance', () => import('./maintenance-screen'), { pending: <LoadingScreen /> });
// the game launcher's dialogs, over any page, from the first page that can launch a game on
const GameLaunchView = lazyComponent('gameLaunch', () => import('../game-launch/game-launch.view'), { pending: null, renderError: () => null });

export interface RootViewProps {
  /** the routed site, shown while the status is 0 */
  app: ReactNode;
}

export function RootView({ app }: RootViewProps) {
  const { rootActor } = useAppEdge();
  const view = useSelector(rootActor, selectSystemStatusView, shallowEqual);
  const launcherConnected = useGameLaunchActor() !== null;
  return (
    <>
      <RootScreen view={view} app={app} onRetry={() => rootActor.send({ type: 'status.retry' })} />
      <CustomerServiceErrorView />
      {launcherConnected ? <GameLaunchView /> : null}
    </>
  );
}

function RootScreen({ view, app, onRetry }: { view: SystemStatusView; app: ReactNode; onRetry: () => void }) {
  // the screens' buttons open the tall popup (SPEC §4: 440x750 outside the header)
  const customerService = view.hasCustomerService ? <CustomerServiceButtonView origin="page" /> : null;
  switch (view.screen) {
    case 'app':
      return <>{app}</>;
    case 'maintenance':
      return <MaintenanceScreen endTime={view.maintenanceEndTime} message={view.maintenanceMessage} customerService={customerService} />;
    case 'regionBlocked':
      return <RegionBlockedScreen ip={view.ip ?? ''} customerService={customerService} />;
    case 'unreachable':
      return <UnreachableScreen canRetry={view.canRetry} onRetry={onRetry} />;
    default:
      return <LoadingScreen />;
  }
}
