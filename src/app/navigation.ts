/** The chart's `navigate` action needs the router, which is created later: hold it here. */
type Navigate = (to: string) => void;

let navigateImpl: Navigate | null = null;
let pending: string | null = null;

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
  if (pending !== null) {
    const to = pending;
    pending = null;
    navigate(to);
  }
}

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else pending = to;
}
