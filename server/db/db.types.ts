/**
 * The one database seam of the gateway: PostgreSQL semantics, two engines (embedded PGlite or a
 * PostgreSQL server). Services receive a `Queryable`, so the same code runs inside or outside a
 * transaction.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Keep the statement parsed and planned on the connection and reuse it (PostgreSQL: a named
   * prepared statement per pooled connection). For the hot read paths whose SQL text never varies
   * with the input (the records' pages); PGlite runs such a query as any other.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  /** which engine, for logs and for the admin channel (only PGlite needs one) */
  readonly kind: 'pglite' | 'postgres';
  /** several statements without parameters (migrations) */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in one transaction, committed when fn returns and rolled back when it throws.
   *
   * fn may run more than once: on PostgreSQL a transaction that meets a deadlock (40P01) or a
   * serialization failure (40001) is rolled back and fn runs again from the start in a new
   * transaction (a bounded number of times, after a short random pause). So fn must
   * - use only the handle it gets, never the outer Db (PGlite would wait on itself);
   * - have no effect outside the database: messages, files, caches and other shared memory are
   *   touched after it returns, from what it returned (a rolled-back run must leave no trace);
   * - expect to start over: whatever it draws at random or generates is drawn again, and money
   *   movements are safe to repeat because each carries an idempotency key.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
