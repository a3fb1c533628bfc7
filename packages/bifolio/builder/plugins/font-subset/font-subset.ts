/**
 * Vite plugin: each font file of the owner's look is cut in two. The core holds Basic
 * Latin, the typographic punctuation and every character of the site's own text (its source,
 * content included): every page fetches it. The extension holds the rest of what a Spanish or
 * English sentence may need (the Latin-1 letters no page uses, such as the ç or ß of a name
 * typed into the form) and is declared after the core with a `unicode-range`, so a browser
 * fetches it only for text that draws one of those letters. Glyphs only reachable through
 * ligatures and alternates are left out of both, and so are the substitution rules that lead
 * to them: JetBrains Mono's core is 5.5 KB, about half of what it was with them.
 *
 * The subsets are written to a cache folder keyed by their character set, and aliases point
 * each `@look-font/x.woff2` at its core and `@font-extension/x.woff2` at its extension, so
 * CSS `url()` and `?url` imports alike get the subset and the asset's file name hashes the
 * bytes actually shipped. A PostCSS step adds the extension's `@font-face` after each face.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { AtRule, Plugin as PostcssPlugin } from 'postcss'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]>

/** Bump when the subsetting options change, so cached subsets are made again. */
const SUBSET_VERSION = 'woff2, no layout closure and kerning only unless shaped'

const FONT_REFERENCE = /@look-font\/[\w.-]+\.woff2/g

/** Where an extension's URL points before the alias resolves it to the cached file. */
const EXTENSION_PREFIX = '@font-extension/'

function extensionSpecifier(reference: string): string {
  return EXTENSION_PREFIX + basename(reference)
}

function range(from: number, to: number): string {
  let text = ''
  for (let code = from; code <= to; code += 1) text += String.fromCharCode(code)
  return text
}

const BASIC_LATIN = range(0x20, 0x7e)
/**
 * Dashes, quotes, ellipsis, bullet, euro and arrows: what a text tool may put into any text;
 * and the no-break space the page's own formatting writes (`4500 €` in Spanish, by `Intl`),
 * which is in no source file.
 */
const PUNCTUATION = '\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u20ac\u2190\u2192'

/** What any Spanish or English sentence may need, content or not (form input, for one). */
export const BASE_CHARACTERS = BASIC_LATIN + range(0xa0, 0xff) + PUNCTUATION

async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return filesUnder(path, pattern)
      return Promise.resolve(pattern.test(entry.name) ? [path] : [])
    }),
  )
  return nested.flat().sort()
}

/** The site's text: its code, styles and content (Markdown, YAML, JSON), tests aside. */
const TEXT_FILE = /^(?!.*\.test\.tsx?$).*\.(ts|tsx|css|md|ya?ml|json)$/

/**
 * Every text file under `dirs` (the engine's source, the owner's content) and what it holds,
 * read once for both uses below.
 */
export async function siteText(...dirs: string[]): Promise<Map<string, string>> {
  const files = (await Promise.all(dirs.map((dir) => filesUnder(dir, TEXT_FILE)))).flat()
  return new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')] as const)),
  )
}

export interface CharacterSets {
  /** Basic Latin, the punctuation and every character of the site's text in either case, sorted. */
  core: string
  /** The base characters the site's text does not use, sorted; may be empty. */
  extension: string
}

export function characterSets(text: ReadonlyMap<string, string>): CharacterSets {
  const used = new Set([...text.values()].join(''))
  for (const control of ['\n', '\r', '\t']) used.delete(control)
  // `text-transform` draws a letter in its other case (an uppercase caption draws "ó" as "Ó"):
  // without it, the page would fetch an extension for a letter its text holds.
  for (const character of [...used])
    for (const form of [...character.toUpperCase(), ...character.toLowerCase()]) used.add(form)
  const core = new Set([...BASIC_LATIN, ...PUNCTUATION, ...used])
  const extension = [...BASE_CHARACTERS].filter((character) => !core.has(character))
  const sorted = (characters: Iterable<string>) =>
    [...characters].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('')
  return { core: sorted(core), extension: sorted(extension) }
}

/** A `unicode-range` value for `characters`, neighbours joined: `U+A0-A8,U+AA`. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))]
  codes.sort((a, b) => a - b)
  const hex = (code: number) => code.toString(16).toUpperCase()
  const ranges: string[] = []
  for (let start = 0; start < codes.length;) {
    let end = start
    while (end + 1 < codes.length && codes[end + 1] === (codes[end] ?? 0) + 1) end += 1
    const [first, last] = [codes[start] ?? 0, codes[end] ?? 0]
    ranges.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)
    start = end + 1
  }
  return ranges.join(',')
}

/**
 * After each `@font-face` whose source is one of the look's files, the same face with the file's
 * extension and `range` as its `unicode-range`. Declared later, it is the one a browser checks
 * first for those characters; every other character goes on to the core.
 */
export function extensionFaces(range: string): PostcssPlugin {
  return {
    postcssPlugin: 'portfolio-font-extension-faces',
    Once(root) {
      if (!range) return
      root.walkAtRules('font-face', (face: AtRule) => {
        let ranged = false
        let fromFontsource = false
        face.walkDecls((declaration) => {
          if (declaration.prop === 'unicode-range') ranged = true
          if (declaration.prop === 'src' && declaration.value.match(FONT_REFERENCE))
            fromFontsource = true
        })
        if (ranged || !fromFontsource) return
        const extension = face.clone()
        extension.walkDecls('src', (declaration) => {
          declaration.value = declaration.value.replace(FONT_REFERENCE, extensionSpecifier)
        })
        // With the face's own source: the bundler rewrites each declaration's URLs relative
        // to its file, and warns the owner of every declaration that has none.
        extension.append({ prop: 'unicode-range', value: range, source: face.source })
        face.after(extension)
      })
    },
  }
}

/** Escaped for a regular expression that also matches the `?url` form of the import. */
function specifierPattern(specifier: string): RegExp {
  return new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|\\?)`)
}

/**
 * Whether `characters` hold letters of a script drawn through its font's substitutions: Hebrew's
 * marks, Arabic, Syriac, Thaana, N'Ko, the scripts of India and South-East Asia, and Arabic's
 * presentation forms.
 */
const SHAPED = /[\u0590-\u08ff\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\ufb1d-\ufdff\ufe70-\ufeff]/u

export const needsShaping = (characters: string): boolean => SHAPED.test(characters)

/** Cuts `original` to `characters`, once: the file is kept under `cacheDir`, keyed by both. */
async function cachedSubset(
  original: Buffer,
  characters: string,
  cacheDir: string,
  fileName: string,
): Promise<string> {
  // Keyed by what the subset is made of, so every Vite start after the first (each test
  // project, dev, the SSR build) reuses it.
  const key = createHash('sha256')
    .update(SUBSET_VERSION)
    .update(characters)
    .update(original)
    .digest('hex')
    .slice(0, 12)
  const target = join(cacheDir, key, fileName)
  if (!existsSync(target)) {
    // `keepFeatures` is in subset-font's README, not yet in its type declarations.
    const options: SubsetOptions & { keepFeatures?: string[] } = needsShaping(characters)
      ? // A joining script draws each letter in the form its neighbours ask for (initial,
        // medial, final), glyphs no character maps to: the substitutions that reach them stay.
        { targetFormat: 'woff2' }
      : {
          targetFormat: 'woff2',
          noLayoutClosure: true,
          // With the ligatures' glyphs left out, the rest of JetBrains Mono's substitution
          // rules (contextual alternates, fractions, local forms) change no glyph a page draws,
          // yet they were 40% of its core. Only kerning moves a glyph; the test pins the drawing.
          keepFeatures: ['kern'],
        }
    const subset = await subsetFont(original, characters, options)
    await mkdir(dirname(target), { recursive: true })
    // Written aside and renamed: a Vite starting alongside never reads half a file.
    const partial = `${target}.${process.pid}.partial`
    await writeFile(partial, subset)
    await rename(partial, target)
  }
  return target
}

export interface SubsetFontsOptions {
  /** The folders whose text the site shows: the engine's source and the owner's content. */
  textDirs: readonly string[]
  /** Files under those folders whose text no page of this site shows. */
  leftOut?: () => Promise<readonly string[]>
  cacheDir: string
  /** The files to cut, each with the specifier (`@look-font/x.woff2`) the source names it by. */
  fonts: () => ReadonlyArray<{ specifier: string; path: string }>
}

export function subsetFonts({ textDirs, leftOut, cacheDir, fonts }: SubsetFontsOptions): Plugin {
  return {
    name: 'portfolio:font-subset',
    async config() {
      const text = await siteText(...textDirs)
      for (const file of (await leftOut?.()) ?? []) text.delete(file)
      const { core, extension } = characterSets(text)
      const alias = await Promise.all(
        fonts().map(async ({ specifier: reference, path }) => {
          const original = await readFile(path)
          const name = basename(reference)
          const parts = [
            { find: reference, replacement: await cachedSubset(original, core, cacheDir, name) },
          ]
          if (extension) {
            const fileName = name.replace(/\.woff2$/, '-extension.woff2')
            parts.push({
              find: extensionSpecifier(reference),
              replacement: await cachedSubset(original, extension, cacheDir, fileName),
            })
          }
          // Regular expressions, so `?url` imports match as well as CSS `url()`.
          return parts.map((part) => ({ ...part, find: specifierPattern(part.find) }))
        }),
      )
      return {
        resolve: { alias: alias.flat() },
        // Inlined into a stylesheet, a small subset would be downloaded by every page, whether
        // its text draws a letter of the face or not: fonts stay files.
        build: {
          assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        },
        css: { postcss: { plugins: [extensionFaces(unicodeRange(extension))] } },
      }
    },
  }
}
