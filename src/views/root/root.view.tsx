/** Root container: which full-page screen the system-status chart is in. */
import type { ReactNode } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectSystemStatusView } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { lazyComponent } from '../common/lazy-component';
import { LoadingScreen, RegionBlockedScreen, UnreachableScreen } from './root-screens';

const MaintenanceScreen = lazyComponent(() => import('./maintenance-screen'), { pending: <LoadingScreen /> });

export interface RootViewProps {
  /** the routed site, shown while the status is 0 */
  app: ReactNode;
}

export function RootView({ app }: RootViewProps) {
  const { rootActor, openCustomerService } = useAppEdge();
  const view = useSelector(rootActor, selectSystemStatusView, shallowEqual);
  switch (view.screen) {
    case 'app':
      return <>{app}</>;
    case 'maintenance':
      return (
        <MaintenanceScreen
          endTime={view.maintenanceEndTime}
          message={view.maintenanceMessage}
          hasCustomerService={view.hasCustomerService}
          onCustomerService={openCustomerService}
        />
      );
    case 'regionBlocked':
      return (
        <RegionBlockedScreen ip={view.ip ?? ''} hasCustomerService={view.hasCustomerService} onCustomerService={openCustomerService} />
      );
    case 'unreachable':
      return <UnreachableScreen canRetry={view.canRetry} onRetry={() => rootActor.send({ type: 'status.retry' })} />;
    default:
      return <LoadingScreen />;
  }
}
