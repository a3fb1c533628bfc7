/**
 * The counted visits as the count API, the scheduled purge and `npm run stats` see them,
 * written once in SQL (`sql-visits.ts`) over the storage port, on SQLite as on D1, beside the
 * outbox in the same database.
 */
import type { Device } from '../../src/schema/count-beacon'
import type { Locale } from '../../src/i18n/locales'

/** One thing that happened on the site, as it is counted: nothing in it names the visitor. */
export interface Visit {
  kind: 'view' | 'download'
  /** A page's canonical path for a view, the document's file name for a download. */
  path: string
  language: Locale
  /** The referring site's host, '' when the visit came from no other site. */
  referrer: string
  device: Device
}

/** A row of `visit_counts` (`migrations/0004_visit_counts.sql`): a day's total of one kind of visit. */
export interface VisitCount extends Visit {
  /** The UTC day, `2026-11-28`. */
  day: string
  count: number
}

export interface VisitStore {
  /** Adds one to the day's row for this visit, making it if it is the day's first. */
  record(visit: Visit): Promise<void>
  /** The rows of `fromDay` (inclusive) and later. */
  countsSince(fromDay: string): Promise<VisitCount[]>
  /** Messages the outbox holds that were received at `fromMs` or later. */
  messagesSince(fromMs: number): Promise<number>
  /** Deletes the days older than the retention period; resolves with the rows deleted. */
  purgeCounts(retentionDays: number): Promise<number>
}

const DAY_MS = 86_400_000

/** The UTC day of an instant, as `visit_counts` keys it. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The day `days` days before the one of `ms`. */
export function daysBefore(ms: number, days: number): string {
  return dayOf(ms - days * DAY_MS)
}
