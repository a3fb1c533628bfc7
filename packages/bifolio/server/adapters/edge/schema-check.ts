/**
 * The deployed Worker's guard against data newer than itself. Locally the preview refuses to
 * start on such a D1; on the platform, `wrangler d1 migrations apply` applies what is missing and
 * says nothing of what is newer, so a rollback to an older engine would serve its queries on a
 * schema they were not written for. The Worker reads the recorded migrations once per isolate
 * and, when they went past the engine's, answers the API 503 and sends nothing.
 */
import { newerDataProblem } from '../../outbox/schema-version'
import type { D1Database } from './platform'

/** The refusal line, or `undefined` when this engine knows the database's schema. */
export async function newerDataOnD1(d1: D1Database): Promise<string | undefined> {
  const recorded = await d1
    .prepare('SELECT name FROM d1_migrations')
    .all<{ name: string }>()
    // No table yet: nothing was migrated, by this engine or any other.
    .catch(() => ({ results: [] }))
  return newerDataProblem(
    'the D1 outbox',
    recorded.results.map((row) => row.name),
    __ENGINE_SCHEMA__,
  )
}
