/**
 * Figures of the built server itself (issue 12): time from start to the first 200, resident
 * memory idle and after 10,000 requests, and requests per second for `/` and `/api/health`.
 * Printed, not asserted.
 */
import autocannon from 'autocannon'
import { startApiServer } from './api-server.ts'
import { median } from './budgets.ts'
import { rssMiB } from './api-load.ts'
import { buildPaths } from '../packages/bifolio/builder/paths/build-dir.ts'
import { BUILD_DIR } from './bench-build.ts'

export interface ServerFigures {
  startToFirst200Ms: number[]
  rssIdleMiB?: number
  rssAfter10kMiB?: number
  requestsPerSecond: Record<string, number>
}

const LOAD_REQUESTS = 10_000
const CONNECTIONS = 20

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

export async function measureServer({
  starts = 5,
  durationSeconds = 5,
  log = console.log,
} = {}): Promise<ServerFigures> {
  const startToFirst200Ms: number[] = []
  for (let run = 0; run < starts; run += 1) {
    const server = await startApiServer()
    startToFirst200Ms.push(Math.round(server.startedMs))
    await server.stop()
  }

  const server = await startApiServer()
  const requestsPerSecond: Record<string, number> = {}
  let rssIdleMiB: number | undefined
  let rssAfter10kMiB: number | undefined
  try {
    // Idle: started, one page served, a second to settle.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    rssIdleMiB = rssMiB(server.pid)
    const headers = { 'accept-encoding': 'br, gzip' }
    await load({
      url: `${server.baseUrl}/`,
      amount: LOAD_REQUESTS,
      connections: CONNECTIONS,
      headers,
    })
    rssAfter10kMiB = rssMiB(server.pid)
    for (const path of ['/', '/api/health']) {
      const result = await load({
        url: `${server.baseUrl}${path}`,
        duration: durationSeconds,
        connections: CONNECTIONS,
        headers,
      })
      requestsPerSecond[path] = Math.round(result.requests.average)
    }
  } finally {
    await server.stop()
  }

  const entry = buildPaths(BUILD_DIR).serverEntry
  log(`built server (node ${entry}, NODE_ENV=production, JSON request log)`)
  log(
    `  start to first 200 for /          ${median(startToFirst200Ms)} ms median of ${starts} (${startToFirst200Ms.join(', ')})`,
  )
  log(`  RSS idle                          ${rssIdleMiB ?? 'n/a'} MiB`)
  log(`  RSS after ${LOAD_REQUESTS} requests for /    ${rssAfter10kMiB ?? 'n/a'} MiB`)
  for (const [path, rps] of Object.entries(requestsPerSecond)) {
    log(
      `  ${`GET ${path}`.padEnd(34)}${String(rps).padStart(6)} req/s (${CONNECTIONS} connections, ${durationSeconds} s)`,
    )
  }
  return { startToFirst200Ms, rssIdleMiB, rssAfter10kMiB, requestsPerSecond }
}
