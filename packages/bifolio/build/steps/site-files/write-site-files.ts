/**
 * Writes the files that describe the site to crawlers, social networks and browsers into the
 * client build: sitemap, robots, Open Graph pictures (the owner's per language, and one per
 * case study and language), favicons, manifest.
 * Runs during prerender, which knows SITE_URL.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { ogImagePath } from '../../../src/app/seo-paths.ts'
import type { Messages, ProjectPagesMessages } from '../../../src/content/types.ts'
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { iconFiles, webManifest } from './icons.ts'
import type { Project } from '../../../src/content/index.ts'
import { readLook } from '../../plugins/look/read-look.ts'
import { resolveLook } from '../../plugins/look/resolve-look.ts'
import { ContentError } from '../../plugins/content/content-error.ts'
import { ogImage, ogLook, projectOgImage } from './og-image.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

/** What the prerendered pages were made of, as the SSR bundle hands it on. */
export interface SiteFacts {
  owner: { name: string; picture: string }
  projects: readonly Project[]
  messages: Record<Locale, Messages>
  projectPages: Record<Locale, ProjectPagesMessages>
}

export async function writeSiteFiles(
  outDir: string,
  siteUrl: string,
  contentDir: string,
  { owner, projects, messages: MESSAGES, projectPages: PROJECT_PAGES_MESSAGES }: SiteFacts,
): Promise<string[]> {
  // Checked again here, but the client build has already stopped on any problem it has.
  const look = await readLook(contentDir)
  if ('problem' in look) throw new ContentError([look.problem])
  const resolved = await resolveLook(look, { contentDir })
  const pictureLook = ogLook(resolved)
  const slugs = projects.map((project) => project.slug)
  const files = new Map<string, string | Buffer>([
    ['sitemap.xml', sitemapXml(siteUrl, slugs)],
    ['robots.txt', robotsTxt(siteUrl)],
    [
      'site.webmanifest',
      webManifest({ name: owner.name, description: MESSAGES.es.meta.description }),
    ],
    ...Object.entries(await iconFiles(resolved.palette.light)),
  ])
  for (const locale of LOCALES) {
    const t = MESSAGES[locale]
    const host = new URL(siteUrl).host
    const picture = await ogImage(
      { name: owner.name, role: t.hero.subtitle, footer: host },
      join(contentDir, owner.picture),
      pictureLook,
    )
    files.set(ogImagePath(locale).slice(1), picture)
    for (const project of projects) {
      const words = project.words[locale]
      const card = await projectOgImage(
        {
          label: PROJECT_PAGES_MESSAGES[locale].caseStudy.label,
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
  for (const [name, body] of files) {
    const target = join(outDir, name)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, body)
  }
  return [...files.keys()]
}
