/**
 * What `npm run stats` tells the owner, from the day rows and the outbox: the shape of
 * `--json`, which the terminal view prints too.
 */
import { DEVICES, type Device } from '../../src/schema/count-beacon'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { dayOf, daysBefore, type VisitCount } from './visits'

export interface StatsReport {
  /** The first and last day counted, UTC. */
  from: string
  to: string
  days: number
  /** Page views in the period. */
  views: number
  /** Views on each day of the period, every day present, oldest first. */
  perDay: Record<string, number>
  /** Views by page, most viewed first. */
  pages: Record<string, number>
  /** Views by referring site's host, most first; views from no other site are not listed. */
  referrers: Record<string, number>
  languages: Record<Locale, number>
  devices: Record<Device, number>
  /** Downloads by file name, most first. */
  downloads: Record<string, number>
  /** Messages received through the form in the period, as the outbox holds them. */
  messages: number
}

function add(totals: Map<string, number>, key: string, count: number): void {
  totals.set(key, (totals.get(key) ?? 0) + count)
}

function mostFirst(totals: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...totals].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)))
}

/** The period's first day: `days` days ending today. */
export function firstDay(nowMs: number, days: number): string {
  return daysBefore(nowMs, days - 1)
}

export function visitReport(
  rows: readonly VisitCount[],
  { nowMs, days, messages }: { nowMs: number; days: number; messages: number },
): StatsReport {
  const from = firstDay(nowMs, days)
  const perDay = new Map<string, number>()
  for (let day = 0; day < days; day += 1) perDay.set(daysBefore(nowMs, days - 1 - day), 0)
  const pages = new Map<string, number>()
  const referrers = new Map<string, number>()
  const downloads = new Map<string, number>()
  const languages = Object.fromEntries(LOCALES.map((l) => [l, 0])) as Record<Locale, number>
  const devices = Object.fromEntries(DEVICES.map((d) => [d, 0])) as Record<Device, number>
  let views = 0
  for (const row of rows) {
    if (row.day < from || !perDay.has(row.day)) continue
    if (row.kind === 'download') {
      add(downloads, row.path, row.count)
      continue
    }
    views += row.count
    add(perDay, row.day, row.count)
    add(pages, row.path, row.count)
    if (row.referrer) add(referrers, row.referrer, row.count)
    languages[row.language] = (languages[row.language] ?? 0) + row.count
    devices[row.device] += row.count
  }
  return {
    from,
    to: dayOf(nowMs),
    days,
    views,
    perDay: Object.fromEntries(perDay),
    pages: mostFirst(pages),
    referrers: mostFirst(referrers),
    languages,
    devices,
    downloads: mostFirst(downloads),
    messages,
  }
}

/** The instant the period starts, for the outbox's messages. */
export function periodStartMs(nowMs: number, days: number): number {
  return Date.parse(`${firstDay(nowMs, days)}T00:00:00Z`)
}
