/**
 * Where the local Worker's D1 lives on disk: Miniflare keeps each D1 database as a Durable
 * Object's SQLite file, `<persistDir>/v3/d1/miniflare-D1DatabaseObject/<hash>.sqlite`, beside
 * a `metadata.sqlite` of its own. The hash comes from the `database_id` in `wrangler.jsonc`,
 * so pasting the real id there starts a new file and leaves the old one: the file holding
 * the outbox that was written to last is the one `npm run preview:edge` uses.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Under `persistDir` (`DATA_DIR/edge` for the preview), as `local-worker.ts` lays it out. */
function localD1Dir(persistDir: string): string {
  return join(persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject')
}

/** Its last write: SQLite writes to the `-wal` beside the file until a checkpoint. */
function lastWritten(file: string): number {
  const wal = `${file}-wal`
  return Math.max(statSync(file).mtimeMs, existsSync(wal) ? statSync(wal).mtimeMs : 0)
}

/** The local D1's SQLite files, most recently written first; none before the first start. */
export function localD1Files(persistDir: string): string[] {
  const dir = localD1Dir(persistDir)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
    .map((name) => join(dir, name))
    .sort((a, b) => lastWritten(b) - lastWritten(a))
}
