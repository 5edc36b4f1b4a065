/**
 * The PostgreSQL adapter runs a transaction again after a deadlock (40P01) or a serialization
 * failure (40001), a bounded number of times with a small random pause, and never after any other
 * error. First on a scripted connection (runs everywhere), then on a real PostgreSQL server when
 * DATABASE_URL is set: a real deadlock between two transactions ends with both committed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db/db.types';
import { CONFLICT_RETRY, openPostgres, retryDelayMs, runTransaction } from '../../server/db/postgres.db';
import type { TransactionClient, TransactionRetry } from '../../server/db/postgres.db';
import { createTestDatabase } from './support/test-db';
import type { TestDatabase } from './support/test-db';

/** A promise and the function that settles it. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

/** A connection that records the statements it is sent and answers them all. */
function scriptedConnection() {
  const statements: string[] = [];
  const released: boolean[] = [];
  const connect = async (): Promise<TransactionClient> =>
    ({
      query: async (sql: string) => {
        statements.push(sql);
        return { rows: [], rowCount: 0 };
      },
      release: (destroy?: boolean) => released.push(destroy === true),
    }) as unknown as TransactionClient;
  return { connect, statements, released };
}

function recorder() {
  const retries: TransactionRetry[] = [];
  const pauses: number[] = [];
  return {
    retries,
    pauses,
    options: { onRetry: (retry: TransactionRetry) => retries.push(retry), sleep: async (ms: number) => void pauses.push(ms), random: () => 0.5 },
  };
}

describe('runTransaction on a scripted connection', () => {
  for (const code of ['40P01', '40001']) {
    it(`runs fn again in a new transaction after ${code} and answers what the second run returns`, async () => {
      const connection = scriptedConnection();
      const { retries, pauses, options } = recorder();
      let runs = 0;
      const result = await runTransaction(
        connection.connect,
        async (tx) => {
          runs += 1;
          await tx.query(`SELECT ${runs}`);
          if (runs === 1) throw conflict(code);
          return 'committed';
        },
        options,
      );
      expect(result).toBe('committed');
      expect(runs).toBe(2);
      expect(connection.statements).toEqual(['BEGIN', 'SELECT 1', 'ROLLBACK', 'BEGIN', 'SELECT 2', 'COMMIT']);
      // the connection went back to the pool after each run, intact
      expect(connection.released).toEqual([false, false]);
      expect(retries).toEqual([{ code, attempt: 1, delayMs: pauses[0] }]);
    });
  }

  it('does not retry any other error: a unique violation, a business refusal', async () => {
    for (const error of [conflict('23505'), new Error('insufficient')]) {
      const connection = scriptedConnection();
      const { retries, options } = recorder();
      let runs = 0;
      const run = runTransaction(
        connection.connect,
        async () => {
          runs += 1;
          throw error;
        },
        options,
      );
      await expect(run).rejects.toBe(error);
      expect(runs).toBe(1);
      expect(connection.statements).toEqual(['BEGIN', 'ROLLBACK']);
      expect(retries).toEqual([]);
    }
  });

  it('gives up after the bounded number of runs and passes the last conflict on', async () => {
    const connection = scriptedConnection();
    const { retries, pauses, options } = recorder();
    let runs = 0;
    const last = conflict('40P01');
    const run = runTransaction(
      connection.connect,
      async () => {
        runs += 1;
        throw runs === CONFLICT_RETRY.attempts ? last : conflict('40P01');
      },
      options,
    );
    await expect(run).rejects.toBe(last);
    expect(runs).toBe(CONFLICT_RETRY.attempts);
    expect(retries.map((retry) => retry.attempt)).toEqual(Array.from({ length: CONFLICT_RETRY.attempts - 1 }, (_, i) => i + 1));
    // the pauses grow and stay small
    expect(pauses).toEqual([...pauses].sort((a, b) => a - b));
    for (const pause of pauses) expect(pause).toBeLessThanOrEqual(CONFLICT_RETRY.maxDelayMs);
  });

  it('commits nothing when COMMIT itself fails with another error', async () => {
    const broken = new Error('connection lost');
    let sent = 0;
    const connect = async (): Promise<TransactionClient> =>
      ({
        query: async (sql: string) => {
          sent += 1;
          if (sql === 'COMMIT' || sql === 'ROLLBACK') throw broken;
          return { rows: [], rowCount: 0 };
        },
        release: () => {},
      }) as unknown as TransactionClient;
    await expect(runTransaction(connect, async () => 'x')).rejects.toBe(broken);
    expect(sent).toBe(3); // BEGIN, COMMIT, ROLLBACK: run once
  });

  it('jitters the pause between half and all of a ceiling that doubles up to the maximum', () => {
    const policy = { attempts: 6, baseDelayMs: 8, maxDelayMs: 50 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(policy, attempt, () => 0))).toEqual([4, 8, 16, 25, 25]);
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(policy, attempt, () => 0.999999))).toEqual([8, 16, 32, 50, 50]);
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('Db.transaction on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  const retries: TransactionRetry[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openPostgres(database.url!, { onRetry: (retry) => retries.push(retry) });
    await db.exec('CREATE TABLE retry_probe (id int PRIMARY KEY, note text NOT NULL)');
    await db.query(`INSERT INTO retry_probe (id, note) VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await db?.close();
    await database?.dispose();
  });

  it('keeps only the run that committed: the failed run is rolled back', async () => {
    let runs = 0;
    const answer = await db.transaction(async (tx) => {
      runs += 1;
      await tx.query('INSERT INTO retry_probe (id, note) VALUES ($1, $2)', [100 + runs, `run ${runs}`]);
      if (runs === 1) throw conflict('40001');
      return runs;
    });
    expect(answer).toBe(2);
    const rows = await db.query<{ id: number }>('SELECT id FROM retry_probe WHERE id > 100 ORDER BY id');
    expect(rows.rows).toEqual([{ id: 102 }]);
  });

  it('lets both transactions of a real deadlock commit: the one PostgreSQL chose to abort runs again', async () => {
    retries.length = 0;
    // each transaction locks its first row, then waits until the other has locked its own, then
    // reaches for the other's row: a cycle that PostgreSQL breaks by aborting one of them
    const firstLocks = [signal(), signal()];
    const lockInTurn = (first: number, second: number, mine: number) => async (tx: Queryable) => {
      await tx.query('UPDATE retry_probe SET note = note WHERE id = $1', [first]);
      firstLocks[mine].resolve();
      await firstLocks[1 - mine].promise;
      await tx.query('UPDATE retry_probe SET note = $2 WHERE id = $1', [second, `by ${mine}`]);
      await tx.query('UPDATE retry_probe SET note = $2 WHERE id = $1', [first, `by ${mine}`]);
      return mine;
    };
    const both = await Promise.all([db.transaction(lockInTurn(1, 2, 0)), db.transaction(lockInTurn(2, 1, 1))]);
    expect(both).toEqual([0, 1]);
    expect(retries.map((retry) => retry.code)).toEqual(['40P01']);
    // the transaction that ran again committed last: both rows carry its mark
    const notes = await db.query<{ note: string }>('SELECT note FROM retry_probe WHERE id IN (1, 2) ORDER BY id');
    expect(new Set(notes.rows.map((row) => row.note)).size).toBe(1);
  });
});
