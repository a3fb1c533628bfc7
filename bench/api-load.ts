/**
 * Load figures for the production server (issue 3, item 9): autocannon on loopback against
 * `/`, against the contact endpoint with many clients, and with one abusive client. Figures
 * are printed, not asserted.
 *
 * `runApiLoad({ baseUrl, pid, durationSeconds, connections })` resolves with the figures once
 * all three runs are done. Pass the server's `pid` to get its RSS before and after (Linux
 * /proc). Distinct client addresses need the server started with `TRUST_PROXY=1`; otherwise
 * every post counts as one client and most answers are 429, which the output says.
 */
import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'

export interface ApiLoadOptions {
  baseUrl: string
  pid?: number
  durationSeconds?: number
  connections?: number
  log?: (line: string) => void
}

export interface LoadFigure {
  name: string
  requestsPerSecond: number
  p99Ms: number
  statuses: Record<string, number>
}

export interface ApiLoadResult {
  figures: LoadFigure[]
  rssBeforeMiB?: number
  rssAfterMiB?: number
}

const CONTACT_BODY = JSON.stringify({
  name: 'Load Test',
  email: 'load@example.com',
  subject: 'Benchmark message',
  message: 'A message sent by the load benchmark.',
  consent: true,
  language: 'en',
  website: '',
})

/** Resident memory of a process in MiB, from /proc (Linux only). */
export function rssMiB(pid: number): number | undefined {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kib ? Math.round((Number(kib) / 1024) * 10) / 10 : undefined
  } catch {
    return undefined
  }
}

async function measure(name: string, options: autocannon.Options): Promise<LoadFigure> {
  const statuses: Record<string, number> = {}
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    })
  })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    statuses,
  }
}

/**
 * The header that names the visitor: `X-Forwarded-For` for the Node server behind its proxy
 * (`TRUST_PROXY=1`), `CF-Connecting-IP` for the Worker, as the platform sets it.
 */
export type ClientHeader = 'x-forwarded-for' | 'cf-connecting-ip'

function contactRequest(
  client: () => string,
  header: ClientHeader = 'x-forwarded-for',
): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/contact',
    body: CONTACT_BODY,
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'content-type': 'application/json', [header]: client() },
    }),
  }
}

/** 10.x.y.z addresses, one per request, so each post is a new client within the limit. */
function distinctClients(): () => string {
  let client = 0
  return () => {
    client += 1
    return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
  }
}

/** Accepted posts per second: the contact endpoint with many clients, each new to the limit. */
export function measurePosts({
  baseUrl,
  durationSeconds = 5,
  connections = 20,
  clientHeader,
}: Pick<ApiLoadOptions, 'baseUrl' | 'durationSeconds' | 'connections'> & {
  clientHeader?: ClientHeader
}): Promise<LoadFigure> {
  return measure('POST /api/contact, distinct clients', {
    url: baseUrl,
    duration: durationSeconds,
    connections,
    requests: [contactRequest(distinctClients(), clientHeader)],
  })
}

export async function runApiLoad({
  baseUrl,
  pid,
  durationSeconds = 5,
  connections = 20,
  log = console.log,
}: ApiLoadOptions): Promise<ApiLoadResult> {
  const common = { url: baseUrl, duration: durationSeconds, connections }
  const rssBeforeMiB = pid === undefined ? undefined : rssMiB(pid)
  const figures = [
    await measure('GET / (brotli)', { ...common, headers: { 'accept-encoding': 'br, gzip' } }),
    await measurePosts({ baseUrl, durationSeconds, connections }),
    await measure('POST /api/contact, one abusive client', {
      ...common,
      requests: [contactRequest(() => '192.0.2.66')],
    }),
  ]
  const rssAfterMiB = pid === undefined ? undefined : rssMiB(pid)

  log(`API load on ${baseUrl} (${connections} connections, ${durationSeconds} s each)`)
  for (const figure of figures) {
    const statuses = Object.entries(figure.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    log(
      `  ${figure.name.padEnd(40)} ${String(figure.requestsPerSecond).padStart(7)} req/s  p99 ${figure.p99Ms} ms  [${statuses}]`,
    )
  }
  if ((figures[1]?.statuses['429'] ?? 0) > (figures[1]?.statuses['202'] ?? 0)) {
    log('  note: most distinct-client posts got 429; start the server with TRUST_PROXY=1')
  }
  log(`  server RSS: ${rssBeforeMiB ?? 'n/a'} MiB before, ${rssAfterMiB ?? 'n/a'} MiB after`)
  return { figures, rssBeforeMiB, rssAfterMiB }
}
