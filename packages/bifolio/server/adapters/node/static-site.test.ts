import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HEAD_SCRIPT, fixtureSite, postJson } from '../../../test/server/fixtures'
import type { Harness } from '../../../test/server/harness'
import { startHarness } from '../../../test/server/harness'
import { SUBRESOURCE_CSP } from '../../../shared/security-headers'

let h: Harness
beforeAll(async () => {
  const site = fixtureSite()
  writeFileSync(join(site, 'ana-cv-es.pdf'), `%PDF-1.7\n${'0'.repeat(4000)}\n%%EOF\n`)
  writeFileSync(join(site, 'ana.vcf'), 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\n')
  for (const index of ['proyectos', 'blog']) {
    mkdirSync(join(site, index))
    writeFileSync(
      join(site, index, 'index.html'),
      `<!doctype html><html lang="es"><title>${index}</title>`,
    )
  }
  h = await startHarness({ sink: 'files', site })
})
afterAll(() => h.close())

const get = (path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers })

describe('pages', () => {
  it.each([
    ['/', 'Inicio'],
    ['/en/', 'Home'],
    ['/imprint', 'Aviso legal'],
    ['/privacy', 'Privacidad'],
    ['/en/imprint', 'Imprint'],
    ['/en/privacy', 'Privacy'],
  ])('serves %s from its prerendered file', async (path, title) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain(`<title>${title}</title>`)
  })

  it.each([
    ['/en', '/en/'],
    ['/index.html', '/'],
    ['/en/index.html', '/en/'],
    ['/imprint/', '/imprint'],
    ['/en?x=1', '/en/?x=1'],
  ])('redirects %s to %s', async (path, target) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(target)
  })

  it.each([
    ['/nope', 'Unexpected Application Error!</title>'],
    ['/404.html', 'Unexpected Application Error!</title>'],
    ['/en/nope', 'Unexpected Application Error! (en)'],
    ['/assets/', 'Unexpected Application Error!</title>'],
    ['/proyectos/nada/', 'Unexpected Application Error!</title>'],
  ])('answers 404 with the page in the path language for %s', async (path, text) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain(text)
  })

  it('sends the 404 page whole and compressed, whatever range or condition is asked', async () => {
    const res = await get('/en/nope', { 'accept-encoding': 'br', range: 'bytes=0-9' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-range')).toBeNull()
    const page = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(page).toContain('Unexpected Application Error! (en)')
  })

  it('revalidates HTML with an ETag, for each encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get('/', { 'accept-encoding': encoding })
      const etag = first.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[^"]+"$/)
      const again = await get('/', { 'accept-encoding': encoding, 'if-none-match': etag })
      expect(again.status).toBe(304)
      expect(again.headers.get('cache-control')).toBe('no-cache')
      expect(await again.text()).toBe('')
    }
    const br = (await get('/', { 'accept-encoding': 'br' })).headers.get('etag')
    const plain = (await get('/', { 'accept-encoding': 'identity' })).headers.get('etag')
    expect(br).not.toBe(plain)
    expect((await get('/', { 'if-none-match': '"old"' })).status).toBe(200)
  })

  it.each([
    ['/proyectos/?tech=docker', 'data-tech-filter="docker"'],
    ['/blog/?tag=%22css%22', 'data-tag-filter="&quot;css&quot;"'],
  ])('serves %s with the choice on <html>, filtered where no script runs', async (path, mark) => {
    const res = await get(path, { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(html).toContain(`<html ${mark} lang="es">`)
  })

  it('serves an index unfiltered, as its file, without a choice or with another key', async () => {
    for (const path of ['/proyectos/', '/proyectos/?tag=css', '/blog/?tech=']) {
      const html = await (await get(path)).text()
      expect(html, path).toContain('<html lang="es">')
    }
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await h.app.request('/en/', { method: 'HEAD' })
    const got = await get('/en/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe(String((await got.arrayBuffer()).byteLength))
    expect(res.headers.get('etag')).toBe(got.headers.get('etag'))
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toBe('')
  })

  it.each(['/_headers', '/index.html.br', '/assets/index-abc123.js.gz', '/.assetsignore'])(
    'never sends the files written for other hosts or as an encoding: %s',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('Unexpected Application Error!')
    },
  )

  it('answers 405 to writes outside the API', async () => {
    const res = await h.app.request('/', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('assets', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/index-abc123.js')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('serves brotli, then gzip, then identity, as accepted', async () => {
    const plain = await (await get('/assets/index-abc123.js')).text()
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain)
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain)
    const none = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' })
    expect(none.headers.get('content-encoding')).toBeNull()
    expect(none.headers.get('vary')).toBe('Accept-Encoding')
  })

  it.each([
    ['/ana-cv-es.pdf', 'application/pdf'],
    ['/ana.vcf', 'text/vcard; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('sends %s as %s, revalidated', async (path, type) => {
    const res = await get(path, { 'accept-encoding': 'br, gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves other public files revalidated', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })
})

describe('ranges', () => {
  // The CV is the one file a visitor may download in parts (a resumed download).
  const asset = '/ana-cv-es.pdf'

  it('answers one byte range with 206 and those bytes of the file', async () => {
    const whole = Buffer.from(await (await get(asset)).arrayBuffer())
    const res = await get(asset, { range: 'bytes=10-19' })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(whole.subarray(10, 20))
    const tail = await get(asset, { range: 'bytes=-5' })
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(-5))
    const rest = await get(asset, { range: `bytes=${whole.length - 3}-` })
    expect(rest.headers.get('content-length')).toBe('3')
    expect(rest.headers.get('etag')).toBe((await get(asset)).headers.get('etag'))
  })

  it('answers 416 to a range past the end', async () => {
    const past = await get(asset, { range: 'bytes=999999-' })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/)
  })
})

describe('security headers', () => {
  const hash = createHash('sha256').update(HEAD_SCRIPT).digest('base64')

  it.each([
    ['a page', () => get('/')],
    ['a 404', () => get('/nope')],
    ['the API', () => get('/api/health')],
    ['an API error', () => h.app.request('/api/contact', postJson('{'))],
    ['an unknown API path', () => get('/api/nope')],
  ])('are on %s', async (_label, request) => {
    const res = await request()
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "default-src 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "style-src 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain('style-src-attr')
    // Nothing widens the default's hold on requests: the form posts to this origin.
    expect(csp).not.toContain('connect-src')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it.each([
    ['scripts', '/assets/index-abc123.js'],
    ['the web app manifest', '/site.webmanifest'],
  ])('sends a short locked-down policy on %s, which are never documents', async (_, path) => {
    const res = await get(path)
    expect(res.headers.get('content-security-policy')).toBe(SUBRESOURCE_CSP)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('adds HSTS for at least a year when reached over HTTPS', async () => {
    const res = await h.app.request('https://example.dev/')
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/)
  })

  it('keeps internals out of error bodies', async () => {
    const res = await h.app.request('/api/contact', postJson('{"a":'))
    const text = await res.text()
    expect(text).toBe('{"error":"bad_request"}')
  })
})
