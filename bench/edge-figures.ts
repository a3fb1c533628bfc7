/**
 * The edge's figures (issue 27), in a few seconds: the Worker's upload size as wrangler reports
 * it, the CPU time per accepted post and per page request in workerd, the D1 rows a message
 * costs (edge-rows.ts), and accepted posts per second on loopback to the Worker beside the Node
 * server's.
 *
 * CPU time: workerd reports none of its own (a Tail Worker's `cpuTime` is 0 outside
 * Cloudflare), so this reads the workerd process's user + system time from /proc across
 * sequential requests and divides by their number. That is an upper bound of what the
 * platform would count: it includes workerd's HTTP handling, Miniflare's entry worker, the
 * asset server and, for a post, the local D1 (on the platform D1 runs elsewhere, off the
 * Worker's clock). GET /api/health, a Worker invocation that does nothing, shows that floor.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { measurePosts, type LoadFigure } from './api-load.ts'
import { BENCH_MESSAGE, measureMessageRows, type MessageRows, type Rows } from './edge-rows.ts'
import { startApiServer } from './api-server.ts'
import { KIB, median, type BudgetLine } from './budgets.ts'
import { processCpuMs, childProcessPid } from './process-cpu.ts'
import { previewOptions } from '../packages/bifolio/cli/preview-edge/preview-options.ts'
import { parseConfig } from '../packages/bifolio/server/adapters/node/config.ts'
import {
  startLocalWorker,
  type LocalWorker,
} from '../packages/bifolio/server/adapters/edge/local-worker.ts'
import { tempDir } from '../packages/bifolio/test/server/fixtures.ts'

const MIB = KIB * KIB
/**
 * Workers Free: 3 MB after gzip is what wrangler 4.86 (pinned here) measures an upload
 * against; since 2026-09-04 the platform checks 64 MiB uncompressed instead, on every plan.
 */
const WORKER_GZIP_LIMIT = 3 * MIB
const WORKER_SIZE_LIMIT = 64 * MIB
/** Workers Free: CPU time per HTTP request or Cron Trigger run. */
const CPU_LIMIT_MS = 10

interface CpuFigure {
  name: string
  /** The request alone, for its budget line. */
  request: string
  requests: number
  /** The median of the batches'; `range` their lowest and highest. */
  msPerRequest: number
  range: [number, number]
}

export interface EdgeFigures {
  worker: { bytes: number; gzipBytes: number }
  cpu: CpuFigure[]
  posts: { worker: LoadFigure; node: LoadFigure }
  rows: MessageRows
  durationSeconds: number
  connections: number
}

/** The Worker's modules, measured as `wrangler deploy` reports "Total Upload … / gzip: …". */
function workerSize(buildDir: string): { bytes: number; gzipBytes: number } {
  const dir = join(buildDir, 'edge')
  const content = Buffer.concat(
    readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => readFileSync(join(dir, name))),
  )
  return { bytes: content.byteLength, gzipBytes: gzipSync(content).byteLength }
}

const POST_BODY = JSON.stringify(BENCH_MESSAGE)

/** Requests per measured batch: at 5 ms each, some 12 ticks of a 100 Hz clock. */
const BATCH = 25

/**
 * workerd's CPU time per request for `send`, sent one after another after a few unmeasured
 * ones (the isolate's start and the first compilations are not per request), in batches of
 * BATCH: for `seconds` and 4 batches at least, `seconds` × 4 and 2 batches at most. The figure
 * is the batches' median, so a moment when others crowd the machine's cores (which makes the
 * same work cost more CPU time) moves it less. The work a post leaves behind (its first
 * delivery try) runs on into the next batch; in a steady run that evens out.
 */
async function cpuPerRequest(
  pid: number,
  [request, name]: [string, string],
  send: (index: number) => Promise<void>,
  { seconds }: { seconds: number },
): Promise<CpuFigure> {
  let index = 0
  for (; index < 20; index += 1) await send(index)
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000
  const batches: number[] = []
  while (
    batches.length < 2 ||
    (elapsed() < seconds * 4 && (elapsed() < seconds || batches.length < 4))
  ) {
    const before = processCpuMs(pid)
    for (let sent = 0; sent < BATCH; sent += 1, index += 1) await send(index)
    batches.push((processCpuMs(pid) - before) / BATCH)
  }
  return {
    name,
    request,
    requests: batches.length * BATCH,
    msPerRequest: median(batches),
    range: [Math.min(...batches), Math.max(...batches)],
  }
}

async function drained(worker: LocalWorker): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const row = await worker.d1
      .prepare(`SELECT COUNT(*) AS n FROM messages WHERE status IN ('pending', 'sending')`)
      .first<{ n: number }>()
    if (row?.n === 0) return
    // Each look is a D1 query in workerd too, so look seldom.
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the Worker left messages unsent for 20 s')
}

/** 172.16.x.y, apart from the load's 10.x.y.z, so no post meets the rate limit. */
const clientAddress = (index: number) => `172.16.${(index >> 8) & 255}.${index & 255}`

async function workerFigures(
  buildDir: string,
  { cpuSeconds, durationSeconds, connections }: Required<EdgeOptions>,
) {
  const dataDir = tempDir('portfolio-bench-edge-')
  // The preview's own configuration (local D1 on disk, `.eml` files without SMTP_URL), as the
  // Node server in the benchmark writes its outbox to disk and its mail to `.eml` files.
  const config = parseConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SMTP_URL: '' })
  const worker = await startLocalWorker({ ...previewOptions(config, buildDir), output: 'drop' })
  try {
    const pid = childProcessPid('workerd')
    if (pid === undefined) throw new Error('no workerd process found under this one')
    const url = (path: string) => new URL(path, worker.url).href
    const post = async (index: number) => {
      const res = await fetch(url('/api/contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': clientAddress(index) },
        body: POST_BODY,
      })
      await res.arrayBuffer()
      if (res.status !== 202) throw new Error(`a post got ${res.status}, not 202`)
    }
    const get = (path: string) => async () => {
      const res = await fetch(url(path), { headers: { 'accept-encoding': 'br, gzip' } })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
    }
    const postCpu = await cpuPerRequest(
      pid,
      ['POST /api/contact', 'POST /api/contact, accepted, first try'],
      post,
      { seconds: cpuSeconds },
    )
    // The last posts' first tries done, so the GETs are measured alone.
    await drained(worker)
    const cpu = [
      postCpu,
      await cpuPerRequest(pid, ['GET /', 'GET / (a static asset)'], get('/'), {
        seconds: cpuSeconds / 2,
      }),
      await cpuPerRequest(
        pid,
        ['GET /api/health', 'GET /api/health (the floor)'],
        get('/api/health'),
        { seconds: cpuSeconds / 2 },
      ),
    ]
    const posts = await measurePosts({
      baseUrl: worker.url.href,
      durationSeconds,
      connections,
      clientHeader: 'cf-connecting-ip',
    })
    return { cpu, posts }
  } finally {
    await worker.dispose()
    // Hundreds of messages and their `.eml` files, of no use once measured.
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export interface EdgeOptions {
  /** Seconds of sequential posts for the CPU figure (4 to 16 batches' worth); half for each GET. */
  cpuSeconds?: number
  durationSeconds?: number
  connections?: number
}

/**
 * The figures, with the Node server's posts per second when `node` is given (the API load
 * just measured them with the same connections and duration) or measured here otherwise.
 */
export async function measureEdge(
  buildDir: string,
  { node, ...options }: EdgeOptions & { node?: LoadFigure } = {},
): Promise<EdgeFigures> {
  const settings = { cpuSeconds: 1, durationSeconds: 3, connections: 20, ...options }
  const worker = workerSize(buildDir)
  const { cpu, posts } = await workerFigures(buildDir, settings)
  const rows = await measureMessageRows()
  let nodePosts = node
  if (!nodePosts) {
    const server = await startApiServer()
    try {
      nodePosts = await measurePosts({ baseUrl: server.baseUrl, ...settings })
    } finally {
      await server.stop()
    }
  }
  return { worker, cpu, posts: { worker: posts, node: nodePosts }, rows, ...settings }
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

export function edgeBudgets(figures: EdgeFigures): BudgetLine[] {
  const { bytes, gzipBytes } = figures.worker
  const lines: BudgetLine[] = [
    {
      figure: 'Worker upload (gzip)',
      value: kib(gzipBytes),
      budget: '<= 3 MiB, Workers Free until 2026-09-04',
      ok: gzipBytes <= WORKER_GZIP_LIMIT,
    },
    {
      figure: 'Worker upload',
      value: kib(bytes),
      budget: '<= 64 MiB, every plan',
      ok: bytes <= WORKER_SIZE_LIMIT,
    },
  ]
  for (const figure of figures.cpu.slice(0, 2)) {
    lines.push({
      figure: `CPU, ${figure.request}`,
      value: `${figure.msPerRequest.toFixed(2)} ms`,
      budget: `<= ${CPU_LIMIT_MS} ms, Workers Free; the figure is an upper bound`,
      ok: figure.msPerRequest <= CPU_LIMIT_MS,
    })
  }
  return lines
}

const rowLine = (label: string, rows: Rows) =>
  `    ${label.padEnd(40)}${rows.written.toFixed(1).padStart(6)} written ${rows.read.toFixed(1).padStart(6)} read`

export function formatEdge(figures: EdgeFigures): string[] {
  const statuses = (figure: LoadFigure) =>
    Object.entries(figure.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
  const rate = (label: string, figure: LoadFigure) =>
    `  ${label.padEnd(34)}${String(figure.requestsPerSecond).padStart(6)} req/s  p99 ${figure.p99Ms} ms  [${statuses(figure)}]`
  return [
    'the Worker in workerd (Miniflare, the preview:edge configuration, local D1 on disk)',
    `  upload                            ${kib(figures.worker.bytes)}, gzip ${kib(figures.worker.gzipBytes)}`,
    '  CPU time of the workerd process per request, one at a time (an upper bound:',
    '  with workerd’s HTTP, the asset server and the local D1, which the platform does not count)',
    ...figures.cpu.map(
      (figure) =>
        `    ${figure.name.padEnd(40)}${figure.msPerRequest.toFixed(2).padStart(6)} ms  (${figure.range.map((ms) => ms.toFixed(2)).join('–')} over ${figure.requests / BATCH} batches of ${BATCH})`,
    ),
    `  D1 rows, as D1 counts them (the Worker's code on workerd's D1, ${figures.rows.messages} messages)`,
    rowLine('a message accepted', figures.rows.accepted),
    rowLine('its first delivery try, sent', figures.rows.delivered),
    rowLine('its purge, and its rate-limit row’s', figures.rows.purged),
    rowLine('a Cron run with nothing to do', figures.rows.idleCronRun),
    `  posts per second on loopback (${figures.connections} connections, ${figures.durationSeconds} s each)`,
    rate('  the Worker in workerd', figures.posts.worker),
    rate('  the Node server', figures.posts.node),
  ]
}
