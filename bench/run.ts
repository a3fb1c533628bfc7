/**
 * `npm run bench`: builds, starts the production server, runs Lighthouse three times per
 * profile (mobile, desktop) on `/`, `/en/`, the English projects index, the first Spanish
 * case study and, where the site has articles, the Spanish articles index and the first English
 * article, prints the medians and one budget line per figure (`ok` / `over`; the JavaScript at
 * load beside React's own runtime, built bare by react-runtime.ts), then two
 * references on mobile: `/` with every script blocked (what Chromium's own work on the page as
 * served costs) and a bare page of one paragraph (bare-page.ts: this machine's floor), times the
 * landing page's interactions (interaction-latency.ts: the language and theme toggles, a nav
 * link, the carousel's next, the legal dialog, the form sent with errors, at 4× CPU slowdown on a
 * desktop and a phone), adds the built server's own figures (start to first 200, memory,
 * requests per second), the contact API load figures and the edge's (edge-figures.ts: the
 * Worker's size, its CPU time per post and per page in workerd, its posts per second beside
 * Node's), and saves everything as JSON in bench/results/.
 *
 *   --no-build        reuse the build in BUILD_DIR (dist/)
 *   --runs=N          Lighthouse repetitions per page and profile (3)
 *   --tries=N         tries per interaction and device (5)
 *   --server-only     the server, the API and the edge only
 *   --edge-only       the edge only (about 15 s; Node's posts per second measured beside it)
 *   --no-edge         without the edge figures
 *   --pages=/,/en/    Lighthouse on these pages only (of those above)
 *   --no-server       without the server's, the API's and the edge's figures: with --pages=/,
 *                     what two builds of the landing page are compared on, side by side
 *   --inp-only        the interactions only; `--inp-only=theme,carousel` picks some of
 *                     language, theme, nav, carousel, legal, form-errors, reference
 *   --peer <folder>   Lighthouse mobile only, ours beside another built static site served
 *                     by the same server (peer.ts), five runs each unless --runs says more
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import { runApiLoad } from './api-load.ts'
import { startApiServer } from './api-server.ts'
import { measureServer } from './server-figures.ts'
import type { EdgeFigures } from './edge-figures.ts'
import { loadEdgeFigures } from './edge-loader.ts'
import {
  formatBudget,
  formatFigures,
  medianFigures,
  pageBudgets,
  sizeBudgets,
  type BudgetLine,
} from './budgets.ts'
import type { LoadFigure } from './api-load.ts'
import { answerHeadBytes, firstLoadSize, scriptBodies } from './first-load-size.ts'
import { reactRuntimeBytes } from './react-runtime.ts'
import { serveBarePage } from './bare-page.ts'
import { CHROME_FLAGS, runLighthouse, type Profile, type RunFigures } from './lighthouse-run.ts'
import { formatInteractions, interactionsOk, measureInteractions } from './interaction-latency.ts'
import { CHROMIUM_PATH } from '../packages/bifolio/shared/chromium-flags.ts'
import { buildLockFile, buildPaths } from '../packages/bifolio/builder/paths/build-dir.ts'
import { BENCH_SITE, BUILD_DIR } from './bench-build.ts'
import { withRetry } from './with-retry.ts'
import { BadInput, benchPeer, peerFolder, peerRuns } from './peer.ts'

const CLIENT_DIR = buildPaths(BUILD_DIR).client

/** The first page folder under `dir` of the build, by name, if there is one. */
function firstFolder(dir: string): string | undefined {
  if (!existsSync(join(CLIENT_DIR, dir))) return undefined
  return readdirSync(join(CLIENT_DIR, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()[0]
}

/**
 * The landing pages, a legal page (the landing page with its dialog open and its own head), the
 * projects index, one case study (the first project's), and where the site has articles, their
 * index and one article (the first English one's).
 */
function pagesToMeasure(): Array<{ path: string; file: string }> {
  const slug = firstFolder('proyectos')
  const article = firstFolder('en/blog')
  return [
    { path: '/', file: 'index.html' },
    { path: '/en/', file: 'en/index.html' },
    { path: '/privacy', file: 'privacy.html' },
    { path: '/en/projects/', file: 'en/projects/index.html' },
    ...(slug ? [{ path: `/proyectos/${slug}/`, file: `proyectos/${slug}/index.html` }] : []),
    ...(existsSync(join(CLIENT_DIR, 'blog/index.html'))
      ? [{ path: '/blog/', file: 'blog/index.html' }]
      : []),
    ...(article ? [{ path: `/en/blog/${article}/`, file: `en/blog/${article}/index.html` }] : []),
  ]
}
const PROFILES: Profile[] = ['mobile', 'desktop']
const args = process.argv.slice(2)
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3)
const TRIES = Number(args.find((arg) => arg.startsWith('--tries='))?.split('=')[1] ?? 5)
const SERVER_ONLY = args.includes('--server-only')
const EDGE_ONLY = args.includes('--edge-only')
const NO_EDGE = args.includes('--no-edge')
/** The edge step gives up after this, so a Worker that will not start costs a minute at most. */
const EDGE_TIMEOUT_MS = 60_000
const INP_ARG = args.find((arg) => arg === '--inp-only' || arg.startsWith('--inp-only='))
const INP_ONLY = INP_ARG?.split('=')[1]?.split(',')
const PAGES_ARG = args
  .find((arg) => arg.startsWith('--pages='))
  ?.split('=')[1]
  ?.split(',')
const NO_SERVER = args.includes('--no-server')

function save(result: { date: string } & Record<string, unknown>): string {
  mkdirSync('bench/results', { recursive: true })
  const file = `bench/results/bench-${result.date.replace(/[:.]/g, '-')}.json`
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  return file
}

/** The server's own figures, then the contact API under load, each on a server of its own. */
async function serverAndApiFigures() {
  const server = await measureServer()
  const apiServer = await startApiServer()
  try {
    const api = await runApiLoad({
      baseUrl: apiServer.baseUrl,
      pid: apiServer.pid,
      durationSeconds: 3,
    })
    return { server, api }
  } finally {
    await apiServer.stop()
  }
}

/**
 * The edge's figures and budget lines, printed; undefined, with one line saying why, when the
 * Worker is not built or will not run here, so the rest of the benchmark stands.
 */
async function edgeFigures(
  node?: LoadFigure,
): Promise<{ edge: EdgeFigures; budgets: BudgetLine[] } | undefined> {
  process.stdout.write('edge: the Worker in workerd…\r')
  let timer: NodeJS.Timeout | undefined
  try {
    const { edgeBudgets, formatEdge, measureEdge } = await loadEdgeFigures()
    const edge = await Promise.race([
      measureEdge(BUILD_DIR, { node }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no figures after ${EDGE_TIMEOUT_MS / 1000} s`)),
          EDGE_TIMEOUT_MS,
        )
      }),
    ])
    const budgets = edgeBudgets(edge)
    console.log(
      [...formatEdge(edge), 'budgets (Workers Free):', ...budgets.map(formatBudget)].join('\n'),
    )
    return { edge, budgets }
  } catch (error) {
    console.log(`edge figures skipped: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** The interactions on a server of their own, printed as a table beside the budget. */
async function interactionFigures(only?: readonly string[]) {
  const server = await startApiServer()
  try {
    const interactions = await measureInteractions({ baseUrl: server.baseUrl, tries: TRIES, only })
    console.log(`${' '.repeat(60)}\r${formatInteractions(interactions, TRIES).join('\n')}`)
    return interactions
  } finally {
    await server.stop()
  }
}

/** Ours beside the peer's site, on one server each and in one Chromium. */
async function peerFigures(folder: string, runs: number): Promise<void> {
  const server = await startApiServer()
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const { measured, targets } = await benchPeer({
      folder,
      runs,
      port: chrome.port,
      ours: server,
    })
    const file = save({ date: new Date().toISOString(), runs, peer: folder, measured, targets })
    console.log(`\nsaved ${file}`)
  } finally {
    chrome.kill()
    await server.stop()
  }
}

async function main(): Promise<void> {
  // Long: one bench run in the order it measures; each figure's code is a module of its own.
  const started = Date.now()
  const peer = peerFolder(args)
  const peerRunCount = peer === undefined ? 0 : peerRuns(args)
  if (!args.includes('--no-build')) {
    const lock = buildLockFile(BUILD_DIR)
    console.log(`building into ${BUILD_DIR} (waiting for ${lock})…`)
    execFileSync('flock', [lock, 'npm', 'run', 'build'], {
      stdio: 'ignore',
      cwd: BENCH_SITE,
      env: { ...process.env, BUILD_DIR },
    })
  }
  if (peer !== undefined) {
    await peerFigures(peer, peerRunCount)
    console.log(`${Math.round((Date.now() - started) / 1000)} s`)
    return
  }
  if (EDGE_ONLY) {
    const edge = await edgeFigures()
    const file = save({ date: new Date().toISOString(), edge: edge?.edge })
    console.log(`\nsaved ${file} · ${Math.round((Date.now() - started) / 1000)} s`)
    return
  }
  if (SERVER_ONLY) {
    const figures = await serverAndApiFigures()
    const edge = NO_EDGE ? undefined : await edgeFigures(figures.api.figures[1])
    const file = save({ date: new Date().toISOString(), ...figures, edge: edge?.edge })
    console.log(`\nsaved ${file} · ${Math.round((Date.now() - started) / 1000)} s`)
    return
  }
  if (INP_ARG) {
    const interactions = await interactionFigures(INP_ONLY)
    const ok = interactionsOk(interactions)
    const file = save({ date: new Date().toISOString(), tries: TRIES, interactions })
    console.log(
      `\n${ok ? 'every interaction within budget' : 'some interactions over'} · saved ${file} · ${Math.round((Date.now() - started) / 1000)} s`,
    )
    return
  }
  const PAGES = pagesToMeasure().filter((page) => !PAGES_ARG || PAGES_ARG.includes(page.path))
  if (PAGES.length === 0)
    throw new Error(
      `--pages names none of ${pagesToMeasure()
        .map((page) => page.path)
        .join(', ')}`,
    )
  const sizes = PAGES.map((page) => firstLoadSize(CLIENT_DIR, page.file))
  const reactRuntime = await reactRuntimeBytes()
  const server = await startApiServer()
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  })
  const medians: Record<string, Record<Profile, RunFigures>> = {}
  let withoutScripts: RunFigures | undefined
  let barePage: RunFigures | undefined
  const lines: string[] = []
  let allOk = true
  try {
    for (const page of PAGES) {
      const byProfile = {} as Record<Profile, RunFigures>
      for (const profile of PROFILES) {
        const runs: RunFigures[] = []
        const url = new URL(page.path, server.baseUrl).href
        for (let run = 0; run < RUNS; run += 1) {
          process.stdout.write(`lighthouse ${profile} ${page.path} run ${run + 1}/${RUNS}\r`)
          runs.push(await withRetry(() => runLighthouse(url, chrome.port, profile)))
        }
        byProfile[profile] = medianFigures(runs)
      }
      medians[page.path] = byProfile
    }
    for (const [index, page] of PAGES.entries()) {
      const figures = medians[page.path]
      const size = sizes[index]
      if (!figures || !size) continue
      lines.push('', `== ${page.path} (median of ${RUNS})`)
      for (const profile of PROFILES) lines.push(...formatFigures(profile, figures[profile]))
      lines.push(`  first load: JS ${size.jsFiles.length} files, CSS ${size.cssFiles.length} files`)
      lines.push(
        `  late stylesheet: ${(size.lateCss.raw / 1024).toFixed(1)} KiB (${(size.lateCss.brotli / 1024).toFixed(1)} KiB brotli)`,
      )
      lines.push('budgets (mobile profile):')
      const scripts = { bodies: scriptBodies(CLIENT_DIR, figures.mobile.scriptPaths), reactRuntime }
      const headBytes = await answerHeadBytes(new URL(page.path, server.baseUrl).href)
      lines.push(
        `  scripts at load: ${figures.mobile.scriptPaths.length} (${figures.mobile.scriptPaths.map((path) => path.split('/').pop()).join(', ')})`,
      )
      for (const line of [
        ...pageBudgets(figures.mobile, scripts),
        ...sizeBudgets(size, headBytes),
      ]) {
        allOk &&= line.ok
        lines.push(formatBudget(line))
      }
    }
    // Not budgets: how much of the landing page's TBT is Chromium laying out and painting the
    // page as served, with none of its scripts, and what a page of one paragraph measures here.
    const reference = async (label: string, url: string, blocked: string[] = []) => {
      const runs: RunFigures[] = []
      for (let run = 0; run < RUNS; run += 1) {
        process.stdout.write(`lighthouse mobile ${label} run ${run + 1}/${RUNS}\r`)
        runs.push(await withRetry(() => runLighthouse(url, chrome.port, 'mobile', blocked)))
      }
      const figures = medianFigures(runs)
      const tbts = runs.map((run) => Math.round(run.tbtMs))
      lines.push(
        '',
        `== reference: ${label} on mobile (median of ${RUNS}, not a budget)`,
        `  TBT ${Math.round(figures.tbtMs)} ms (${Math.min(...tbts)}–${Math.max(...tbts)}), ` +
          `FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, ` +
          `performance ${figures.performance}`,
      )
      return figures
    }
    withoutScripts = await reference(
      '/ with every script blocked',
      new URL('/', server.baseUrl).href,
      ['*.js'],
    )
    const bare = await serveBarePage()
    try {
      barePage = await reference('a bare page (one heading, one paragraph)', bare.url)
    } finally {
      await bare.close()
    }
    console.log(lines.join('\n'))
  } finally {
    chrome.kill()
    await server.stop()
  }
  console.log('')
  // After Lighthouse and its server are gone, so nothing else competes for the two cores.
  const interactions = await interactionFigures()
  allOk &&= interactionsOk(interactions)
  console.log('')
  const figures = NO_SERVER ? undefined : await serverAndApiFigures()
  console.log('')
  const edge = NO_EDGE || !figures ? undefined : await edgeFigures(figures.api.figures[1])
  for (const line of edge?.budgets ?? []) allOk &&= line.ok
  const file = save({
    date: new Date().toISOString(),
    runs: RUNS,
    sizes,
    medians,
    withoutScripts,
    barePage,
    tries: TRIES,
    interactions,
    ...figures,
    edge: edge?.edge,
    allOk,
  })
  console.log(
    `\n${allOk ? 'every budget ok' : 'some budgets over'} · saved ${file} · ${Math.round((Date.now() - started) / 1000)} s`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof BadInput ? error.message : error)
  process.exit(1)
})
