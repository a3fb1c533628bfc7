/**
 * A D1 database in workerd (Miniflare, in memory, the project's migrations applied) whose
 * every query adds the rows D1 says it read and wrote to `counted`: what D1 bills, and what
 * the free plan's daily limits count. The retention test and `npm run bench` read it.
 */
import { Miniflare } from 'miniflare'
import { applyMigrations } from '../../server/adapters/edge/local-worker'
import type { D1Database, D1PreparedStatement, D1Result } from '../../server/adapters/edge/platform'

export interface CountedD1 {
  db: D1Database
  counted: { rowsRead: number; rowsWritten: number; queries: number }
  dispose(): Promise<void>
}

export async function startCountedD1(): Promise<CountedD1> {
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null, { status: 204 }) }',
    d1Databases: ['OUTBOX'],
  })
  const raw = await mf.getD1Database('OUTBOX')
  await applyMigrations(raw)
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
    prepare: (sql) => wrap(raw.prepare(sql) as unknown as D1PreparedStatement),
    batch: async (statements) => {
      const results = (await raw.batch(
        statements.map((statement) => original.get(statement)) as never,
      )) as Array<D1Result<unknown>>
      return results.map(count)
    },
  }
  return { db, counted, dispose: () => mf.dispose() }
}
