/**
 * A D1 database in workerd (Miniflare, in memory, the project's migrations applied) whose
 * every query adds the rows D1 says it read and wrote to `counted`: what D1 bills, and what
 * the free plan's daily limits count. The retention test and `npm run bench` read it.
 */
import type { D1Database, D1PreparedStatement, D1Result } from '../../server/adapters/edge/platform'
import { startLocalD1 } from './local-d1'

export interface CountedD1 {
  db: D1Database
  counted: { rowsRead: number; rowsWritten: number; queries: number }
  dispose(): Promise<void>
}

export async function startCountedD1(): Promise<CountedD1> {
  const { db: raw, dispose } = await startLocalD1()
  const counted = { rowsRead: 0, rowsWritten: 0, queries: 0 }
  const count = <T extends D1Result<unknown>>(result: T): T => {
    counted.rowsRead += result.meta.rows_read ?? 0
    counted.rowsWritten += result.meta.rows_written ?? 0
    counted.queries += 1
    return result
  }
  // Miniflare's statements cross to workerd as they are, so a batch gets the originals.
  const original = new WeakMap<D1PreparedStatement, D1PreparedStatement>()
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = {
      bind: (...values) => wrap(statement.bind(...values)),
      first: async <Row>() => (count(await statement.all<Row>()).results[0] ?? null) as Row | null,
      all: async <Row>() => count(await statement.all<Row>()),
      run: async () => count(await statement.run()),
    }
    original.set(wrapped, statement)
    return wrapped
  }
  const db: D1Database = {
    prepare: (sql) => wrap(raw.prepare(sql)),
    batch: async (statements) => {
      const results = await raw.batch(
        statements.map((statement) => original.get(statement) ?? statement),
      )
      return results.map(count)
    },
  }
  return { db, counted, dispose }
}
