/**
 * Vite plugin: the owner's content folder as modules.
 * - `virtual:owner-content`: the profile, the page's shape, the clients' facts, the
 *   technologies and the landing page's words in every language;
 * - `virtual:owner-clients`, `virtual:owner-technologies`: `clients.yml` and `technologies.yml`;
 * - `virtual:owner-words/<tag>`: the page's words, a chunk per language, without the groups
 *   that only some parts show (src/content/word-groups.ts); `virtual:owner-word-chunks`
 *   loads each by its language;
 * - `virtual:owner-words-of/<group>`: one of those groups in every language, exported under
 *   its name, which the parts that show it import (a part naming another group than its
 *   module's fails the build);
 * - `virtual:owner-words`: every word in every language, for the server and the prerenderer;
 * - `virtual:owner-project-pages`: the case studies' and the projects index's words;
 * - `virtual:owner-blog-words`: the articles' words, which only their pages and section load;
 * - `virtual:projects`: every project's card (facts and words in every language), in order;
 * - `virtual:project-details`: each case study's role, duration, team and outcome;
 * - `virtual:project-bodies`: `loadBody(slug, locale)`, each case study's HTML in a chunk of
 *   its own, fetched only by its page;
 * - `virtual:posts`: every article of the build in every language it is written in, newest
 *   first, without its text;
 * - `virtual:post-bodies`: `loadPostBody(slug, locale)`, each article's HTML in its own chunk.
 * Everything is checked first: the build stops, and the dev
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
import type { LoadedPost } from './posts/load-posts.ts'
import type { Profile } from './profile-schema.ts'
import type { SiteFile } from '../../../src/content/types.ts'
import { isPartWordGroup } from '../../../src/content/word-groups.ts'

const CONTENT_ID = 'virtual:owner-content'
const CLIENTS_ID = 'virtual:owner-clients'
const TECHNOLOGIES_ID = 'virtual:owner-technologies'
const PROJECT_PAGES_ID = 'virtual:owner-project-pages'
const BLOG_WORDS_ID = 'virtual:owner-blog-words'
const PROJECTS_ID = 'virtual:projects'
const BODIES_ID = 'virtual:project-bodies'
const DETAILS_ID = 'virtual:project-details'
const BODY_PREFIX = 'virtual:project-body/'
const POSTS_ID = 'virtual:posts'
const POST_BODIES_ID = 'virtual:post-bodies'
const POST_BODY_PREFIX = 'virtual:post-body/'
const WORDS_PREFIX = 'virtual:owner-words/'
const GROUP_WORDS_PREFIX = 'virtual:owner-words-of/'
const ALL_WORDS_ID = 'virtual:owner-words'
const WORD_CHUNKS_ID = 'virtual:owner-word-chunks'
const IDS = [
  ALL_WORDS_ID,
  WORD_CHUNKS_ID,
  CONTENT_ID,
  CLIENTS_ID,
  TECHNOLOGIES_ID,
  PROJECT_PAGES_ID,
  BLOG_WORDS_ID,
  PROJECTS_ID,
  BODIES_ID,
  DETAILS_ID,
  POSTS_ID,
  POST_BODIES_ID,
]
const PREFIXES = [BODY_PREFIX, POST_BODY_PREFIX, WORDS_PREFIX, GROUP_WORDS_PREFIX]
const isOurs = (id: string) => IDS.includes(id) || PREFIXES.some((prefix) => id.startsWith(prefix))

export interface ContentCollectionOptions {
  /** The site's content folder. */
  contentDir: string
}

export interface ContentCollection extends Plugin {
  /** The card pictures' keys, for the image manifest. */
  cardPictures: () => Promise<Set<string>>
  /** The checked projects, for other build steps (the CV). */
  projects: () => Promise<LoadedProject[]>
  /** The articles of this build, for other build steps (the feeds). */
  posts: () => Promise<LoadedPost[]>
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
  const folders = [join(root, 'projects'), join(root, 'posts')]
  server.watcher.add(root)
  const onChange = (path: string) => {
    const changed = resolve(path)
    const isOwnerFile = dirname(changed) === root && OWNER_FILES.test(changed)
    if (!folders.some((folder) => changed.startsWith(folder)) && !isOwnerFile) return
    forget()
    for (const id of server.moduleGraph.idToModuleMap.keys()) {
      if (/^\0virtual:(project|owner|post)/.test(id)) {
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

/** `name(slug, locale)`: a switch whose every case imports one page's own module. */
function bodiesModule(name: string, prefix: string, keys: readonly string[]): string {
  const cases = keys.map(
    (key) => `    case ${JSON.stringify(key)}: return import(${JSON.stringify(prefix + key)})`,
  )
  return [
    `export function ${name}(slug, locale) {`,
    '  switch (`${slug}/${locale}`) {',
    ...cases,
    '    default: return Promise.reject(new Error(`No text for ${slug}/${locale}`))',
    '  }',
    '}',
  ].join('\n')
}

/**
 * The articles each language has, by slug: the page links a language's feed by it, and the
 * language toggle of an article finds its other language's page.
 */
function articleSlugs(posts: readonly LoadedPost[]): Record<string, string[]> {
  const slugs: Record<string, string[]> = {}
  for (const { entry } of posts) (slugs[entry.locale] ??= []).push(entry.slug)
  return slugs
}

/**
 * Each fact of `profile.json` and `site.yml` is a named export of `virtual:owner-content` too, so
 * a bundle keeps only the facts its code reads: the page's first load carries the navigation's
 * sections, not the skills, the about cards or the mail sender. (`profile` and `site` whole are
 * there for the server and the build.)
 */
const PROFILE_FACTS: Record<keyof Profile, true> = {
  name: true,
  email: true,
  picture: true,
  mailFrom: true,
  phone: true,
  language: true,
  firstYear: true,
  links: true,
}
const SITE_FACTS: Record<keyof SiteFile, true> = {
  languages: true,
  sections: true,
  sectionIcons: true,
  skillGroups: true,
  aboutParagraphs: true,
  counting: true,
}

function factExports<Facts extends object>(facts: Facts, names: Record<keyof Facts, true>) {
  return Object.keys(names).map(
    (name) => `export const ${name} = ${JSON.stringify(facts[name as keyof Facts]) ?? 'undefined'}`,
  )
}

/** The source of one virtual module, by its id without the `\0`; a body's is its HTML. */
function virtualModule(virtualId: string, { projects, posts, owner, profile }: Content): string {
  if (virtualId === CONTENT_ID) {
    // What every page's navigation and head need. The clients' facts, the technologies and
    // the words are modules of their own, which only the parts that show them load; the CV's
    // words stay with the build.
    const { site } = owner
    const projectSlugs = Object.fromEntries(
      site.languages.map((locale) => [
        locale,
        projects.filter(({ bodies }) => bodies[locale] !== undefined).map(({ card }) => card.slug),
      ]),
    )
    return [
      `export const profile = ${JSON.stringify(profile)}`,
      `export const site = ${JSON.stringify(site)}`,
      ...factExports(profile, PROFILE_FACTS),
      ...factExports(site, SITE_FACTS),
      `export const projectSlugs = ${JSON.stringify(projectSlugs)}`,
      `export const articles = ${JSON.stringify(articleSlugs(posts))}`,
      `export const pathWords = ${JSON.stringify(owner.pathWords)}`,
    ].join('\n')
  }
  if (virtualId === CLIENTS_ID) return `export default ${JSON.stringify(owner.clients)}`
  if (virtualId === TECHNOLOGIES_ID) return `export default ${JSON.stringify(owner.technologies)}`
  if (virtualId.startsWith(WORDS_PREFIX)) {
    const locale = virtualId.slice(WORDS_PREFIX.length)
    const words = owner.words[locale as keyof typeof owner.words]
    if (!words) throw new Error(`There are no words in ${locale}`)
    const pageWords = Object.fromEntries(
      Object.entries(words).filter(([group]) => !isPartWordGroup(group)),
    )
    return `export default ${JSON.stringify(pageWords)}`
  }
  if (virtualId.startsWith(GROUP_WORDS_PREFIX)) {
    const group = virtualId.slice(GROUP_WORDS_PREFIX.length)
    // A group of a section the owner does not show is absent from their words: its part is
    // never drawn, and its module holds nothing.
    if (!isPartWordGroup(group)) throw new Error(`There is no group of words ${group}`)
    const byLocale = Object.fromEntries(
      Object.entries(owner.words).map(([locale, words]) => [
        locale,
        words[group as keyof typeof words],
      ]),
    )
    return `export const ${group} = ${JSON.stringify(byLocale)}`
  }
  if (virtualId === ALL_WORDS_ID) return `export default ${JSON.stringify(owner.words)}`
  if (virtualId === WORD_CHUNKS_ID) {
    const loaders = owner.site.languages.map(
      (locale) =>
        `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(WORDS_PREFIX + locale)}),`,
    )
    return ['export default {', ...loaders, '}'].join('\n')
  }
  if (virtualId === POSTS_ID) {
    return `export default ${JSON.stringify(posts.map((post) => post.entry))}`
  }
  if (virtualId === POST_BODIES_ID) {
    const keys = posts.map(({ entry }) => `${entry.slug}/${entry.locale}`)
    return bodiesModule('loadPostBody', POST_BODY_PREFIX, keys)
  }
  if (virtualId.startsWith(POST_BODY_PREFIX)) {
    const key = virtualId.slice(POST_BODY_PREFIX.length)
    const post = posts.find(({ entry }) => `${entry.slug}/${entry.locale}` === key)
    if (!post) throw new Error(`There is no article ${key}`)
    return `export default ${JSON.stringify(post.html)}`
  }
  if (virtualId === PROJECT_PAGES_ID) return `export default ${JSON.stringify(owner.projectPages)}`
  if (virtualId === BLOG_WORDS_ID) return `export default ${JSON.stringify(owner.blog)}`
  if (virtualId === PROJECTS_ID) {
    return `export default ${JSON.stringify(projects.map((project) => project.card))}`
  }
  if (virtualId === DETAILS_ID) {
    const details = Object.fromEntries(projects.map((p) => [p.card.slug, p.details]))
    return `export default ${JSON.stringify(details)}`
  }
  if (virtualId === BODIES_ID) {
    const keys = projects.flatMap((project) =>
      Object.keys(project.bodies).map((locale) => `${project.card.slug}/${locale}`),
    )
    return bodiesModule('loadBody', BODY_PREFIX, keys)
  }
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
    loading ??= loadContent(root, { base, asset, withDrafts: !isBuild })
    return loading
  }
  const projects = async () => (await load()).projects

  return {
    name: 'portfolio:content-collection',
    cardPictures: async () => new Set((await projects()).map((project) => project.card.image)),
    projects,
    posts: async () => (await load()).posts,
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
      return isOurs(id) ? `\0${id}` : undefined
    },
    async load(id) {
      const virtualId = id.slice(1)
      if (!id.startsWith('\0') || !isOurs(virtualId)) return undefined
      const content = await load()
      for (const project of content.projects)
        for (const file of project.files) this.addWatchFile(file)
      for (const post of content.posts) this.addWatchFile(post.file)
      const code = virtualModule(virtualId, content)
      // The files the case studies link to, known once their Markdown is rendered, ship with them.
      const isClientBuild =
        this.environment.config.consumer === 'client' && this.environment.mode !== 'dev'
      if (isClientBuild && PREFIXES.some((prefix) => virtualId.startsWith(prefix))) {
        for (const [fileName, path] of assets) {
          this.emitFile({ type: 'asset', fileName, source: readFileSync(path) })
        }
      }
      return code
    },
    // The inline loader fetches the page's own language's words beside the entry
    // (src/app/entry-loader.ts): the template names each language's chunk on the entry's tag,
    // and the prerenderer keeps the page's (builder/steps/deferred-entry/).
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        const named = Object.values(context.bundle).flatMap((chunk) => {
          const id = chunk.type === 'chunk' ? chunk.facadeModuleId : null
          if (!id?.startsWith(`\0${WORDS_PREFIX}`)) return []
          const locale = id.slice(WORDS_PREFIX.length + 1)
          return [` data-words-${locale}="${base}${chunk.fileName}"`]
        })
        return html.replace('<script type="module"', (tag) => tag + named.join(''))
      },
    },
    configureServer(server) {
      reloadOnChange(server, root, () => {
        loading = undefined
      })
      server.middlewares.use(serveLinkedFiles(assets, () => base))
    },
  }
}
