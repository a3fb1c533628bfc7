/**
 * Writes the files that describe the site to crawlers, social networks and browsers into the
 * client build: sitemap, robots, one Open Graph picture per language, favicons, manifest.
 * Runs during prerender, which knows SITE_URL.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { ogImagePath } from '../../src/app/seo-paths.ts'
import { owner } from '../../src/content/site.ts'
import { LOCALES } from '../../src/i18n/locales.ts'
import { MESSAGES } from '../../src/i18n/messages.ts'
import { iconFiles, webManifest } from './icons.ts'
import { ogImage } from './og-image.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

const PICTURE_DIR = 'src/content/images'

export async function writeSiteFiles(outDir: string, siteUrl: string): Promise<string[]> {
  const files = new Map<string, string | Buffer>([
    ['sitemap.xml', sitemapXml(siteUrl)],
    ['robots.txt', robotsTxt(siteUrl)],
    [
      'site.webmanifest',
      webManifest({ name: owner.name, description: MESSAGES.es.meta.description }),
    ],
    ...Object.entries(await iconFiles()),
  ])
  for (const locale of LOCALES) {
    const t = MESSAGES[locale]
    const picture = await ogImage(
      { name: owner.name, role: t.hero.subtitle, footer: new URL(siteUrl).host },
      join(PICTURE_DIR, owner.picture),
    )
    files.set(ogImagePath(locale).slice(1), picture)
  }
  for (const [name, body] of files) {
    const target = join(outDir, name)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, body)
  }
  return [...files.keys()]
}
