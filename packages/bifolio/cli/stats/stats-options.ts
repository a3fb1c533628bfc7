/** `bifolio stats [--days N] [--json] [--edge]`, read from the command's arguments. */
import { UsageError } from '../usage-error.ts'

export interface StatsOptions {
  days: number
  json: boolean
  edge: boolean
}

const DEFAULT_DAYS = 30
/** More than the longest retention allowed (STATS_RETENTION_DAYS, 3650) shows nothing more. */
const MAX_DAYS = 3650

const USAGE = 'usage: bifolio stats [--days N] [--json] [--edge]'

function days(raw: string | undefined): number {
  const parsed = Number(raw)
  if (raw === undefined || !/^\d+$/.test(raw) || parsed < 1 || parsed > MAX_DAYS) {
    throw new UsageError(
      `bifolio stats: --days takes a whole number from 1 to ${MAX_DAYS}; got ${raw === undefined ? 'nothing' : `"${raw}"`}`,
    )
  }
  return parsed
}

export function parseStatsOptions(args: readonly string[]): StatsOptions {
  const options: StatsOptions = { days: DEFAULT_DAYS, json: false, edge: false }
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? ''
    if (arg === '--json') options.json = true
    else if (arg === '--edge') options.edge = true
    else if (arg === '--days') options.days = days(args[(index += 1)])
    else if (arg.startsWith('--days=')) options.days = days(arg.slice('--days='.length))
    else throw new UsageError(`bifolio stats: unknown option "${arg}"; ${USAGE}`)
  }
  return options
}
