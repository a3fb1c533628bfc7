import { mkdtemp, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Alias, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { BASE_CHARACTERS, fontReferences, subsetCharacters, subsetFonts } from './font-subset'

const MONO = '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2'

async function project() {
  const root = await mkdtemp(join(tmpdir(), 'font-subset-'))
  await mkdir(join(root, 'src/content'), { recursive: true })
  await writeFile(join(root, 'src/content/es.ts'), "export const hola = '¿Qué tal? Ω'\n")
  await writeFile(join(root, 'src/fonts.css'), `@font-face{src:url('${MONO}')}`)
  await writeFile(join(root, 'src/head.test.ts'), "'@fontsource/x/files/unused.woff2'")
  return root
}

describe('font subsets', () => {
  it('keep the Spanish and English characters and every character of the content', async () => {
    const root = await project()
    const characters = await subsetCharacters(join(root, 'src/content'))
    for (const character of 'ñÑáéíóúü¿¡€“”–…') expect(characters).toContain(character)
    // Ω is not Latin, but the content uses it.
    expect(characters).toContain('Ω')
    expect(characters).not.toContain('\n')
    expect(BASE_CHARACTERS).not.toContain('Ω')
  })

  it('are made for the font files the source names, tests aside', async () => {
    const root = await project()
    expect(await fontReferences(join(root, 'src'))).toEqual([MONO])
  })

  it('alias each font, `?url` imports too, to a smaller WOFF2 file', async () => {
    const root = await project()
    const plugin = subsetFonts({
      srcDir: join(root, 'src'),
      contentDir: join(root, 'src/content'),
      cacheDir: join(root, 'cache'),
    })
    const config = (await (plugin.config as () => Promise<UserConfig>)()) as {
      resolve: { alias: Alias[] }
    }
    const [alias] = config.resolve.alias
    expect(alias?.find).toBeInstanceOf(RegExp)
    expect((alias?.find as RegExp).test(MONO)).toBe(true)
    expect((alias?.find as RegExp).test(`${MONO}?url`)).toBe(true)
    expect((alias?.find as RegExp).test(`${MONO}x`)).toBe(false)
    const subset = await readFile(alias?.replacement ?? '')
    const original = await readFile(createRequire(import.meta.url).resolve(MONO))
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(subset.length).toBeLessThan(original.length * 0.7)
  })

  it('are made once and reused while the content and fonts stay the same', async () => {
    const root = await project()
    const options = {
      srcDir: join(root, 'src'),
      contentDir: join(root, 'src/content'),
      cacheDir: join(root, 'cache'),
    }
    const aliasOf = async () =>
      (
        (await (subsetFonts(options).config as () => Promise<UserConfig>)()) as {
          resolve: { alias: Alias[] }
        }
      ).resolve.alias[0]?.replacement ?? ''
    const first = await aliasOf()
    const madeAt = (await stat(first)).mtimeMs
    expect(await aliasOf()).toBe(first)
    expect((await stat(first)).mtimeMs).toBe(madeAt)
    // New content characters make a new subset.
    await writeFile(join(root, 'src/content/en.ts'), "export const hi = 'Ĳ'\n")
    expect(await aliasOf()).not.toBe(first)
  })
})
