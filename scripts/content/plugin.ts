/**
 * Vite plugin: the owner's project folders as modules.
 * - `virtual:projects`: every project's card (facts and words in every language), in order;
 * - `virtual:project-details`: each case study's role, duration, team and outcome;
 * - `virtual:project-bodies`: `loadBody(slug, locale)`, each case study's HTML in a chunk of
 *   its own, fetched only by its page.
 * The profile, the CV (`cv.yml`) and the owner's TypeScript files (`site.ts`, the words) are
 * checked with them: the build stops, and the dev server shows its overlay, with one line per
 * content problem.
 * Files a case study links to are emitted with hashed names.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, extname, join, resolve } from 'node:path'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { CONTENT_TYPES } from '../../shared/content-types.ts'
import { assetStem } from '../asset-stem.ts'
import type { LookSource } from '../look/plugin.ts'
import { checkContent, type Content } from './check-content.ts'
import type { CvContent } from './cv-schema.ts'
import type { LoadedProject } from './load-projects.ts'
import type { OwnerModules } from './owner-modules.ts'
import type { Profile } from './profile-schema.ts'

const PROJECTS_ID = 'virtual:projects'
const BODIES_ID = 'virtual:project-bodies'
const DETAILS_ID = 'virtual:project-details'
const BODY_PREFIX = 'virtual:project-body/'
/** Every module this plugin resolves, as Rollup names it: `\0` and one of the ids above. */
const VIRTUAL_PREFIX = '\0virtual:project'

export interface ContentCollectionOptions {
  /** The content folder, `src/content`. */
  contentDir: string
  /** The look the build draws with, checked with the rest (see `scripts/look/`). */
  look: LookSource
}

export interface ContentCollection extends Plugin {
  /** The card pictures' keys, for the image manifest. */
  cardPictures: () => Promise<Set<string>>
  /** The checked projects, for other build steps (the CV). */
  projects: () => Promise<LoadedProject[]>
  /** The checked CV content. */
  cv: () => Promise<CvContent>
  /** The checked profile. */
  profile: () => Promise<Profile>
  /** The owner's checked TypeScript content: site facts, technologies, words. */
  owner: () => Promise<OwnerModules>
}

/** The owner's TypeScript files, which change the virtual modules when they change. */
const OWNER_FILES = /\.(ts|json|yml)$/

function assetName(key: string, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  return `assets/${assetStem(key)}-${hash}${extname(key).toLowerCase()}`
}

/** On a change to the owner's files, drops `forget`'s cached content and reloads the page. */
function reloadOnChange(server: ViteDevServer, root: string, forget: () => void): void {
  const projectsDir = join(root, 'projects')
  server.watcher.add(root)
  const onChange = (path: string) => {
    const changed = resolve(path)
    const isOwnerFile = dirname(changed) === root && OWNER_FILES.test(changed)
    if (!changed.startsWith(projectsDir) && !isOwnerFile) return
    forget()
    for (const id of server.moduleGraph.idToModuleMap.keys()) {
      if (id.startsWith(VIRTUAL_PREFIX)) {
        const module = server.moduleGraph.getModuleById(id)
        if (module) server.moduleGraph.invalidateModule(module)
      }
    }
    server.ws.send({ type: 'full-reload' })
  }
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) {
    server.watcher.on(event, onChange)
  }
}

/** `loadBody(slug, locale)`: a switch whose every case imports one case study's own module. */
function bodiesModule(projects: readonly LoadedProject[]): string {
  const cases = projects.flatMap((project) =>
    Object.keys(project.bodies).map((locale) => {
      const key = `${project.card.slug}/${locale}`
      return `    case ${JSON.stringify(key)}: return import(${JSON.stringify(BODY_PREFIX + key)})`
    }),
  )
  return [
    'export function loadBody(slug, locale) {',
    '  switch (`${slug}/${locale}`) {',
    ...cases,
    '    default: return Promise.reject(new Error(`No case study ${slug}/${locale}`))',
    '  }',
    '}',
  ].join('\n')
}

/** The source of one virtual module, by its id without the `\0`; a body's is its HTML. */
function virtualModule(virtualId: string, projects: readonly LoadedProject[]): string {
  if (virtualId === PROJECTS_ID) {
    return `export default ${JSON.stringify(projects.map((project) => project.card))}`
  }
  if (virtualId === DETAILS_ID) {
    const details = Object.fromEntries(projects.map((p) => [p.card.slug, p.details]))
    return `export default ${JSON.stringify(details)}`
  }
  if (virtualId === BODIES_ID) return bodiesModule(projects)
  const [slug, locale] = virtualId.slice(BODY_PREFIX.length).split('/')
  const project = projects.find((candidate) => candidate.card.slug === slug)
  const body = project?.bodies[locale as keyof LoadedProject['bodies']]
  if (body === undefined) throw new Error(`There is no case study ${slug}/${locale}`)
  return `export default ${JSON.stringify(body)}`
}

/** The dev server's answer for a file a case study links to, by its hashed public name. */
function serveLinkedFiles(
  assets: ReadonlyMap<string, string>,
  base: () => string,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const fileName = req.url?.split('?')[0]?.slice(base().length) ?? ''
    const path = assets.get(fileName)
    if (!path) return next()
    res.setHeader(
      'Content-Type',
      CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    )
    res.end(readFileSync(path))
  }
}

export function contentCollection({
  contentDir,
  look,
}: ContentCollectionOptions): ContentCollection {
  const root = resolve(contentDir)
  let base = '/'
  let isBuild = false
  /** The SSR build follows the client build of the same content, which was type-checked. */
  let typeCheck = true
  let loading: Promise<Content> | undefined
  /** Linked files by public file name -> source path. */
  const assets = new Map<string, string>()
  const asset = (key: string) => {
    const path = join(root, key)
    const fileName = assetName(key, readFileSync(path))
    assets.set(fileName, path)
    return `${base}${fileName}`
  }

  const loadContent = () => {
    loading ??= checkContent(root, { base, typeCheck, asset, look })
    return loading
  }
  const load = async () => (await loadContent()).projects

  return {
    name: 'portfolio:content-collection',
    cardPictures: async () => new Set((await load()).map((project) => project.card.image)),
    projects: load,
    cv: async () => (await loadContent()).cv,
    profile: async () => (await loadContent()).profile,
    owner: async () => (await loadContent()).owner,
    async configResolved(config) {
      base = config.base
      isBuild = config.command === 'build'
      typeCheck = !config.build.ssr
      // A build fails before it starts, with the owner's list of problems and nothing else (an
      // error thrown once bundling runs comes wrapped in the bundler's stack trace). The dev
      // server keeps running and shows the same list over the page when it asks for the projects.
      if (isBuild) await load()
    },
    buildStart() {
      if (!isBuild) loading = undefined
    },
    resolveId(id) {
      const isOurs = [PROJECTS_ID, BODIES_ID, DETAILS_ID].includes(id) || id.startsWith(BODY_PREFIX)
      return isOurs ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return undefined
      const projects = await load()
      for (const project of projects) for (const file of project.files) this.addWatchFile(file)
      const virtualId = id.slice(1)
      const code = virtualModule(virtualId, projects)
      // The files the case studies link to, known once their Markdown is rendered, ship with them.
      const isClientBuild =
        this.environment.config.consumer === 'client' && this.environment.mode !== 'dev'
      if (isClientBuild && virtualId.startsWith(BODY_PREFIX)) {
        for (const [fileName, path] of assets) {
          this.emitFile({ type: 'asset', fileName, source: readFileSync(path) })
        }
      }
      return code
    },
    configureServer(server) {
      reloadOnChange(server, root, () => {
        loading = undefined
      })
      server.middlewares.use(serveLinkedFiles(assets, () => base))
    },
  }
}
