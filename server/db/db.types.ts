/**
 * The one database seam of the gateway: PostgreSQL semantics, two engines (embedded PGlite or a
 * PostgreSQL server). Services receive a `Queryable`, so the same code runs inside or outside a
 * transaction.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  /** which engine, for logs and for the admin channel (only PGlite needs one) */
  readonly kind: 'pglite' | 'postgres';
  /** several statements without parameters (migrations) */
  exec(sql: string): Promise<void>;
  /** runs fn in one transaction; fn must use the handle it gets, never the outer Db (PGlite would wait on itself) */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
