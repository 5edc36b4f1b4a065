/**
 * PostgreSQL server through a `pg` pool (DATABASE_URL). Several gateway processes may share it.
 *
 * A transaction that meets a deadlock (40P01) or a serialization failure (40001) is rolled back
 * and run again, a few times, after a short random pause: both are PostgreSQL's way of saying
 * "try again", and answering them with a 500 would fail a request that can succeed. Money paths
 * take their locks in one order (server/wallet/lock-order.ts), so for them this is a safety net.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, QueryOptions, QueryResult } from './db.types';

// Timestamps come back as Date and int8 counters as numbers on both engines.
pg.types.setTypeParser(20, (value) => Number(value));

/** A prepared statement's name: the text's hash, so one text is one statement on every connection. */
export const statementName = (sql: string) => `q_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

function wrap(client: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<QueryResult<T>> {
      const result = options?.prepare
        ? await client.query({ name: statementName(sql), text: sql, values: params as unknown[] })
        : await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE_CONFLICTS = ['40001', '40P01'] as const;
export type RetryableConflict = (typeof RETRYABLE_CONFLICTS)[number];

export function retryableConflictOf(error: unknown): RetryableConflict | null {
  const code = (error as { code?: unknown } | null)?.code;
  return RETRYABLE_CONFLICTS.find((conflict) => conflict === code) ?? null;
}

/** A transaction about to run again: why, after which attempt (1 = the first run), and the pause. */
export interface TransactionRetry {
  code: RetryableConflict;
  attempt: number;
  delayMs: number;
}

export interface RetryPolicy {
  /** runs in all, the first included */
  attempts: number;
  /** the pause before the second run is up to this; it doubles each time, up to maxDelayMs */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const CONFLICT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 8, maxDelayMs: 100 };

/**
 * The pause before the run after `attempt`: random between half and all of the doubled base, so
 * transactions that collided do not collide again in step.
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** What a transaction needs of a pooled connection. */
export interface TransactionClient extends Pick<pg.PoolClient, 'query'> {
  release(destroy?: boolean): void;
}

export interface TransactionOptions {
  policy?: RetryPolicy;
  onRetry?: (retry: TransactionRetry) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One run of fn between BEGIN and COMMIT on a connection of its own; ROLLBACK when anything throws. */
async function runOnce<T>(connect: () => Promise<TransactionClient>, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await fn(wrap(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // a connection that cannot even roll back is not given back to the pool
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Runs fn in a transaction, and again in a new one after a deadlock or a serialization failure,
 * up to policy.attempts runs; any other error, or the last conflict, goes to the caller. The
 * connection goes back to the pool during the pause.
 */
export async function runTransaction<T>(
  connect: () => Promise<TransactionClient>,
  fn: (tx: Queryable) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const policy = options.policy ?? CONFLICT_RETRY;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(connect, fn);
    } catch (error) {
      const code = retryableConflictOf(error);
      if (code === null || attempt >= policy.attempts) throw error;
      const delayMs = retryDelayMs(policy, attempt, options.random);
      options.onRetry?.({ code, attempt, delayMs });
      await (options.sleep ?? pause)(delayMs);
    }
  }
}

export function openPostgres(
  connectionString: string,
  options: { max?: number; retry?: RetryPolicy; onRetry?: (retry: TransactionRetry) => void } = {},
): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async exec(sql) {
      await pool.query(sql);
    },
    transaction: (fn) => runTransaction(() => pool.connect(), fn, { policy: options.retry, onRetry: options.onRetry }),
    close: () => pool.end(),
  };
}
