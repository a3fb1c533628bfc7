import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { waitUntil } from '../wait-until'

/** The app's code: what the inline loader fetches after the first paint. */
const APP_CODE = /^\/assets\/[^?]*\.js(\?|$)/

/** The path and query of the page or script a request came from, '' when it does not say. */
function referringPath(incoming: IncomingMessage): string {
  const referer = incoming.headers.referer
  if (!referer) return ''
  const url = new URL(referer)
  return url.pathname + url.search
}

export interface GateProxy {
  /** Where the browser goes: the server behind, through the gate. */
  url: string
  /**
   * From now on, the code the page at `pagePath` (path and query) asks for waits until
   * `release()`. Only that page's: the page being left may still be fetching chunks, and held
   * they would take the browser's few connections to the server (six in Firefox) from the page
   * being opened, which could then not even fetch its document.
   */
  hold(pagePath: string): void
  /**
   * Resolves once the page at `pagePath` (path and query) has asked for its code and is kept
   * waiting. Told by the request's Referer: a page being left may still fetch a lazy chunk,
   * but that request names the script importing it, not a page.
   */
  waitForPageRequest(pagePath: string, timeoutMs?: number): Promise<void>
  release(): void
  /** Resolves once no request has been on its way for `quietMs`. */
  waitForQuiet(quietMs?: number): Promise<void>
  /** Every answer with a status of 400 or more since the last call, as `404 GET /path`. */
  takeFailures(): string[]
  close(): Promise<void>
}

/**
 * A pass-through proxy in front of the server that can keep the app's code from the browser.
 * While it is held, the page is exactly what the server's HTML and its inline scripts make of
 * it before any of the app runs: the moment to look for a flash of the wrong theme, and to put
 * a recorder of errors in place in an engine whose driver cannot inject scripts before a
 * page's own. It also tells which answers failed, in every engine alike.
 */
export async function startGateProxy(target: string): Promise<GateProxy> {
  // Long: its handlers share the proxy's state (held pages, failures, requests in flight).
  const upstream = new URL(target)
  let holdingFor: string | null = null
  let waiting: Array<{ pagePath: string; send: () => void }> = []
  let heldListeners: Array<(pagePath: string) => void> = []
  let failures: string[] = []
  let inFlight = 0
  let lastSettled = Date.now()

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    const path = incoming.url ?? '/'
    const proxied = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path,
        headers: incoming.headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 502
        if (status >= 400) failures.push(`${status} ${incoming.method} ${path}`)
        const headers = { ...answer.headers }
        // The code must reach the gate on every load; the browser would otherwise take its
        // immutable copy from the cache and the gate could hold nothing. (WebKit still answers
        // a reload from its memory with what a `<link rel=modulepreload>` fetched, the page's
        // words among them; the entry, started by a `<script>`, comes here, and holding it holds
        // the app.)
        if (APP_CODE.test(path)) headers['cache-control'] = 'no-store'
        outgoing.writeHead(status, headers)
        answer.pipe(outgoing)
      },
    )
    // A browser that leaves the page drops the requests still on their way: nothing failed.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) proxied.destroy()
    })
    proxied.on('error', (error) => {
      if (!outgoing.destroyed) failures.push(`${incoming.method} ${path}: ${error.message}`)
      outgoing.destroy()
    })
    incoming.pipe(proxied)
  }

  const server = createServer((incoming, outgoing) => {
    inFlight += 1
    outgoing.on('close', () => {
      inFlight -= 1
      lastSettled = Date.now()
    })
    const pagePath = referringPath(incoming)
    if (pagePath === holdingFor && APP_CODE.test(incoming.url ?? '')) {
      waiting.push({ pagePath, send: () => forward(incoming, outgoing) })
      for (const listener of heldListeners) listener(pagePath)
      return
    }
    forward(incoming, outgoing)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const release = (): void => {
    holdingFor = null
    const held = waiting
    waiting = []
    heldListeners = []
    for (const { send } of held) send()
  }

  return {
    url: `http://127.0.0.1:${port}`,
    hold(pagePath) {
      holdingFor = pagePath
    },
    waitForPageRequest(pagePath, timeoutMs = 30_000) {
      if (waiting.some((held) => held.pagePath === pagePath)) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const heldFrom = waiting.map((held) => held.pagePath || '(no Referer)').join(', ')
          const what = `${pagePath} asked for no code within ${timeoutMs} ms`
          reject(new Error(`${what} (held: ${heldFrom || 'nothing'})`))
        }, timeoutMs)
        heldListeners.push((heldPath) => {
          if (heldPath !== pagePath) return
          clearTimeout(timer)
          resolve()
        })
      })
    },
    release,
    waitForQuiet(quietMs = 300) {
      return waitUntil(
        () => inFlight === 0 && Date.now() - lastSettled >= quietMs,
        'the page to finish its requests',
        30_000,
      )
    },
    takeFailures() {
      const taken = failures
      failures = []
      return taken
    },
    close() {
      release()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
