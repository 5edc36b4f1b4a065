/**
 * In-memory cache of the public catalogue answers, per merchant. The catalogue changes only when an
 * operator changes it, and every such change bumps the merchant's row in game_catalogue_state; each
 * gateway reads that version at most once a second (not once per request) and drops the merchant's
 * entries when it moved. So an admin change made through any gateway or straight in PostgreSQL is
 * visible within about a second, and busy endpoints cost no database round trip. An entry older
 * than 5 minutes is reloaded in the background and served until its replacement is ready, so no
 * request waits for a reload; the cache holds a bounded number of entries, least recently used
 * out first (filter and page combinations are many).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.types';

export const VERSION_CHECK_MS = 1_000;
// a safety net only (operator changes bump the version): a reload blocks the embedded database
export const ENTRY_MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES_PER_MERCHANT = 2_000;

interface Entry<T = unknown> {
  at: number;
  value: Promise<T>;
  refreshing?: boolean;
}

interface MerchantEntries {
  version: number;
  checkedAt: number;
  checking: Promise<void> | null;
  entries: Map<string, Entry>;
}

/** An answer ready to send: the JSON bytes (encoded once, not per request) and its entity tag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

export function createCatalogueCache(db: Queryable, now: () => Date) {
  const merchants = new Map<number, MerchantEntries>();

  async function readVersion(merchantId: number): Promise<number> {
    const found = await db.query<{ version: number }>('SELECT version FROM game_catalogue_state WHERE merchant_id = $1', [merchantId]);
    return found.rows[0]?.version ?? 0;
  }

  /** The merchant's entries, emptied when its catalogue version moved since the last check. */
  async function entriesOf(merchantId: number): Promise<MerchantEntries> {
    const at = now().getTime();
    let state = merchants.get(merchantId);
    if (!state) {
      state = { version: -1, checkedAt: -Infinity, checking: null, entries: new Map() };
      merchants.set(merchantId, state);
    }
    const due = at - state.checkedAt >= VERSION_CHECK_MS || at < state.checkedAt;
    if (due && !state.checking) {
      const current = state;
      current.checking = readVersion(merchantId)
        .then((version) => {
          if (version !== current.version) current.entries.clear();
          current.version = version;
          current.checkedAt = at;
        })
        .finally(() => (current.checking = null));
    }
    if (state.checking) await state.checking;
    return state;
  }

  async function get<T>(merchantId: number, key: string, load: () => Promise<T>): Promise<{ value: T; version: number }> {
    const state = await entriesOf(merchantId);
    const at = now().getTime();
    const hit = state.entries.get(key) as Entry<T> | undefined;
    if (hit) {
      // least recently used goes first when the cache is full: a hit moves to the end
      state.entries.delete(key);
      state.entries.set(key, hit);
      const stale = at - hit.at >= ENTRY_MAX_AGE_MS || at < hit.at;
      // an old answer keeps being served while its replacement loads
      if (stale && !hit.refreshing) {
        hit.refreshing = true;
        const next = load();
        next.then(
          () => state.entries.get(key) === hit && state.entries.set(key, { at: now().getTime(), value: next }),
          () => (hit.refreshing = false),
        );
      }
      return { value: await hit.value, version: state.version };
    }
    if (state.entries.size >= MAX_ENTRIES_PER_MERCHANT) state.entries.delete(state.entries.keys().next().value!);
    // concurrent misses share one load
    const value = load();
    const entry: Entry<T> = { at, value };
    state.entries.set(key, entry);
    value.catch(() => state.entries.get(key) === entry && state.entries.delete(key));
    return { value: await value, version: state.version };
  }

  async function tagged(merchantId: number, load: () => Promise<unknown>): Promise<CachedBody> {
    const body = Buffer.from(JSON.stringify(await load()));
    const digest = createHash('sha1').update(body).digest('base64url').slice(0, 20);
    return { body, etag: `"${merchantId}-${digest}"` };
  }

  return {
    get,
    /** A JSON answer, serialised once per cache fill, with an entity tag for conditional requests. */
    async body(merchantId: number, key: string, load: () => Promise<unknown>): Promise<CachedBody> {
      return (await get(merchantId, `body:${key}`, () => tagged(merchantId, load))).value;
    },
    /** The same without keeping it: for answers that are cheap to build and rarely asked twice (searches). */
    uncachedBody: tagged,
    /** drops every cached answer (a gateway that applied an operator change itself) */
    invalidate: () => merchants.clear(),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
