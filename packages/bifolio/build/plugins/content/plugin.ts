/**
 * Vite plugin: the owner's content folder as modules.
 * - `virtual:owner-content`: the profile, the page's shape, the clients' facts, the
 *   technologies and the landing page's words in every language;
 * - `virtual:owner-project-pages`: the case studies' and the projects index's words;
 * - `virtual:projects`: every project's card (facts and words in every language), in order;
 * - `virtual:project-details`: each case study's role, duration, team and outcome;
 * - `virtual:project-bodies`: `loadBody(slug, locale)`, each case study's HTML in a chunk of
 *   its own, fetched only by its page.
 * Everything is checked first (scripts/content/load-content.ts): the build stops, and the dev
 * server shows its overlay, with one line per content problem.
 * Files a case study links to are emitted with hashed names.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, extname, join, resolve } from 'node:path'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { CONTENT_TYPES } from '../../../shared/content-types.ts'
import { assetStem } from '../../paths/asset-stem.ts'
import type { CvContent } from './cv-schema.ts'
import { loadContent, type Content, type OwnerContent } from './load-content.ts'
import type { LoadedProject } from './load-projects.ts'
import type { Profile } from './profile-schema.ts'

const CONTENT_ID = 'virtual:owner-content'
const PROJECT_PAGES_ID = 'virtual:owner-project-pages'
const PROJECTS_ID = 'virtual:projects'
const BODIES_ID = 'virtual:project-bodies'
const DETAILS_ID = 'virtual:project-details'
const BODY_PREFIX = 'virtual:project-body/'
const IDS = [CONTENT_ID, PROJECT_PAGES_ID, PROJECTS_ID, BODIES_ID, DETAILS_ID]

export interface ContentCollectionOptions {
  /** The site's content folder. */
  contentDir: string
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
  /** The owner's checked data files: site facts, technologies, words. */
  owner: () => Promise<OwnerContent>
}

/** The owner's data files, which change the virtual modules when they change. */
const OWNER_FILES = /\.(json|ya?ml)$/

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
      if (id.startsWith('\0virtual:project') || id.startsWith('\0virtual:owner')) {
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
function virtualModule(virtualId: string, { projects, owner, profile }: Content): string {
  if (virtualId === CONTENT_ID) {
    // The page's share of the data files; the CV's words stay with the build.
    const { site, clients, technologies, words } = owner
    return `export default ${JSON.stringify({
      profile,
      site,
      clients,
      technologies,
      words,
    })}`
  }
  if (virtualId === PROJECT_PAGES_ID) return `export default ${JSON.stringify(owner.projectPages)}`
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

export function contentCollection({ contentDir }: ContentCollectionOptions): ContentCollection {
  const root = resolve(contentDir)
  let base = '/'
  let isBuild = false
  let loading: Promise<Content> | undefined
  /** Linked files by public file name -> source path. */
  const assets = new Map<string, string>()
  const asset = (key: string) => {
    const path = join(root, key)
    const fileName = assetName(key, readFileSync(path))
    assets.set(fileName, path)
    return `${base}${fileName}`
  }

  const load = () => {
    loading ??= loadContent(root, { base, asset })
    return loading
  }
  const projects = async () => (await load()).projects

  return {
    name: 'portfolio:content-collection',
    cardPictures: async () => new Set((await projects()).map((project) => project.card.image)),
    projects,
    cv: async () => (await load()).cv,
    profile: async () => (await load()).profile,
    owner: async () => (await load()).owner,
    async configResolved(config) {
      base = config.base
      isBuild = config.command === 'build'
      // A build fails before it starts, with the owner's list of problems and nothing else (an
      // error thrown once bundling runs comes wrapped in the bundler's stack trace). The dev
      // server keeps running and shows the same list over the page when it asks for the projects.
      if (isBuild) await load()
    },
    buildStart() {
      if (!isBuild) loading = undefined
    },
    resolveId(id) {
      const isOurs = IDS.includes(id) || id.startsWith(BODY_PREFIX)
      return isOurs ? `\0${id}` : undefined
    },
    async load(id) {
      const virtualId = id.slice(1)
      if (!id.startsWith('\0') || !(IDS.includes(virtualId) || virtualId.startsWith(BODY_PREFIX)))
        return undefined
      const content = await load()
      for (const project of content.projects)
        for (const file of project.files) this.addWatchFile(file)
      const code = virtualModule(virtualId, content)
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
