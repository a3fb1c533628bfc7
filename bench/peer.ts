/**
 * `npm run bench -- --peer <folder>`: another built static site, served by the same server as
 * ours on a port of its own (a copy of the folder, precompressed as our build is, so both are
 * sent alike), measured with the same Lighthouse mobile profile in the same Chromium. Each round
 * runs every case once, ours and the peer's in turn, so a machine that slows down mid-run weighs
 * on both; the medians are printed side by side with the targets as pass/fail lines.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildPaths } from '../packages/bifolio/builder/paths/build-dir.ts'
import { precompress } from '../packages/bifolio/shared/precompress.ts'
import { routeFromPath, type Route } from '../packages/bifolio/src/i18n/routes.ts'
import { startApiServer, type BenchServer } from './api-server.ts'
import { BUILD_DIR } from './bench-build.ts'
import { medianFigures, type BudgetLine } from './budgets.ts'
import { runLighthouse, type RunFigures } from './lighthouse-run.ts'
import { withRetry } from './with-retry.ts'

/** Bad input on the command line: its message is the one line the owner reads. */
export class BadInput extends Error {}

/** Fewer runs leave a median that one slow run on a shared machine can move. */
const MIN_RUNS = 5

/** The folder `--peer <folder>` (or `--peer=<folder>`) names, checked; undefined without it. */
export function peerFolder(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--peer' || arg.startsWith('--peer='))
  if (index === -1) return undefined
  const arg = args[index] ?? ''
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1]
  if (!value || value.startsWith('--'))
    throw new BadInput('--peer needs a folder: npm run bench -- --peer <built folder>')
  const folder = resolve(value)
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new BadInput(`--peer: ${folder} is not a folder`)
  if (!existsSync(join(folder, 'index.html')))
    throw new BadInput(`--peer: ${folder} holds no index.html; give the peer's built folder`)
  return folder
}

/** `--runs=N` when given, at least five. */
export function peerRuns(args: readonly string[]): number {
  const given = args.find((arg) => arg.startsWith('--runs='))?.split('=')[1]
  const runs = given === undefined ? MIN_RUNS : Number(given)
  if (!Number.isInteger(runs) || runs < MIN_RUNS)
    throw new BadInput(`--peer needs --runs=${MIN_RUNS} or more; got --runs=${given ?? ''}`)
  return runs
}

/** Our pages: `/`, `/en/`, and the first case study and article the sitemap lists, if any. */
function ourPaths(clientDir: string): string[] {
  const xml = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap((match) =>
    URL.canParse(match[1] ?? '') ? [new URL(match[1] ?? '').pathname] : [],
  )
  const first = (kind: Route['kind']) => paths.find((path) => routeFromPath(path).kind === kind)
  return ['/', '/en/', first('project'), first('post')].filter((path) => path !== undefined)
}

/**
 * The peer's folder as our build's server serves it: a throwaway build folder with a copy of our
 * compiled server beside a copy of the peer's files, precompressed as our build precompresses.
 * It lies inside our build folder because the compiled server imports its packages (Hono) from
 * the node_modules above it.
 */
async function startPeerServer(folder: string): Promise<BenchServer> {
  const buildDir = mkdtempSync(join(BUILD_DIR, '.bench-peer-'))
  const paths = buildPaths(buildDir)
  cpSync(buildPaths(BUILD_DIR).server, paths.server, { recursive: true })
  cpSync(folder, paths.client, { recursive: true })
  await precompress(paths.client)
  try {
    const server = await startApiServer({}, buildDir)
    return {
      ...server,
      stop: async () => {
        await server.stop()
        rmSync(buildDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(buildDir, { recursive: true, force: true })
    throw error
  }
}

interface Case {
  label: string
  side: 'ours' | 'peer'
  path: string
  blocked: boolean
}

interface Measured extends Case {
  runs: RunFigures[]
  median: RunFigures
}

const ms = (value: number) => `${Math.round(value)} ms`

/** A header and rows as columns: the first left-aligned, the figures right-aligned. */
function aligned(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  )
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
  return [line([...header]), ...rows.map(line)]
}

function formatTable(measured: readonly Measured[], runs: number): string[] {
  const header = ['page', 'perf', 'TBT', 'LCP', 'CLS', 'main thread', 'benchmark index']
  const rows = measured.map(({ label, median, runs: each }) => {
    const indexes = each.map((run) => Math.round(run.benchmarkIndex))
    return [
      label,
      String(median.performance),
      ms(median.tbtMs),
      ms(median.lcpMs),
      median.cls.toFixed(3),
      ms(median.mainThreadMs),
      `${Math.round(median.benchmarkIndex)} (${Math.min(...indexes)}–${Math.max(...indexes)})`,
    ]
  })
  return [
    `== ours beside the peer, Lighthouse mobile, median of ${runs} alternating rounds`,
    ...aligned(header, rows),
  ]
}

/**
 * The kinds of main-thread work Lighthouse names that a page's own choices move; the rest is
 * `other`.
 */
const KINDS = [
  ['styleLayout', 'style & layout'],
  ['scriptEvaluation', 'script'],
  ['parseHTML', 'parse HTML'],
  ['paintCompositeRender', 'paint'],
] as const

/** Each row's main-thread work by kind (medians of each kind, so they need not sum to the total). */
function formatKinds(measured: readonly Measured[]): string[] {
  const header = ['page', ...KINDS.map(([, name]) => name), 'other']
  const rows = measured.map(({ label, median }) => {
    const named = KINDS.map(([kind]) => median.mainThreadByKind[kind] ?? 0)
    const rest = Object.entries(median.mainThreadByKind)
      .filter(([kind]) => !KINDS.some(([known]) => known === kind))
      .reduce((sum, [, value]) => sum + value, 0)
    return [label, ...[...named, rest].map(ms)]
  })
  return ['== main-thread work by kind, medians', ...aligned(header, rows)]
}

/** The targets: each of our pages against the peer's landing page, and the fixed ones. */
function targets(measured: readonly Measured[]): BudgetLine[] {
  const find = (side: Case['side'], blocked: boolean) =>
    measured.find((each) => each.side === side && each.path === '/' && each.blocked === blocked)
  const peer = find('peer', false)?.median
  const oursBlocked = find('ours', true)?.median
  if (!peer || !oursBlocked) return []
  const line = (figure: string, value: string, budget: string, ok: boolean) => ({
    figure,
    value,
    budget,
    ok,
  })
  const pages = measured.filter((each) => each.side === 'ours' && !each.blocked)
  return [
    ...pages.flatMap(({ path, median }) => [
      line(
        `${path} performance`,
        String(median.performance),
        `>= peer's ${peer.performance}`,
        median.performance >= peer.performance,
      ),
      line(
        `${path} TBT`,
        ms(median.tbtMs),
        `<= peer's ${ms(peer.tbtMs)} + 40 ms`,
        median.tbtMs <= peer.tbtMs + 40,
      ),
      line(
        `${path} main-thread work`,
        ms(median.mainThreadMs),
        `<= 1.2 × peer's ${ms(peer.mainThreadMs)}`,
        median.mainThreadMs <= 1.2 * peer.mainThreadMs,
      ),
      line(
        `${path} LCP`,
        ms(median.lcpMs),
        `<= 0.6 × peer's ${ms(peer.lcpMs)}`,
        median.lcpMs <= 0.6 * peer.lcpMs,
      ),
      line(`${path} CLS`, median.cls.toFixed(3), '0', Number(median.cls.toFixed(3)) === 0),
    ]),
    line('/ TBT, every script blocked', ms(oursBlocked.tbtMs), '<= 20 ms', oursBlocked.tbtMs <= 20),
  ]
}

function formatTargets(lines: readonly BudgetLine[]): string[] {
  const width = Math.max(...lines.map((line) => line.figure.length))
  return lines.map(
    (line) =>
      `  ${line.ok ? 'pass' : 'fail'}  ${line.figure.padEnd(width)} ${line.value.padStart(8)}  (${line.budget})`,
  )
}

/** Measures ours and the peer's in alternating rounds and prints the table and the targets. */
export async function benchPeer(options: {
  folder: string
  runs: number
  /** The debugging port of the Chromium both sides are measured in. */
  port: number
  ours: BenchServer
}): Promise<{ measured: Measured[]; targets: BudgetLine[] }> {
  const { folder, runs, port, ours } = options
  const peer = await startPeerServer(folder)
  try {
    const oursPaths = ourPaths(buildPaths(BUILD_DIR).client)
    const cases: Case[] = [
      { label: 'ours /', side: 'ours', path: '/', blocked: false },
      { label: 'peer /', side: 'peer', path: '/', blocked: false },
      ...oursPaths
        .filter((path) => path !== '/')
        .map((path): Case => ({ label: `ours ${path}`, side: 'ours', path, blocked: false })),
      { label: 'ours / scripts blocked', side: 'ours', path: '/', blocked: true },
      { label: 'peer / scripts blocked', side: 'peer', path: '/', blocked: true },
    ]
    const measuring = cases.map((each) => ({ ...each, runs: [] as RunFigures[] }))
    for (let round = 0; round < runs; round += 1) {
      for (const each of measuring) {
        process.stdout.write(
          `${' '.repeat(60)}\rlighthouse ${each.label} round ${round + 1}/${runs}\r`,
        )
        const url = new URL(each.path, each.side === 'ours' ? ours.baseUrl : peer.baseUrl).href
        const blocked = each.blocked ? ['*.js'] : []
        each.runs.push(await withRetry(() => runLighthouse(url, port, 'mobile', blocked)))
      }
    }
    const measured = measuring.map((each) => ({ ...each, median: medianFigures(each.runs) }))
    const lines = targets(measured)
    console.log(
      [
        `${' '.repeat(60)}\r`,
        ...formatTable(measured, runs),
        '',
        ...formatKinds(measured),
        '',
        `peer: ${folder}`,
        "targets (each of our pages against the peer's /):",
        ...formatTargets(lines),
      ].join('\n'),
    )
    return { measured, targets: lines }
  } finally {
    await peer.stop()
  }
}
