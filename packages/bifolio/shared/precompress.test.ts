import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompress } from './precompress.ts'

/** A small built site: two pages and a script, each long enough to be worth compressing. */
function fixtureSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-precompress-'))
  mkdirSync(join(dir, 'en'))
  mkdirSync(join(dir, 'assets'))
  const words = 'contenido '.repeat(200)
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Inicio</title><p>${words}`)
  writeFileSync(join(dir, 'en/index.html'), `<!doctype html><title>Home</title><p>${words}`)
  writeFileSync(join(dir, 'assets/index-abc123.js'), `console.log(${JSON.stringify(words)})`)
  return dir
}

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
})
