/**
 * A case study's Markdown body rendered to HTML at build time, so the browser never parses
 * Markdown: GitHub-flavoured Markdown, headings with anchors, code highlighted into classes
 * (no client code, no inline styles), and pictures from the project's folder as responsive
 * `<picture>` elements with their size. Every link and picture is checked on the way: a
 * relative one must point at a file in the folder, at a project (`../<slug>/` from a case study,
 * `../../projects/<slug>/` from an article) or at an article (`../../posts/<slug>/` or
 * `../<slug>/`).
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast'
import { common, createLowlight } from 'lowlight'
import type { Root as MdastRoot } from 'mdast'
import { existsSync, statSync } from 'node:fs'
import { posix } from 'node:path'
import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeHighlight from 'rehype-highlight'
import rehypeSlug from 'rehype-slug'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { suggestion } from '../../../src/content/did-you-mean.ts'

/** How wide a picture shows in the case study's text column. */
const BODY_PICTURE_SIZES = '(min-width: 52rem) 46rem, calc(100vw - 2.5rem)'

export interface PictureEntry {
  sources: ReadonlyArray<{ type: string; srcset: string }>
  fallback: { src: string; srcset: string }
  width: number
  height: number
}

export interface BodyContext {
  /** The file as the owner knows it, e.g. `content/projects/<slug>/en.md`. */
  file: string
  /** The project's folder on disk. */
  dir: string
  /** The folder relative to `src/content`, e.g. `projects/crm`: the key of its pictures. */
  key: string
  /** Line of the file where the body starts, so problems point at the owner's line. */
  bodyLine: number
  /** The case study of another project in this language, or undefined if there is none. */
  projectUrl: (slug: string) => string | undefined
  /** An article's page (in this language if it has one), or undefined if there is none. */
  postUrl?: (slug: string) => string | undefined
  /** The narrowest a picture in the text may be, in pixels, so it is sharp in the column. */
  minPictureWidth?: number
  /** A picture's encoded files, by its key (`projects/crm/flow.png`). */
  picture: (key: string) => Promise<PictureEntry>
  /** A plain file of the folder that the page links to: its public URL. */
  asset: (key: string) => string
}

export interface RenderedBody {
  html: string
  problems: string[]
  /** The projects the text links to, by slug, in the order it first names them. */
  projects: string[]
  /** How many words a reader reads, code included. */
  wordCount: number
}

const IMAGE_FILE = /\.(png|jpe?g|webp)$/i
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i
const lowlight = createLowlight(common)
const LANGUAGES = lowlight.listLanguages()

const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype)
const enrich = unified()
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, {
    behavior: 'wrap',
    test: ['h2', 'h3', 'h4'],
    properties: { className: ['heading-anchor'] },
  })
  .use(rehypeHighlight, { detect: false })
const toHtml = unified().use(rehypeStringify)

function isInside(dir: string, path: string): boolean {
  return path === dir || path.startsWith(`${dir}/`)
}

export async function renderBody(markdown: string, context: BodyContext): Promise<RenderedBody> {
  // Long: three passes over one case study, which share its problems and the pictures found.
  const problems: string[] = []
  const at = (line: number | undefined) => `${context.file}:${(line ?? 1) + context.bodyLine - 1}`
  const mdast = toHast.parse(markdown) as MdastRoot
  const pictures = new Set<string>()
  const fragments: Array<{ id: string; line: number | undefined }> = []
  const projects: string[] = []
  let wordCount = 0

  visit(mdast, (node) => {
    const line = node.position?.start.line
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      wordCount += node.value.split(/\s+/).filter(Boolean).length
    }
    if (node.type === 'heading' && node.depth === 1) {
      problems.push(`${at(line)}: use "##" for headings; the title is the page's only "#"`)
    }
    if (node.type === 'html') {
      problems.push(`${at(line)}: HTML is not shown on the page; write it in Markdown instead`)
    }
    if (node.type === 'code' && node.lang && !lowlight.registered(node.lang)) {
      problems.push(
        `${at(line)}: unknown code language "${node.lang}"${suggestion(node.lang, LANGUAGES)}`,
      )
    }
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return
    const kind = node.type === 'image' ? 'picture' : 'link'
    const [path = '', hash = ''] = node.url.split('#')
    if (node.url.startsWith('#')) return void fragments.push({ id: hash, line })
    if (kind === 'picture' && (HAS_SCHEME.test(node.url) || node.url.startsWith('//'))) {
      problems.push(
        `${at(line)}: picture "${node.url}" is on another site; put the file in the project's folder (the page loads nothing from other sites)`,
      )
      return
    }
    if (HAS_SCHEME.test(node.url) || node.url.startsWith('/')) return
    const target = posix.normalize(posix.join(context.key, path.split('?')[0] ?? ''))
    const sibling = /^(projects|posts)\/([^/]+)(?:\/(?:[a-z]{2}\.md)?)?$/.exec(target)
    if (kind === 'link' && sibling?.[2] && !isInside(context.key, target)) {
      const [, collection, slug = ''] = sibling
      const isProject = collection === 'projects'
      const url = isProject ? context.projectUrl(slug) : context.postUrl?.(slug)
      if (url) node.url = url + (hash ? `#${hash}` : '')
      else
        problems.push(
          `${at(line)}: broken link "${node.url}": there is no ${isProject ? 'project' : 'article'} "${slug}"`,
        )
      if (url && isProject && !projects.includes(slug)) projects.push(slug)
      return
    }
    const onDisk = posix.join(context.dir, posix.relative(context.key, target))
    if (!isInside(context.key, target) || !existsSync(onDisk) || !statSync(onDisk).isFile()) {
      problems.push(
        `${at(line)}: broken ${kind} "${node.url}": no such file in ${context.file.replace(/\/[^/]+$/, '')}`,
      )
      return
    }
    if (node.type === 'image' && !node.alt?.trim()) {
      problems.push(
        `${at(line)}: picture "${node.url}" needs a description in its brackets, e.g. ![what it shows](${node.url})`,
      )
    }
    if (kind === 'picture') {
      if (!IMAGE_FILE.test(target)) {
        problems.push(`${at(line)}: picture "${node.url}" must be a PNG, JPEG or WebP file`)
        return
      }
      pictures.add(target)
      node.url = target
    } else {
      node.url = context.asset(target) + (hash ? `#${hash}` : '')
    }
  })

  const hast = (await enrich.run(await toHast.run(mdast))) as HastRoot
  const ids = new Set<string>()
  visit(hast, 'element', (node) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id)
  })
  for (const { id, line } of fragments) {
    if (!ids.has(id)) {
      problems.push(
        `${at(line)}: broken link "#${id}": no heading has that anchor${suggestion(id, [...ids])}`,
      )
    }
  }

  const replacements: Array<{ node: Element; key: string }> = []
  visit(hast, 'element', (node) => {
    // Long code lines and wide tables scroll sideways; the keyboard must reach them (WCAG 2.1.1).
    if (node.tagName === 'pre' || node.tagName === 'table') node.properties.tabIndex = 0
    // A column's alignment (`---:`) comes as the old `align` attribute, which any stylesheet
    // overrides; a class says it where the case study's stylesheet reads it.
    const align = node.properties.align
    if ((node.tagName === 'th' || node.tagName === 'td') && typeof align === 'string') {
      delete node.properties.align
      node.properties.className = [`align-${align}`]
    }
    const src = node.properties.src
    if (node.tagName === 'img' && typeof src === 'string' && pictures.has(src)) {
      replacements.push({ node, key: src })
    }
  })
  for (const { node, key } of replacements) {
    const entry = await context.picture(key)
    const min = context.minPictureWidth ?? 0
    if (entry.width < min) {
      problems.push(
        `${context.file}: picture "${posix.basename(key)}" is ${entry.width} px wide; a picture in the text needs at least ${min} px to be sharp`,
      )
    }
    Object.assign(node, pictureElement(node, entry))
  }

  return { html: toHtml.stringify(hast), problems, projects, wordCount }
}

/** `<picture>` with AVIF and WebP sources and the fallback `<img>`, sized, loaded lazily. */
function pictureElement(img: Element, entry: PictureEntry): Element {
  const sources: ElementContent[] = entry.sources.map((source) => ({
    type: 'element',
    tagName: 'source',
    properties: { type: source.type, srcSet: source.srcset, sizes: BODY_PICTURE_SIZES },
    children: [],
  }))
  return {
    type: 'element',
    tagName: 'picture',
    properties: {},
    children: [
      ...sources,
      {
        type: 'element',
        tagName: 'img',
        properties: {
          src: entry.fallback.src,
          srcSet: entry.fallback.srcset,
          sizes: BODY_PICTURE_SIZES,
          alt: img.properties.alt ?? '',
          ...(img.properties.title ? { title: img.properties.title } : {}),
          width: entry.width,
          height: entry.height,
          loading: 'lazy',
          decoding: 'async',
        },
        children: [],
      },
    ],
  }
}
