/**
 * The owner's files as an earlier version wrote them (TypeScript modules: `site.ts`,
 * `clients.ts`, `technologies.ts`, `look.ts`, `es.ts`, `en.ts`, `*-project-pages.ts`,
 * `*-cv.ts`) rewritten as the data files this version reads (`site.yml`, `clients.yml`,
 * `technologies.yml`, `look.yml`, `es.yml`, `en.yml`). The words of the case studies and of
 * the CV join each language's file, under `projectPages` and `cv`.
 */
import { existsSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runnerImport } from 'vite'
import { Document, isCollection, isMap, isPair, isScalar } from 'yaml'

type Module = Record<string, unknown>

/** Each data file, from the TypeScript files and exports it is made of. */
const PLAN: ReadonlyArray<{
  file: string
  from: ReadonlyArray<{ ts: string; name?: string; key?: string; pick?: readonly string[] }>
}> = [
  {
    file: 'site.yml',
    from: [{ ts: 'site.ts', pick: ['sections', 'sectionIcons', 'skillGroups', 'aboutParagraphs'] }],
  },
  {
    file: 'clients.yml',
    from: [
      { ts: 'clients.ts', pick: ['availability', 'services', 'testimonials', 'booking', 'brief'] },
    ],
  },
  { file: 'technologies.yml', from: [{ ts: 'technologies.ts', name: 'technologies' }] },
  { file: 'look.yml', from: [{ ts: 'look.ts', name: 'look' }] },
  ...(['es', 'en'] as const).map((locale) => ({
    file: `${locale}.yml`,
    from: [
      { ts: `${locale}.ts`, name: locale },
      { ts: `${locale}-project-pages.ts`, name: `${locale}ProjectPages`, key: 'projectPages' },
      { ts: `${locale}-cv.ts`, name: `${locale}Cv`, key: 'cv' },
    ],
  })),
]

async function importModule(path: string): Promise<Module> {
  const { module } = await runnerImport<Module>(path, {
    configFile: false,
    logLevel: 'silent',
    root: join(path, '..'),
  })
  return module
}

/** Drops `undefined` (a TypeScript `availability: undefined` means "left out"). */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown
}

/** The width of a node written on one line, or Infinity when it cannot be. */
function flowWidth(node: unknown): number {
  if (isScalar(node)) return String(node.value).length + 2
  if (isCollection(node) && node.flow) {
    return node.items.reduce<number>((sum, item) => {
      if (isPair(item))
        return (
          sum + String(isScalar(item.key) ? item.key.value : '').length + 2 + flowWidth(item.value)
        )
      return sum + flowWidth(item)
    }, 4)
  }
  return Number.POSITIVE_INFINITY
}

/** Lists and maps of a few short values go on one line, `[node, postgres]`, innermost first. */
function compact(node: unknown, maps: boolean): void {
  if (!isCollection(node)) return
  for (const item of node.items) compact(isPair(item) ? item.value : item, maps)
  if (!maps && isMap(node)) return
  node.flow = true
  if (flowWidth(node) > 72) node.flow = false
}

/**
 * YAML an owner reads: short lists (and, unless they hold words, maps) on one line, long text
 * unfolded.
 */
function toYaml(data: unknown, { maps = true } = {}): string {
  const document = new Document(data)
  // The top level stays a block: one field a line.
  if (isCollection(document.contents))
    for (const item of document.contents.items) compact(isPair(item) ? item.value : item, maps)
  return document.toString({ lineWidth: 0, flowCollectionPadding: false })
}

/** The first line of a data file: the JSON Schema an editor checks and completes it with. */
export function schemaLine(file: string): string {
  const schema = /^[a-z]{2}\.yml$/.test(file) ? 'words' : file.replace(/\.yml$/, '')
  return `# yaml-language-server: $schema=../node_modules/bifolio/schemas/${schema}.schema.json\n`
}

/** The data files written, and the TypeScript files they replace; throws on a file it cannot read. */
export async function migrateFromTypeScript(
  contentDir: string,
  header: (file: string) => string = schemaLine,
): Promise<{ written: string[]; removed: string[] }> {
  const written: string[] = []
  const removed: string[] = []
  for (const { file, from } of PLAN) {
    const sources = from.filter(({ ts }) => existsSync(join(contentDir, ts)))
    if (sources.length === 0) continue
    let data: Record<string, unknown> = {}
    for (const { ts, name, key, pick } of sources) {
      const module = await importModule(join(contentDir, ts))
      const value = name
        ? module[name]
        : Object.fromEntries((pick ?? []).map((k) => [k, module[k]]))
      if (name && value === undefined) throw new Error(`${ts}: no export "${name}"`)
      data = key ? { ...data, [key]: plain(value) } : { ...data, ...(plain(value) as object) }
      removed.push(ts)
    }
    data = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null))
    await writeFile(
      join(contentDir, file),
      header(file) + toYaml(data, { maps: !/^[a-z]{2}\.yml$/.test(file) }),
    )
    written.push(file)
  }
  for (const ts of removed) await rm(join(contentDir, ts))
  return { written, removed }
}
