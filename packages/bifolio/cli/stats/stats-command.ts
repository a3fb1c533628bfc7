/**
 * `npm run stats`: the owner's counted visits of the last days, from the outbox's database
 * under DATA_DIR (the one `npm start` and `npm run serve` count in), or with `--edge` from the
 * local D1 of `npm run preview:edge`, opened read-only. The deployed Worker's D1 is read with
 * wrangler (the engine's README shows the query).
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setContentLanguages } from '../../builder/plugins/content/path-words.ts'
import { contentDirOf, siteDirFromEnv } from '../../builder/paths/engine.ts'
import { value } from '../../server/config-values.ts'
import { localD1Files } from '../../server/adapters/edge/local-d1-file.ts'
import { openOutbox } from '../../server/adapters/node/outbox-store.ts'
import { openSqlite } from '../../server/adapters/node/sqlite.ts'
import { sqlitePort } from '../../server/adapters/node/sqlite-port.ts'
import { reportText } from '../../server/visits/report-text.ts'
import { sqlVisits } from '../../server/visits/sql-visits.ts'
import {
  firstDay,
  periodStartMs,
  visitReport,
  type StatsReport,
} from '../../server/visits/visit-report.ts'
import type { VisitStore } from '../../server/visits/visits.ts'
import { parseStatsOptions, type StatsOptions } from './stats-options.ts'

async function reportFrom(store: VisitStore, { days }: StatsOptions): Promise<StatsReport> {
  const nowMs = Date.now()
  const [rows, messages] = await Promise.all([
    store.countsSince(firstDay(nowMs, days)),
    store.messagesSince(periodStartMs(nowMs, days)),
  ])
  return visitReport(rows, { nowMs, days, messages })
}

/** The local preview's D1, if it has run; a D1 made before counting existed counts nothing yet. */
async function edgeReport(dataDir: string, options: StatsOptions): Promise<StatsReport | string> {
  const [file] = localD1Files(join(dataDir, 'edge'))
  if (!file)
    return `Nothing counted yet: npm run preview:edge has kept no D1 in ${join(dataDir, 'edge')}.`
  const db = openSqlite(file, { readOnly: true })
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const hasCounts = db
      .prepare<{ name: string }>(`SELECT name FROM sqlite_master WHERE name = 'visit_counts'`)
      .all()
    if (hasCounts.length === 0) {
      return `Nothing counted yet: the local D1 in ${file} has no counts; start npm run preview:edge once.`
    }
    return await reportFrom(sqlVisits(sqlitePort(db)), options)
  } finally {
    db.close()
  }
}

async function nodeReport(dataDir: string, options: StatsOptions): Promise<StatsReport | string> {
  const file = join(dataDir, 'outbox.sqlite')
  if (!existsSync(file)) return `Nothing counted yet: ${file} does not exist.`
  const store = openOutbox(dataDir)
  try {
    return await reportFrom(store.visits, options)
  } finally {
    store.close()
  }
}

export async function stats(args: readonly string[]): Promise<void> {
  const options = parseStatsOptions(args)
  // The counts per language list the site's, those without a visit at 0.
  await setContentLanguages(contentDirOf(siteDirFromEnv(process.env)))
  const dataDir = resolve(value(process.env, 'DATA_DIR') ?? './data')
  const found = options.edge
    ? await edgeReport(dataDir, options)
    : await nodeReport(dataDir, options)
  // A script asking for JSON gets the object even before the first visit: all zeros.
  const report =
    typeof found === 'string' && options.json
      ? visitReport([], { nowMs: Date.now(), days: options.days, messages: 0 })
      : found
  if (typeof report === 'string') console.log(report)
  else console.log(options.json ? JSON.stringify(report, null, 2) : reportText(report))
}
