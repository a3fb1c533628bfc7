/**
 * The server Playwright starts: builds the site if stale, then serves it like production on
 * HOST:PORT with a throwaway DATA_DIR, the embedded mail sink, and a rate limit high enough
 * that browser tests never hit it.
 */
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { ensureBuild } from '../server/build/ensure-build'

const root = process.cwd()
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portfolio-e2e-'))
process.env.CONTACT_LIMIT = '1000/60'
delete process.env.SMTP_URL

ensureBuild({ root, siteUrl })

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

const clientDir = join(root, 'dist', 'client')

function fileFor(pathname: string): string | undefined {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidates = [clean, join(clean, 'index.html'), `${clean}.html`]
  for (const candidate of candidates) {
    const file = join(clientDir, candidate)
    if (file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost')
  if (pathname === '/api/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
    return
  }
  const file = fileFor(pathname)
  const notFound = pathname.startsWith('/en') ? 'en/404.html' : '404.html'
  const target = file ?? join(clientDir, notFound)
  res.writeHead(file ? 200 : 404, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
  })
  createReadStream(target).pipe(res)
}).listen(port, host, () => console.log(`e2e server on http://${host}:${port}`))
