/**
 * Embedded PostgreSQL (PGlite, WASM). One process per data folder; every query is serialised by
 * PGlite itself, so a transaction blocks all other queries until it ends. Transactions therefore
 * never meet a deadlock or a serialization failure, and none is retried here (see Db.transaction).
 */
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db.types';

type PgliteLike = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

function wrap(pg: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await pg.query<T>(sql, params as unknown[]);
      // PostgreSQL's rowCount: rows returned for a query with a result (SELECT, … RETURNING), rows
      // changed otherwise. PGlite's affectedRows is 0 for a SELECT, which would make engines disagree.
      const returnsRows = (result.fields?.length ?? 0) > 0;
      return { rows: result.rows, rowCount: returnsRows ? result.rows.length : (result.affectedRows ?? 0) };
    },
  };
}

export function pgliteDb(pg: PgliteLike, onClose?: () => void): Db {
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      await pg.close();
      onClose?.();
    },
  };
}

/** dataDir undefined = in memory; loadDataDir = start from a dump (tests use a seeded template) */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }, onClose?: () => void): Promise<Db> {
  const pg = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  return pgliteDb(pg, onClose);
}
