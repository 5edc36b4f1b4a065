/**
 * One call for everyone who asks while it is on its way: two charts that read the same thing at the
 * same moment (the header's unread badge and the member centre's menu badge, on a centre page's
 * first screen) make one request. Per key (the session token), so a call made for one session never
 * answers another's; the next ask after it settles calls again, so nothing is cached.
 */
export function sharedWhileInFlight<T>(load: () => Promise<T>, keyOf: () => string): () => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return () => {
    const key = keyOf();
    const pending = inFlight.get(key);
    if (pending) return pending;
    const call = load().finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  };
}
