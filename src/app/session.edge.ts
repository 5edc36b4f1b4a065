/** The session chart with the gateway's calls, the browser's storage and navigation, and the charts it loads on first use. */
import { INTENT_ADDRESSES, withCentre } from '../../machines/router';
import { provideSession } from '../../machines/session';
import { changePassword, fetchMemberInfo } from '../api/member.api';
import { logout } from '../api/session.api';
import { navigateIn } from './navigation';
import { clearSession, readStoredToken, storeMember, storeToken } from '../lib/storage';

const storage = { readStoredToken, storeToken, storeMember, clearSession };
const gateway = { fetchMemberInfo, logout, changePassword };

export const providedSessionMachine = provideSession({
  ...storage,
  ...gateway,
  loadDialogCharts: async () => (await import('./dialog-charts.edge')).dialogCharts,
  loadSocialLogin: async () => (await import('./social-login.edge')).providedSocialLoginMachine,
  navigate: navigateIn,
  proceedToIntent: (system, intent) => {
    const address = INTENT_ADDRESSES[intent];
    if (address) navigateIn(system, `${window.location.pathname}${withCentre(window.location.search, address)}`);
  },
});
