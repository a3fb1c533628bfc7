/**
 * Counting in SQL over the storage port: one UPSERT per visit, so a
 * day holds one row per page, language, referring host and device however many visits it had.
 * The pages and files are the site's own (the count route checks them), the languages and
 * devices a closed list; only referring hosts come from outside, so past
 * `MAX_REFERRERS_PER_DAY` different ones in a day, new ones are counted under `other`: a flood
 * of made-up hosts cannot grow the table.
 */
import type { SqlPort } from '../sql-port'
import type { VisitCount, VisitStore } from './visits'
import { dayOf, daysBefore } from './visits'

export const MAX_REFERRERS_PER_DAY = 50
export const OTHER_REFERRER = 'other'

/** The referrer as given if it is known that day or there is room for it, else `other`. */
const REFERRER = `CASE WHEN ? = ''
    OR EXISTS (SELECT 1 FROM visit_counts WHERE day = ? AND referrer = ?)
    OR (SELECT COUNT(*) FROM (SELECT DISTINCT referrer FROM visit_counts WHERE day = ? LIMIT ?)) < ?
  THEN ? ELSE '${OTHER_REFERRER}' END`

// `WHERE true` keeps SQLite from reading ON CONFLICT as part of the SELECT (its docs: "parsing
// ambiguity" of the upsert clause).
const UPSERT = `INSERT INTO visit_counts (day, kind, path, language, referrer, device, count)
  SELECT ?, ?, ?, ?, ${REFERRER}, ?, 1 WHERE true
  ON CONFLICT (day, kind, path, language, referrer, device) DO UPDATE SET count = count + 1`

export function sqlVisits(sql: SqlPort, now: () => number = Date.now): VisitStore {
  return {
    async record({ kind, path, language, referrer, device }) {
      const day = dayOf(now())
      // The referrer's cap counts the '' of direct visits as one of the day's referrers too.
      const cap = MAX_REFERRERS_PER_DAY + 1
      await sql.run(UPSERT, [
        day,
        kind,
        path,
        language,
        referrer,
        day,
        referrer,
        day,
        cap,
        cap,
        referrer,
        device,
      ])
    },

    countsSince: (fromDay) =>
      sql.all<VisitCount>(
        `SELECT day, kind, path, language, referrer, device, count FROM visit_counts
          WHERE day >= ? ORDER BY day`,
        [fromDay],
      ),

    async messagesSince(fromMs) {
      const [row] = await sql.all<{ received: number }>(
        'SELECT COUNT(*) AS received FROM messages WHERE created_at >= ?',
        [fromMs],
      )
      return row?.received ?? 0
    },

    // The primary key starts with the day, so this reads only the rows it deletes.
    purgeCounts: (retentionDays) =>
      sql.run('DELETE FROM visit_counts WHERE day < ?', [daysBefore(now(), retentionDays)]),
  }
}
