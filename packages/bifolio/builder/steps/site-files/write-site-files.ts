/**
 * Writes the files that describe the site to crawlers, social networks and browsers into the
 * client build: sitemap, robots, Open Graph pictures (the owner's per language, one per case
 * study and language, one per article and language it is written in), the articles' feed per
 * language, favicons, manifest.
 * Runs during prerender, which knows SITE_URL.
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

/** Each article's share picture in the language it is read in. */
async function articleFiles(
  siteUrl: string,
  { owner, posts, blog: blogWords }: SiteFacts,
  look: OgLook,
): Promise<Array<[string, Buffer]>> {
  const files: Array<[string, Buffer]> = []
  for (const post of posts) {
    const blog = blogWords[post.locale]
    if (!blog) continue
    const day = formatDay(post.date, post.locale)
    const picture = await articleOgImage(
      { label: blog.tag, title: post.title, footer: `${owner.name} · ${hostOf(siteUrl)} · ${day}` },
      look,
    )
    files.push([postOgImagePath(post.locale, post.slug).slice(1), picture])
  }
  return files
}

export async function writeSiteFiles(
  outDir: string,
  siteUrl: string,
  contentDir: string,
  facts: SiteFacts,
): Promise<string[]> {
  const { owner, projects, posts, messages: MESSAGES, projectPages: PROJECT_PAGES_MESSAGES } = facts
  // Checked again here, but the client build has already stopped on any problem it has.
  const look = await readLook(contentDir)
  if ('problem' in look) throw new ContentError([look.problem])
  const resolved = await resolveLook(look, { contentDir })
  const pictureLook = ogLook(resolved)
  const files = new Map<string, string | Buffer>([
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
  for (const locale of LOCALES) {
    const t = ofLocale(MESSAGES, locale)
    const host = hostOf(siteUrl)
    const picture = await ogImage(
      { name: owner.name, role: t.hero.subtitle, footer: host },
      join(contentDir, owner.picture),
      pictureLook,
    )
    files.set(ogImagePath(locale).slice(1), picture)
    // A case study's picture in each language it is written in, as its pages are.
    for (const project of projects) {
      const words = project.words[locale]
      if (!words) continue
      const card = await projectOgImage(
        {
          label: ofLocale(PROJECT_PAGES_MESSAGES, locale).caseStudy.label,
          title: words.title,
          footer: `${owner.name} · ${host}`,
        },
        project.colors,
        join(contentDir, project.image),
        pictureLook,
      )
      files.set(ogImagePath(locale, project.slug).slice(1), card)
    }
  }
  for (const [name, feed] of await feedFiles(siteUrl, facts)) files.set(name, feed)
  for (const [name, picture] of await articleFiles(siteUrl, facts, pictureLook)) {
    files.set(name, picture)
  }
  for (const [name, body] of files) {
    const target = join(outDir, name)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, body)
  }
  return [...files.keys()]
}
