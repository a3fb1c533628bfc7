import { mkdtemp, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as fontkit from 'fontkit'
import postcss from 'postcss'
import type { Alias, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  BASE_CHARACTERS,
  characterSets,
  extensionFaces,
  needsShaping,
  siteText,
  subsetFonts,
  unicodeRange,
} from './font-subset'

const MONO = '@look-font/jetbrains-mono-latin-400-normal.woff2'
const MONO_EXTENSION = '@font-extension/jetbrains-mono-latin-400-normal.woff2'
const MONO_FILE = createRequire(import.meta.url).resolve(
  '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2',
)

async function project() {
  const root = await mkdtemp(join(tmpdir(), 'font-subset-'))
  await mkdir(join(root, 'src/content/projects/a'), { recursive: true })
  await writeFile(join(root, 'src/content/es.ts'), "export const hola = '¿Qué tal? Ω'\n")
  await writeFile(join(root, 'src/content/projects/a/es.md'), '# Año «uno»\n')
  await writeFile(join(root, 'src/content/cv.yml'), 'city: Cádiz\n')
  await writeFile(join(root, 'src/fonts.css'), `@font-face{src:url('${MONO}')}`)
  await writeFile(join(root, 'src/footer.tsx'), "export const sign = '©'\n")
  await writeFile(join(root, 'src/head.test.ts'), "'@look-font/unused.woff2' // ç")
  return root
}

type Config = { resolve: { alias: Alias[] } }
const configOf = async (root: string) =>
  (await (
    subsetFonts({
      textDirs: [join(root, 'src')],
      cacheDir: join(root, 'cache'),
      fonts: () => [{ specifier: MONO, path: MONO_FILE }],
    }).config as () => Promise<UserConfig>
  )()) as Config
const aliasFor = (config: Config, specifier: string) =>
  config.resolve.alias.find((alias) => (alias.find as RegExp).test(specifier))

describe('font subsets', () => {
  it('put Basic Latin and every character of the site, content files of any kind, in the core', async () => {
    const { core, extension } = characterSets(await siteText(join(await project(), 'src')))
    for (const character of 'aZ09?¿éñ«»á©Ω“”–…') expect(core).toContain(character)
    // An uppercase caption draws é as É: each letter's other case is in the core too.
    for (const character of 'ÉÑÁ') expect(core).toContain(character)
    expect(core).not.toContain('\n')
    // Ω is not Latin, but the content uses it.
    expect(BASE_CHARACTERS).not.toContain('Ω')
    // Letters only a visitor may type wait in the extension; tests are not the site's text.
    for (const character of 'çßÀö') expect(extension).toContain(character)
    for (const character of 'éñ«©a') expect(extension).not.toContain(character)
    expect([...core, ...extension].sort()).toEqual(
      [...new Set([...core, ...BASE_CHARACTERS])].sort(),
    )
  })

  it('write a unicode-range with neighbouring characters joined', () => {
    expect(unicodeRange('ÄÃÂÆç\u2013')).toBe('U+C2-C4,U+C6,U+E7,U+2013')
    expect(unicodeRange('')).toBe('')
  })

  it('are made for the look’s font files only', async () => {
    const config = await configOf(await project())
    expect(config.resolve.alias).toHaveLength(2)
    expect(aliasFor(config, '@look-font/unused.woff2')).toBeUndefined()
  })

  it('alias each font, `?url` imports too, to a smaller core and an extension', async () => {
    const root = await project()
    const config = await configOf(root)
    const core = aliasFor(config, MONO)
    expect(aliasFor(config, `${MONO}?url`)).toBe(core)
    expect(aliasFor(config, `${MONO}x`)).toBeUndefined()
    const extension = aliasFor(config, MONO_EXTENSION)
    expect(extension?.replacement).toMatch(/jetbrains-mono-latin-400-normal-extension\.woff2$/)
    const original = await readFile(MONO_FILE)
    const coreFile = await readFile(core?.replacement ?? '')
    const extensionFile = await readFile(extension?.replacement ?? '')
    for (const file of [coreFile, extensionFile]) {
      expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2')
    }
    expect(coreFile.length).toBeLessThan(original.length * 0.5)
    expect(extensionFile.length).toBeLessThan(original.length * 0.5)
  })

  it('draw the site’s text as the whole font does without its ligatures', async () => {
    const root = await project()
    const code = '<section id="a" /> => {a !== b} -> 10:30 www ¿Qué? «Año» Cádiz'
    await writeFile(join(root, 'src/content/code.ts'), `export const code = '${code}'\n`)
    const config = await configOf(root)
    const open = async (path: string) => {
      const font = fontkit.create(await readFile(path))
      if (!('layout' in font)) throw new Error(`${path} is a font collection`)
      return font
    }
    const original = await open(MONO_FILE)
    const core = await open(aliasFor(config, MONO)?.replacement ?? '')
    const noLigatures = { liga: false, calt: false, clig: false, dlig: false }
    const drawing = (font: fontkit.Font, features?: Record<string, boolean>) =>
      font.layout(code, features).glyphs.map((glyph) => glyph.path.toSVG())
    expect(drawing(core)).toEqual(drawing(original, noLigatures))
    // The text is one JetBrains Mono draws with ligatures, so the comparison above means something.
    expect(drawing(original)).not.toEqual(drawing(original, noLigatures))
  })

  it('declare each face’s extension after it, for the characters the core lacks', async () => {
    const css = [
      "@font-face{font-family:'M';font-weight:400;src:url('" + MONO + "') format('woff2')}",
      "@font-face{font-family:'L';src:local('Arial')}",
      "@font-face{font-family:'R';src:url('" + MONO + "');unicode-range:U+0-7F}",
    ].join('')
    const out = (await postcss([extensionFaces('U+C7,U+E7')]).process(css, { from: undefined })).css
    expect(out).toBe(
      [
        "@font-face{font-family:'M';font-weight:400;src:url('" + MONO + "') format('woff2')}",
        "@font-face{font-family:'M';font-weight:400;src:url('" +
          MONO_EXTENSION +
          "') format('woff2');unicode-range:U+C7,U+E7}",
        "@font-face{font-family:'L';src:local('Arial')}",
        "@font-face{font-family:'R';src:url('" + MONO + "');unicode-range:U+0-7F}",
      ].join(''),
    )
    // Every declaration of the extension says which file it came from, as the bundler's URL
    // rewriting needs (without it the owner's build prints a warning).
    const result = await postcss([extensionFaces('U+C7,U+E7')]).process(css, {
      from: '/x/fonts.css',
    })
    result.root.walkDecls((declaration) => {
      expect(declaration.source?.input.file).toBe('/x/fonts.css')
    })
    // Content that uses every base character leaves nothing to extend.
    expect((await postcss([extensionFaces('')]).process(css, { from: undefined })).css).toBe(css)
  })

  it('are made once and reused while the content and fonts stay the same', async () => {
    const root = await project()
    const coreOf = async () => aliasFor(await configOf(root), MONO)?.replacement ?? ''
    const first = await coreOf()
    const madeAt = (await stat(first)).mtimeMs
    expect(await coreOf()).toBe(first)
    expect((await stat(first)).mtimeMs).toBe(madeAt)
    // New content characters make a new subset.
    await writeFile(join(root, 'src/content/en.ts'), "export const hi = 'Ĳ'\n")
    expect(await coreOf()).not.toBe(first)
  })
})

describe('needsShaping', () => {
  it('is true for text in a joining script, whose letters take their neighbours’ forms', () => {
    expect(needsShaping('Rania · مطوّرة واجهات')).toBe(true)
    expect(needsShaping('ދިވެހި')).toBe(true)
  })

  it('is false for Latin, Greek and Cyrillic text, drawn from its characters’ own glyphs', () => {
    expect(needsShaping('¿Qué tal? Ω «uno» © Привет')).toBe(false)
  })
})
