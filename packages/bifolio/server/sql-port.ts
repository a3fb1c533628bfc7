/**
 * The storage port: the three calls the SQL stores (the outbox, and any later store of the
 * site's own) make of a database, so each store's SQL is written once and runs on Node's SQLite
 * (`sqlite-port.ts`) and on Cloudflare D1 alike. Parameters are
 * anonymous `?` only: D1 takes `?` and `?NNN`, better-sqlite3 takes `?` and names, and `?` is
 * what both read the same way.
 *
 * Without interactive transactions on D1, a step that must decide and write at once (take a
 * claim, check a limit and record a post) is one `batch` whose statements carry their own
 * conditions in SQL; both adapters run a batch as one transaction.
 */
export type SqlValue = string | number | null

export interface SqlStatement {
  sql: string
  params?: readonly SqlValue[]
}

export interface SqlPort {
  /** The rows a statement returns: none for a write without `RETURNING`. */
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>
  /** Runs a write; resolves with the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>
  /** Runs the statements in order as one transaction, all or none; resolves with each one's rows. */
  batch(statements: readonly SqlStatement[]): Promise<unknown[][]>
}
