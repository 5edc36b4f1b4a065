/**
 * Fixed-window request limit per IP and bucket, kept in this process's memory: cheap, and enough
 * for a single gateway. Behind several gateways each one counts its own share; the per-account
 * escalation (kept in the database) is what actually protects passwords.
 */
import { ApiError, MESSAGES } from './envelope';

export interface RateLimiter {
  /** throws 429 TOO_MANY_REQUESTS when the caller is over the limit */
  hit(bucket: string, key: string): void;
}

export function createRateLimiter(options: { limitPerMinute: number; now: () => Date }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const WINDOW_MS = 60_000;
  return {
    hit(bucket, key) {
      const now = options.now().getTime();
      const id = `${bucket}:${key}`;
      let window = windows.get(id);
      if (!window || now - window.start >= WINDOW_MS) {
        if (windows.size > 50_000) for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
        window = { start: now, count: 0 };
        windows.set(id, window);
      }
      window.count += 1;
      if (window.count > options.limitPerMinute) {
        const retryAfterSeconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          MESSAGES.TOO_MANY_REQUESTS,
          { retryAfterSeconds },
          {
            'retry-after': String(retryAfterSeconds),
          },
        );
      }
    },
  };
}
