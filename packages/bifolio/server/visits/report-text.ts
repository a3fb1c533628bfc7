/**
 * `npm run stats` for a person: views per day as bars drawn with block characters (eighths of
 * a cell, so small days still show), then the top pages and referrers, languages, devices,
 * downloads and messages. Referring hosts come from visitors' browsers, so they are made safe
 * for a terminal before they are printed.
 */
import { terminalLine } from '../outbox/terminal-text'
import type { StatsReport } from './visit-report'

const BAR_CELLS = 40
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']
const TOP = 10

function bar(value: number, max: number): string {
  if (max === 0 || value === 0) return ''
  const eighths = Math.max(1, Math.round((value / max) * BAR_CELLS * 8))
  return '█'.repeat(Math.floor(eighths / 8)) + (EIGHTHS[eighths % 8] ?? '')
}

function table(title: string, totals: Record<string, number>, empty: string): string[] {
  const entries = Object.entries(totals).slice(0, TOP)
  if (entries.length === 0) return [title, `  ${empty}`, '']
  const width = Math.max(...entries.map(([key]) => terminalLine(key).length))
  const more = Object.keys(totals).length - entries.length
  return [
    title,
    ...entries.map(([key, count]) => `  ${terminalLine(key).padEnd(width)}  ${count}`),
    ...(more > 0 ? [`  (and ${more} more)`] : []),
    '',
  ]
}

export function reportText(report: StatsReport): string {
  const days = Object.entries(report.perDay)
  const max = Math.max(0, ...days.map(([, views]) => views))
  const digits = String(max).length
  return [
    `Visits from ${report.from} to ${report.to} (${report.days} days, UTC): ${report.views} page view(s)`,
    '',
    ...days.map(([day, views]) =>
      `  ${day}  ${String(views).padStart(digits)}  ${bar(views, max)}`.trimEnd(),
    ),
    '',
    ...table('Pages', report.pages, 'no views yet'),
    ...table('Referring sites', report.referrers, 'none: every visit came directly'),
    ...table('Languages', report.languages, ''),
    ...table('Devices', report.devices, ''),
    ...table('Downloads', report.downloads, 'no downloads yet'),
    `Messages received: ${report.messages}`,
  ].join('\n')
}
