/**
 * The few Workers runtime types the edge code uses, written out here rather than taken from
 * `@cloudflare/workers-types`, whose globals would clash with the DOM's in the one tsconfig.
 */
export interface D1Result<Row> {
  results: Row[]
  /** rows_read and rows_written are what D1 bills (and counts against the free plan's days). */
  meta: { changes: number; rows_read?: number; rows_written?: number }
}

export interface D1PreparedStatement {
  bind(...values: Array<string | number | null>): D1PreparedStatement
  first<Row>(): Promise<Row | null>
  all<Row>(): Promise<D1Result<Row>>
  run(): Promise<D1Result<unknown>>
}

export interface D1Database {
  prepare(sql: string): D1PreparedStatement
  /** Runs the statements as one transaction: all of them or none. */
  batch(statements: D1PreparedStatement[]): Promise<Array<D1Result<unknown>>>
}

export interface Fetcher {
  fetch(request: Request): Promise<Response>
}

export type { ExecutionContext } from 'hono'

export interface ScheduledController {
  scheduledTime: number
  cron: string
}
