/**
 * What the first visit downloads before it can paint and hydrate, read from the built HTML:
 * the entry script the inline loader fetches after the first paint and any modulepreloads
 * (JavaScript), the stylesheets linked in <head> and
 * inline styles (CSS for first paint), and the page itself, each measured gzip -9, and the
 * page and its CSS also brotli -11 as the build precompresses them and every server of the
 * project sends them to a browser that accepts brotli (all current ones). A stylesheet linked
 * at the end of <body> blocks no paint of what comes before it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { builtFile } from '../packages/bifolio/builder/paths/built-file.ts'
import { entryScriptUrl } from '../packages/bifolio/builder/steps/deferred-entry/deferred-entry.ts'

export interface FirstLoadSize {
  page: string
  /** The stylesheet the loader links once the first screen has painted, raw and brotli. */
  lateCss: { raw: number; brotli: number }
  htmlGzip: number
  cssGzip: number
  htmlBrotli: number
  cssBrotli: number
  jsGzip: number
  jsFiles: string[]
  cssFiles: string[]
}

const gzipBytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length
const brotliBytes = (bytes: Buffer | string) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean)
}

export function firstLoadSize(clientDir: string, page: string): FirstLoadSize {
  const html = readFileSync(join(clientDir, page), 'utf8')
  const jsFiles = [
    ...[entryScriptUrl(html) ?? ''].filter(Boolean),
    ...attributeValues(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]
  if (jsFiles.length === 0) throw new Error(`${page} loads no entry script; is it a built page?`)
  const head = html.slice(0, html.indexOf('</head>'))
  const cssFiles = attributeValues(head, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)
  const read = (url: string) => readFileSync(builtFile(clientDir, url))
  const late = /<script data-entry="[^"]*" data-styles="([^"]+)"/.exec(html)?.[1]
  const lateCss = late ? read(late) : Buffer.alloc(0)
  return {
    page,
    lateCss: { raw: lateCss.length, brotli: brotliBytes(lateCss) },
    // The page's inline <style> counts inside the HTML: it arrives with the document.
    htmlGzip: gzipBytes(html),
    cssGzip: cssFiles.reduce((sum, url) => sum + gzipBytes(read(url)), 0),
    htmlBrotli: brotliBytes(html),
    cssBrotli: cssFiles.reduce((sum, url) => sum + brotliBytes(read(url)), 0),
    jsGzip: [...new Set(jsFiles)].reduce((sum, url) => sum + gzipBytes(read(url)), 0),
    jsFiles: [...new Set(jsFiles)],
    cssFiles,
  }
}

/**
 * The scripts a page fetched (their URL paths), as their bodies weigh brotli -11, the way the
 * bare React runtime is measured: without the HTTP headers each answer also carries.
 */
export function scriptBodies(clientDir: string, paths: readonly string[]): number {
  return paths.reduce((sum, path) => sum + brotliBytes(readFileSync(builtFile(clientDir, path))), 0)
}

/**
 * The bytes of a page's answer head as an HTTP/1.1 server sends them (status line, each header,
 * the blank line), asking as a browser does for brotli. Lighthouse counts them with the body
 * against the first round trip's window, so a page can only fit it with its headers.
 */
export async function answerHeadBytes(url: string): Promise<number> {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'br' } })
  await answer.arrayBuffer()
  const status = `HTTP/1.1 ${answer.status} ${answer.statusText}\r\n`
  let bytes = Buffer.byteLength(status) + 2
  for (const [name, value] of answer.headers) bytes += Buffer.byteLength(`${name}: ${value}\r\n`)
  return bytes
}
