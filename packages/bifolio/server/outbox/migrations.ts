/**
 * The outbox's schema is the numbered SQL files in `migrations/` at the project root, run in
 * order by both stores: by this module on Node, by `wrangler d1 migrations apply` on the edge.
 * Applied files are recorded by name in `d1_migrations`, the table wrangler keeps, so one
 * record means the same on both.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError } from '../config-values'
import { newerDataProblem, schemaVersion } from './schema-version'

export interface Migration {
  name: string
  sql: string
}

/** The table and columns wrangler creates for its own record. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`

const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }))
}

/**
 * The folder beside the compiled server (`<BUILD_DIR>/server/migrations/`, copied there by the
 * server build), else the project's own when the server runs from source.
 */
export function migrationsDir(): string {
  const candidates = ['./migrations/', '../../migrations/'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  )
  const found = candidates.find((dir) => existsSync(dir))
  if (!found) throw new Error(`no outbox migrations in ${candidates.join(' or ')}`)
  return found
}

/**
 * The migrations not yet recorded, in order. Data a newer engine migrated is refused rather
 * than served, and this engine's own migrations would run against a schema they were not
 * written for. `where` names the database for the owner.
 */
export function pending(
  all: readonly Migration[],
  applied: Iterable<string>,
  where: string,
): Migration[] {
  const done = [...applied]
  const problem = newerDataProblem(where, done, schemaVersion(all.at(-1)?.name))
  if (problem) throw new ConfigError(problem)
  return all.filter((migration) => !done.includes(migration.name))
}
