/**
 * Writes the files that describe the site to crawlers, social networks and browsers into the
 * client build: sitemap, robots, Open Graph pictures (the owner's per language, one per case
 * study and language, one per article and language it is written in), the articles' feed per
 * language, favicons, manifest.
 * Runs during prerender, which knows SITE_URL; the dev server answers the same files.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { ogImagePath, postOgImagePath } from '../../../src/app/seo-paths.ts'
import type {
  BlogMessages,
  Messages,
  PostEntry,
  ProjectPagesMessages,
} from '../../../src/content/types.ts'
import { projectPages } from '../../../src/content/project-language.ts'
import { formatDay } from '../../../src/lib/format-day.ts'
import { DEFAULT_LOCALE, LOCALES, ofLocale, type Locale } from '../../../src/i18n/locales.ts'
import { iconFiles, webManifest } from './icons.ts'
import type { Project } from '../../../src/content/index.ts'
import type * as Prerender from '../../../src/app/entry-prerender'
import { readLook } from '../../plugins/look/read-look.ts'
import { resolveLook } from '../../plugins/look/resolve-look.ts'
import { ContentError } from '../../plugins/content/content-error.ts'
import { articleOgImage, ogImage, ogLook, projectOgImage, type OgLook } from './og-image.ts'
import { feedFiles } from './feed-files.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

/** What the prerendered pages were made of, as the SSR bundle hands it on. */
export interface SiteFacts {
  owner: { name: string; picture: string }
  projects: readonly Project[]
  messages: Readonly<Partial<Record<Locale, Messages>>>
  projectPages: Record<Locale, ProjectPagesMessages>
  blog: Readonly<Record<Locale, BlogMessages | undefined>>
  /** The articles of the build, newest first, and their text. */
  posts: readonly PostEntry<Locale>[]
  loadPostBody: (slug: string, locale: Locale) => Promise<{ default: string }>
}

/** The site's address without its scheme, as the share pictures print it. */
const hostOf = (siteUrl: string) => new URL(siteUrl).host

/** A file's body, drawn when it is asked for: a share picture takes a moment to draw. */
type DrawFile = () => Promise<string | Buffer>

/** Each article's share picture in the language it is read in. */
function articleFiles(
  siteUrl: string,
  { owner, posts, blog: blogWords }: SiteFacts,
  look: OgLook,
): Array<[string, DrawFile]> {
  return posts.flatMap((post): Array<[string, DrawFile]> => {
    const blog = blogWords[post.locale]
    if (!blog) return []
    const day = formatDay(post.date, post.locale)
    const draw = () =>
      articleOgImage(
        {
          label: blog.tag,
          title: post.title,
          footer: `${owner.name} · ${hostOf(siteUrl)} · ${day}`,
        },
        look,
      )
    return [[postOgImagePath(post.locale, post.slug).slice(1), draw]]
  })
}

/** The site's facts from its prerender module, as the build and the dev server load it. */
export function siteFactsOf(ssr: typeof Prerender): SiteFacts {
  return {
    owner: ssr.owner,
    projects: ssr.projects,
    messages: ssr.MESSAGES,
    projectPages: ssr.PROJECT_PAGES_MESSAGES,
    blog: ssr.BLOG_MESSAGES,
    posts: ssr.posts,
    loadPostBody: ssr.loadPostBody,
  }
}

/**
 * Every file that describes the site, by its path under the site's root (`og/es.png`), each
 * drawn when asked for: the build draws them all, the dev server the one a browser asks for.
 */
export async function siteFiles(
  siteUrl: string,
  contentDir: string,
  facts: SiteFacts,
): Promise<Map<string, DrawFile>> {
  const { owner, projects, posts, messages: MESSAGES, projectPages: PROJECT_PAGES_MESSAGES } = facts
  // Checked again here, but the client build has already stopped on any problem it has.
  const look = await readLook(contentDir)
  if ('problem' in look) throw new ContentError([look.problem])
  const resolved = await resolveLook(look, { contentDir })
  const pictureLook = ogLook(resolved)
  const drawn = new Map<string, string | Buffer>([
    [
      'sitemap.xml',
      sitemapXml(
        siteUrl,
        projectPages(projects),
        posts.map((post) => ({
          slug: post.slug,
          locale: post.locale,
          lastModified: post.updated ?? post.date,
        })),
      ),
    ],
    ['robots.txt', robotsTxt(siteUrl)],
    [
      'site.webmanifest',
      webManifest({
        name: owner.name,
        description: ofLocale(MESSAGES, DEFAULT_LOCALE).meta.description,
      }),
    ],
    ...Object.entries(await iconFiles(resolved.palette.light)),
  ])
  const files = new Map<string, DrawFile>(
    [...drawn].map(([name, body]) => [name, () => Promise.resolve(body)]),
  )
  const host = hostOf(siteUrl)
  for (const locale of LOCALES) {
    const t = ofLocale(MESSAGES, locale)
    files.set(ogImagePath(locale).slice(1), () =>
      ogImage(
        { name: owner.name, role: t.hero.subtitle, footer: host },
        join(contentDir, owner.picture),
        pictureLook,
      ),
    )
    // A case study's picture in each language it is written in, as its pages are.
    for (const project of projects) {
      const words = project.words[locale]
      if (!words) continue
      files.set(ogImagePath(locale, project.slug).slice(1), () =>
        projectOgImage(
          {
            label: ofLocale(PROJECT_PAGES_MESSAGES, locale).caseStudy.label,
            title: words.title,
            footer: `${owner.name} · ${host}`,
          },
          project.colors,
          join(contentDir, project.image),
          pictureLook,
        ),
      )
    }
  }
  for (const [name, feed] of await feedFiles(siteUrl, facts)) {
    files.set(name, () => Promise.resolve(feed))
  }
  for (const [name, draw] of articleFiles(siteUrl, facts, pictureLook)) files.set(name, draw)
  return files
}

/** Draws every file of `siteFiles` into the client build; returns their paths. */
export async function writeSiteFiles(
  outDir: string,
  siteUrl: string,
  contentDir: string,
  facts: SiteFacts,
): Promise<string[]> {
  const files = await siteFiles(siteUrl, contentDir, facts)
  for (const [name, draw] of files) {
    const target = join(outDir, name)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, await draw())
  }
  return [...files.keys()]
}
