/**
 * Vite plugin: one SVG sprite with exactly the icons the source names. Any string literal
 * such as 'lucide:mail' or 'simple-icons:react' in src/ is collected, so the owner adds an
 * icon by naming it in content; an unknown name fails the build with the file that used it.
 * The page references `<use href="/assets/icons-<hash>.svg#lucide--mail">`: no icon bytes in
 * the JavaScript, one cached file for every icon.
 */
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { getIconData, iconToSVG } from '@iconify/utils'
import type { IconifyJSON } from '@iconify/types'
import { optimize } from 'svgo'
import type { Plugin } from 'vite'

/**
 * Path coordinates to 1/100 of the 24-unit icon grid: a fiftieth of a pixel at the largest
 * size drawn, and it brings the sprite under one slow-4G round trip (about 11 KiB brotli).
 */
const COORDINATE_PRECISION = 2

const VIRTUAL_ID = 'virtual:icon-sprite'
const RESOLVED_ID = '\0' + VIRTUAL_ID
const DEV_URL = '/@icon-sprite.svg'
const ICON_PATTERN = /['"`]((simple-icons|devicon-plain|lucide):[a-z0-9-]+)['"`]/g

const ICON_SETS: Record<string, string> = {
  'simple-icons': '@iconify-json/simple-icons/icons.json',
  'devicon-plain': '@iconify-json/devicon-plain/icons.json',
  lucide: '@iconify-json/lucide/icons.json',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Icon name -> the first file that uses it. */
export function collectIconNames(srcDir: string): Map<string, string> {
  const names = new Map<string, string>()
  for (const file of sourceFiles(srcDir).sort()) {
    for (const match of readFileSync(file, 'utf8').matchAll(ICON_PATTERN)) {
      if (match[1] && !names.has(match[1])) names.set(match[1], file)
    }
  }
  return names
}

export function buildSprite(
  names: Map<string, string>,
  resolveJson: (id: string) => string,
): string {
  const sets = new Map<string, IconifyJSON>()
  const symbols = [...names].sort().map(([fullName, file]) => {
    const [prefix = '', name = ''] = fullName.split(':')
    const setPath = ICON_SETS[prefix]
    if (!setPath) throw new Error(`${file}: unknown icon set "${prefix}" in "${fullName}"`)
    let set = sets.get(prefix)
    if (!set) {
      set = JSON.parse(readFileSync(resolveJson(setPath), 'utf8')) as IconifyJSON
      sets.set(prefix, set)
    }
    const data = getIconData(set, name)
    if (!data) throw new Error(`${file}: there is no icon "${fullName}" in ${setPath}`)
    const svg = iconToSVG(data)
    return `<symbol id="${prefix}--${name}" viewBox="${svg.attributes.viewBox}">${svg.body}</symbol>`
  })
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
  return optimize(sprite, {
    floatPrecision: COORDINATE_PRECISION,
    // Only the path data: ids, symbols and attributes are what the page refers to.
    plugins: ['convertPathData', 'cleanupNumericValues', 'mergePaths'],
  }).data
}

export function iconSprite({
  srcDir,
  resolveJson,
}: {
  srcDir: string
  resolveJson: (id: string) => string
}): Plugin {
  let isDev = false
  const sprite = () => buildSprite(collectIconNames(srcDir), resolveJson)
  const builtUrl = (source: string) =>
    `/assets/icons-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.svg`

  return {
    name: 'portfolio:icon-sprite',
    configResolved(config) {
      isDev = config.command === 'serve'
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
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
    },
  }
}
