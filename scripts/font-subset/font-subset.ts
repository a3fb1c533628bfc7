/**
 * Vite plugin: the @fontsource files the source names are swapped for subsets holding the
 * characters Spanish and English text needs (Basic Latin, Latin-1, typographic punctuation)
 * plus every character of the site's content, without the glyphs only reachable through
 * ligatures and alternates. JetBrains Mono halves; Poppins loses a little.
 *
 * The subsets are written to a cache folder keyed by their character set, and an alias points
 * each `@fontsource/…/x.woff2` there, so CSS `url()` and `?url` imports alike get the subset and
 * the asset's file name hashes the bytes actually shipped.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

/** Bump when the subsetting options change, so cached subsets are made again. */
const SUBSET_VERSION = 'woff2, no layout closure'

const FONT_REFERENCE = /@fontsource\/[\w-]+\/files\/[\w-]+\.woff2/g

function range(from: number, to: number): string {
  let text = ''
  for (let code = from; code <= to; code += 1) text += String.fromCharCode(code)
  return text
}

/** What any Spanish or English sentence may need, content or not (form input, for one). */
export const BASE_CHARACTERS =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  '\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u20ac\u2190\u2192'

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

/** The subset's characters: the base set and every character in the content files. */
export async function subsetCharacters(contentDir: string): Promise<string> {
  const texts = await Promise.all(
    (await filesUnder(contentDir, /\.ts$/)).map((file) => readFile(file, 'utf8')),
  )
  const characters = new Set(BASE_CHARACTERS + texts.join(''))
  for (const control of ['\n', '\r', '\t']) characters.delete(control)
  return [...characters].sort().join('')
}

/** Every `@fontsource/…/files/….woff2` named in the source (CSS and TypeScript). */
export async function fontReferences(srcDir: string): Promise<string[]> {
  const files = await filesUnder(srcDir, /\.(css|ts|tsx)$/)
  const found = new Set<string>()
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue
    for (const match of (await readFile(file, 'utf8')).matchAll(FONT_REFERENCE)) found.add(match[0])
  }
  return [...found].sort()
}

export function subsetFonts({
  srcDir,
  contentDir,
  cacheDir,
}: {
  srcDir: string
  contentDir: string
  cacheDir: string
}): Plugin {
  const require = createRequire(import.meta.url)
  return {
    name: 'portfolio:font-subset',
    async config() {
      const characters = await subsetCharacters(contentDir)
      const alias = await Promise.all(
        (await fontReferences(srcDir)).map(async (reference) => {
          const original = await readFile(require.resolve(reference))
          // Keyed by what the subset is made of, so every Vite start after the first (each
          // test project, dev, the SSR build) reuses it.
          const key = createHash('sha256')
            .update(SUBSET_VERSION)
            .update(characters)
            .update(original)
            .digest('hex')
            .slice(0, 12)
          const target = join(cacheDir, key, reference)
          if (!existsSync(target)) {
            const subset = await subsetFont(original, characters, {
              targetFormat: 'woff2',
              noLayoutClosure: true,
            })
            await mkdir(dirname(target), { recursive: true })
            // Written aside and renamed: a Vite starting alongside never reads half a file.
            const partial = `${target}.${process.pid}.partial`
            await writeFile(partial, subset)
            await rename(partial, target)
          }
          // A regular expression, so `?url` imports match as well as CSS `url()`.
          const find = new RegExp(`^${reference.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|\\?)`)
          return { find, replacement: target }
        }),
      )
      return { resolve: { alias } }
    },
  }
}
