/**
 * Vite plugin: the icons the source and the content name, in two files. Any string literal
 * such as 'lucide:mail' or 'simple-icons:react' in src/, and any such name in the owner's data
 * files, is collected, so the owner adds an icon by naming it in content; an unknown name fails
 * the build with the file that used it.
 * - The interface's icons: one SVG sprite of symbols, which the page references as
 *   `<use href="/assets/icons-<hash>.svg#lucide--mail">`: no icon bytes in the JavaScript.
 * - The technologies' logos (src/ui/icon-sets.ts says why apart): one SVG of views, one per
 *   logo, and a stylesheet (`virtual:logo-masks.css`) with a mask rule per logo.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getIconData, iconToSVG } from '@iconify/utils'
import { optimize } from 'svgo'
import type { Plugin } from 'vite'
import { parse } from 'yaml'
import { iconId, isLogo } from '../../src/ui/icon-sets.ts'
import { iconSet } from './content/known-icons.ts'
import { shownTechnologies } from './content/shown-technologies.ts'

/**
 * Path coordinates to 1/100 of the 24-unit icon grid: a fiftieth of a pixel at the largest
 * size drawn, and it brings the sprite under one slow-4G round trip (about 11 KiB brotli).
 */
const COORDINATE_PRECISION = 2

const VIRTUAL_ID = 'virtual:icon-sprite'
const RESOLVED_ID = '\0' + VIRTUAL_ID
const DEV_URL = '/@icon-sprite.svg'
const LOGO_CSS_ID = 'virtual:logo-masks.css'
const RESOLVED_LOGO_CSS_ID = '\0' + LOGO_CSS_ID
/** Where the mask rules point; an alias resolves it to the written file, which Vite hashes. */
const LOGO_SHEET_SPECIFIER = '@icon-logos/logos.svg'
const ICON_PATTERN = /['"`]((simple-icons|devicon-plain|lucide):[a-z0-9-]+)['"`]/g

/** In the owner's data files a name stands unquoted too (`icon: lucide:server`). */
const DATA_ICON_PATTERN = /(?<![\w:-])((simple-icons|devicon-plain|lucide):[a-z0-9-]+)/g

function filesOf(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesOf(path, pattern)
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * The technologies file with only the entries the page shows: a logo no skill group and no
 * project names would be bytes every visitor fetches for nothing. A file that does not parse
 * is read whole, so a wrong icon in it still stops the build.
 */
function shownTechnologiesText(text: string, contentDir: string): string {
  let technologies: unknown
  try {
    technologies = parse(text)
  } catch {
    return text
  }
  if (typeof technologies !== 'object' || technologies === null) return text
  const shown = shownTechnologies(contentDir)
  return JSON.stringify(Object.entries(technologies).filter(([id]) => shown.has(id)))
}

/** Icon name -> the first file that uses it: the engine's source, then the owner's data. */
export function collectIconNames(srcDir: string, contentDir: string): Map<string, string> {
  const names = new Map<string, string>()
  const collect = (file: string, text: string, pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) {
      if (match[1] && !names.has(match[1])) names.set(match[1], file)
    }
  }
  for (const file of filesOf(srcDir, /\.(ts|tsx)$/).sort()) {
    collect(file, readFileSync(file, 'utf8'), ICON_PATTERN)
  }
  const technologiesFile = join(contentDir, 'technologies.yml')
  for (const file of filesOf(contentDir, /\.(ya?ml|json)$/).sort()) {
    // A comment that names an icon draws nothing.
    const text = readFileSync(file, 'utf8').replace(/(^|\s)#.*$/gm, '$1')
    const named = file === technologiesFile ? shownTechnologiesText(text, contentDir) : text
    collect(file, named, DATA_ICON_PATTERN)
  }
  return names
}

interface IconDrawing {
  id: string
  viewBox: string
  body: string
}

/**
 * Each named icon's drawing. One the owner's content names that no set holds is left out: the
 * content check names it in its own line, and the dev server keeps drawing the rest meanwhile.
 * One the engine's own code names is a bug of the engine, and stops the build.
 */
function drawings(names: Map<string, string>, resolveJson: (id: string) => string): IconDrawing[] {
  return [...names].sort().flatMap(([fullName, file]) => {
    const [prefix = '', name = ''] = fullName.split(':')
    const set = iconSet(prefix, resolveJson)
    const data = set && getIconData(set, name)
    if (!data) {
      if (!/\.tsx?$/.test(file)) return []
      throw new Error(
        set
          ? `${file}: there is no icon "${fullName}" in the ${prefix} set`
          : `${file}: unknown icon set "${prefix}" in "${fullName}"`,
      )
    }
    const svg = iconToSVG(data)
    return [{ id: iconId(fullName), viewBox: svg.attributes.viewBox, body: svg.body }]
  })
}

function optimized(svg: string): string {
  return optimize(svg, {
    floatPrecision: COORDINATE_PRECISION,
    // Only the path data: ids, symbols, views and attributes are what the page refers to.
    plugins: ['convertPathData', 'cleanupNumericValues', 'mergePaths'],
  }).data
}

/** The interface's icons: a symbol each, for `<use>`. */
export function buildSprite(
  names: Map<string, string>,
  resolveJson: (id: string) => string,
): string {
  const symbols = drawings(names, resolveJson).map(
    ({ id, viewBox, body }) => `<symbol id="${id}" viewBox="${viewBox}">${body}</symbol>`,
  )
  return optimized(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`)
}

/** A logo's cell in the sheet, and the gap that keeps a neighbour's edge out of its view. */
const CELL = 24
const GAP = 8

/**
 * The logos for CSS masks: each drawn in its own cell of a column, with a `<view>` whose id
 * frames that cell, so `logos.svg#simple-icons--react` is an image of that logo alone.
 */
export function buildLogoSheet(
  names: Map<string, string>,
  resolveJson: (id: string) => string,
): string {
  const cells = drawings(names, resolveJson).map(({ id, viewBox, body }, index) => {
    const y = index * (CELL + GAP)
    return (
      `<view id="${id}" viewBox="0 ${y} ${CELL} ${CELL}"/>` +
      `<svg y="${y}" width="${CELL}" height="${CELL}" viewBox="${viewBox}">${body}</svg>`
    )
  })
  return optimized(`<svg xmlns="http://www.w3.org/2000/svg">${cells.join('')}</svg>`)
}

/** One rule per logo: its colour and its shape, so neither shows without the other. */
export function logoMaskCss(names: Iterable<string>, sheetUrl: string): string {
  return [...names]
    .sort()
    .map((name) => {
      const id = iconId(name)
      return `.logo--${id}{background-color:currentColor;mask-image:url("${sheetUrl}#${id}")}`
    })
    .join('\n')
}

/** Splits the named icons into the interface's and the logos. */
export function partition(names: Map<string, string>) {
  const entries = [...names]
  return {
    icons: new Map(entries.filter(([name]) => !isLogo(name))),
    logos: new Map(entries.filter(([name]) => isLogo(name))),
  }
}

/** Written aside and renamed: a Vite starting alongside never reads half a file. */
function writeWhole(path: string, text: string): void {
  const partial = `${path}.${process.pid}.partial`
  writeFileSync(partial, text)
  renameSync(partial, path)
}

export function iconSprite({
  srcDir,
  contentDir,
  cacheDir,
  resolveJson,
}: {
  /** The engine's source, whose code names the interface's icons. */
  srcDir: string
  /** The owner's content folder, whose data files name the sections', skills' and offers' icons. */
  contentDir: string
  /** Where the logo sheet is written for Vite to pick up as an asset. */
  cacheDir: string
  resolveJson: (id: string) => string
}): Plugin {
  let isDev = false
  // Read once for a build; in dev again at each use, for icons named since the server started.
  let names: Map<string, string> | undefined
  const currentNames = () =>
    isDev || !names ? (names = collectIconNames(srcDir, contentDir)) : names
  const sheetPath = join(cacheDir, 'logos.svg')
  const writeLogoSheet = () => {
    const { logos } = partition(currentNames())
    mkdirSync(cacheDir, { recursive: true })
    writeWhole(sheetPath, buildLogoSheet(logos, resolveJson))
    return logos
  }
  const sprite = () => buildSprite(partition(currentNames()).icons, resolveJson)
  const builtUrl = (source: string) =>
    `/assets/icons-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.svg`

  return {
    name: 'portfolio:icon-sprite',
    config(_, { command }) {
      isDev = command === 'serve'
      writeLogoSheet()
      return { resolve: { alias: [{ find: LOGO_SHEET_SPECIFIER, replacement: sheetPath }] } }
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID
      if (id === LOGO_CSS_ID) return RESOLVED_LOGO_CSS_ID
      return undefined
    },
    load(id) {
      if (id === RESOLVED_LOGO_CSS_ID) {
        const logos = isDev ? writeLogoSheet() : partition(currentNames()).logos
        return logoMaskCss(logos.keys(), LOGO_SHEET_SPECIFIER)
      }
      if (id !== RESOLVED_ID) return undefined
      if (isDev) return `export default ${JSON.stringify(DEV_URL)}`
      const source = sprite()
      const url = builtUrl(source)
      if (!this.environment || this.environment.config.consumer === 'client') {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source })
      }
      return `export default ${JSON.stringify(url)}`
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(sprite())
      })
      const contentRoot = resolve(contentDir)
      server.watcher.on('change', (file) => {
        // A skill group or a project that names another technology shows another logo.
        const isContentData = file.startsWith(contentRoot) && /\.(ya?ml|md)$/.test(file)
        if (!/\.tsx?$/.test(file) && !isContentData) return
        const client = server.environments.client
        const rules = client.moduleGraph.getModuleById(RESOLVED_LOGO_CSS_ID)
        if (rules) void client.reloadModule(rules)
      })
    },
  }
}
