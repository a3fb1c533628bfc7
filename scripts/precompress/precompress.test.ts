import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { loadSiteFiles } from '../../server/static/site-files.ts'
import { fixtureSite } from '../../server/test/fixtures.ts'
import { precompress } from './precompress.ts'

describe('precompress', () => {
  it('writes brotli and gzip variants that decode to the file, for text files only', async () => {
    const dir = fixtureSite()
    writeFileSync(join(dir, 'tiny.css'), 'p{}')
    mkdirSync(join(dir, 'og'))
    writeFileSync(join(dir, 'og/es.png'), Buffer.alloc(4096))
    await precompress(dir)
    const js = readFileSync(join(dir, 'assets/index-abc123.js'))
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index-abc123.js.br')))).toEqual(js)
    expect(gunzipSync(readFileSync(join(dir, 'assets/index-abc123.js.gz')))).toEqual(js)
    expect(existsSync(join(dir, 'en/index.html.br'))).toBe(true)
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false)
    expect(existsSync(join(dir, 'og/es.png.gz'))).toBe(false)
  })

  it('removes variants whose file is gone, and runs again without doubling them', async () => {
    const dir = fixtureSite()
    await precompress(dir)
    writeFileSync(join(dir, 'old.js.br'), 'stale')
    await precompress(dir)
    expect(existsSync(join(dir, 'old.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'index.html.br.br'))).toBe(false)
  })

  it('gives the server the written variants, never serving them as files of their own', async () => {
    const dir = fixtureSite()
    await precompress(dir)
    const files = await loadSiteFiles(dir)
    expect(files.has('/index.html.br')).toBe(false)
    const page = files.get('/index.html')
    expect(Buffer.from(page?.br ?? [])).toEqual(readFileSync(join(dir, 'index.html.br')))
    expect(Buffer.from(page?.gzip ?? [])).toEqual(readFileSync(join(dir, 'index.html.gz')))
  })

  it('leaves the server compressing a file changed after its variants were written', async () => {
    const dir = fixtureSite()
    await precompress(dir)
    const later = new Date(Date.now() + 60_000)
    const changed = readFileSync(join(dir, 'index.html'), 'utf8').replace('Inicio', 'Portada')
    writeFileSync(join(dir, 'index.html'), changed)
    utimesSync(join(dir, 'index.html'), later, later)
    const page = (await loadSiteFiles(dir)).get('/index.html')
    expect(brotliDecompressSync(Buffer.from(page?.br ?? [])).toString()).toBe(changed)
  })
})
