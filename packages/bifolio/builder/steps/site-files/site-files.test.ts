// @vitest-environment jsdom
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { headTags } from '../../../src/app/head.ts'
import { owner } from '../../../src/content/owner.ts'
import { technologies } from '../../../src/content/technologies.ts'
import { loadProjects } from '../../plugins/content/load-projects.ts'
import { wordsOf } from '../../../test/web/words.ts'
import { provideMessages } from '../../../src/i18n/messages.ts'

// These checks spell out the addresses of a site in Spanish first, then English.
const [es, en] = [wordsOf('es'), wordsOf('en')]
const MESSAGES = { es, en }
// The head is drawn in both languages here, as the prerenderer draws it.
provideMessages(MESSAGES)
import type { Look } from '../../../src/content/types.ts'
import { readLook } from '../../plugins/look/read-look.ts'
import { resolveLook } from '../../plugins/look/resolve-look.ts'
import { iconFiles, webManifest } from './icons.ts'
import { articleOgImage, ogImage, ogLook, projectOgImage } from './og-image.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'
import { LOCALES } from '../../../src/i18n/locales.ts'
import { projectPath } from '../../../src/i18n/routes.ts'

const ownerLook = (await readLook(SITE_CONTENT)) as Look

const SITE = 'https://portfolio.example'

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

/** Projects written in every language of the site. */
const everywhere = (...slugs: string[]) =>
  slugs.flatMap((slug) => LOCALES.map((locale) => ({ slug, locale })))

describe('sitemap.xml and robots.txt', () => {
  it('lists each article in the languages it is written in, with its last modification', () => {
    const doc = parseXml(
      sitemapXml(SITE, everywhere('crm'), [
        { slug: 'both', locale: 'es', lastModified: '2026-04-02' },
        { slug: 'both', locale: 'en', lastModified: '2026-04-02' },
        { slug: 'solo', locale: 'es', lastModified: '2026-06-01' },
      ]),
    )
    const entry = (loc: string) =>
      [...doc.getElementsByTagName('url')].find(
        (url) => url.getElementsByTagName('loc')[0]?.textContent === `${SITE}${loc}`,
      )
    const hreflangs = (loc: string) =>
      [...(entry(loc)?.getElementsByTagName('xhtml:link') ?? [])].map((link) =>
        link.getAttribute('hreflang'),
      )
    const lastmod = (loc: string) => entry(loc)?.getElementsByTagName('lastmod')[0]?.textContent
    expect(lastmod('/en/blog/both/')).toBe('2026-04-02')
    expect(hreflangs('/en/blog/both/')).toEqual(['es', 'en', 'x-default'])
    expect(lastmod('/blog/solo/')).toBe('2026-06-01')
    // Written in one language: no page to pair it with, and no English address at all.
    expect(hreflangs('/blog/solo/')).toEqual([])
    expect(entry('/en/blog/solo/')).toBeUndefined()
    // The indexes change with their newest article.
    expect(lastmod('/blog/')).toBe('2026-06-01')
    expect(lastmod('/en/blog/')).toBe('2026-06-01')
  })

  it('has no articles index without articles', () => {
    const locs = [...parseXml(sitemapXml(SITE, everywhere('crm'))).getElementsByTagName('loc')].map(
      (loc) => loc.textContent,
    )
    expect(locs.some((loc) => loc?.includes('/blog/'))).toBe(false)
  })

  it('lists the projects index and every case study in both languages, paired', () => {
    const doc = parseXml(sitemapXml(SITE, everywhere('crm', 'check-in')))
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)
    for (const path of [
      '/proyectos/',
      '/en/projects/',
      '/proyectos/crm/',
      '/en/projects/check-in/',
    ]) {
      expect(locs).toContain(`${SITE}${path}`)
    }
    const crm = [...doc.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === `${SITE}/en/projects/crm/`,
    )
    const links = [...(crm?.getElementsByTagName('xhtml:link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['es', `${SITE}/proyectos/crm/`],
      ['en', `${SITE}/en/projects/crm/`],
      ['x-default', `${SITE}/proyectos/crm/`],
    ])
  })

  it('lists a case study in the languages it is written in only, unpaired', () => {
    const doc = parseXml(sitemapXml(SITE, [{ slug: 'solo', locale: 'en' }]))
    const solo = projectPath('en', 'solo')
    const entry = [...doc.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === `${SITE}${solo}`,
    )
    expect(entry?.getElementsByTagName('xhtml:link')).toHaveLength(0)
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)
    expect(locs).not.toContain(`${SITE}${projectPath('es', 'solo')}`)
  })

  it('lists both languages, each with every alternate, as well-formed XML', () => {
    const doc = parseXml(sitemapXml(SITE, everywhere('crm')))
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)
    expect(locs).toContain(`${SITE}/`)
    expect(locs).toContain(`${SITE}/en/`)
    const home = [...doc.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === `${SITE}/en/`,
    )
    const links = [...(home?.getElementsByTagName('xhtml:link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['es', `${SITE}/`],
      ['en', `${SITE}/en/`],
      ['x-default', `${SITE}/`],
    ])
  })

  it('points robots at the absolute sitemap', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('JSON-LD', () => {
  it.each(['es', 'en'] as const)('describes a ProfilePage about the owner in %s', (locale) => {
    const head = headTags({ kind: 'page', page: 'home', locale }, SITE)
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1]
    const data = JSON.parse(json ?? '') as {
      '@type': string
      inLanguage: string
      mainEntity: { '@type': string; name: string; image: string }
    }
    expect(data['@type']).toBe('ProfilePage')
    expect(data.inLanguage).toBe(locale)
    expect(data.mainEntity['@type']).toBe('Person')
    expect(data.mainEntity.name).toBe(owner.name)
    expect(data.mainEntity.image).toMatch(/^https:\/\/portfolio\.example\/assets\//)
    expect(head).toContain(`<meta property="og:image" content="${SITE}/og/${locale}.png">`)
  })
})

/** The head's tags as a browser parses them. */
function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(`<head>${tags}</head>`, 'text/html')
}

describe('the legal pages', () => {
  it.each([
    ['es', 'imprint', '/imprint'],
    ['es', 'privacy', '/privacy'],
    ['en', 'imprint', '/en/imprint'],
    ['en', 'privacy', '/en/privacy'],
  ] as const)('%s %s has its own title and description, canonical at %s', (locale, page, path) => {
    const t = MESSAGES[locale]
    const head = parseHead(headTags({ kind: 'page', page, locale }, SITE))
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content')
    expect(head.title).toBe(`${t.legal[page].title} · ${t.meta.title}`)
    expect(content('meta[name="description"]')).toBe(t.legal[page].description)
    expect(t.legal[page].description).toContain(owner.name)
    expect(content('meta[property="og:title"]')).toBe(head.title)
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(SITE + path)
    const alternates = [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    )
    expect(alternates).toEqual([
      `es ${SITE}/${page}`,
      `en ${SITE}/en/${page}`,
      `x-default ${SITE}/${page}`,
    ])
  })

  it.each(['es', 'en'] as const)('leaves the %s landing page its own title', (locale) => {
    // Read as a browser reads it: an owner's title may hold characters the markup escapes (&).
    const head = parseHead(headTags({ kind: 'page', page: 'home', locale }, SITE))
    expect(head.title).toBe(MESSAGES[locale].meta.title)
  })
})

/** A card picture of the owner's, by its path under the content folder. */
const firstCover = await (async () => {
  const [project] = await loadProjects({
    contentDir: SITE_CONTENT,
    technologyIds: Object.keys(technologies),
  })
  if (!project) throw new Error('the content has no project')
  return project.card.image
})()

describe('social and browser pictures', () => {
  const look = () => resolveLook(ownerLook, { contentDir: SITE_CONTENT })

  it("renders a 1200 x 630 picture for a case study, in the project's colours", async () => {
    const png = await projectOgImage(
      { label: 'Caso de estudio', title: 'Fichaje con mapa', footer: 'Dani · portfolio.example' },
      { main: '#0C5E63', second: '#0A3D40', ink: '#FFFFFF' },
      `${SITE_CONTENT}/${firstCover}`,
      ogLook(await look()),
    )
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
    // The top-left corner is the card's own colour, not the owner's navy picture.
    const { data } = await sharp(png)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]]).toEqual([0x0c, 0x5e, 0x63])
  })

  it("renders a 1200 x 630 picture for an article, on the owner's navy with the title in white", async () => {
    const resolved = await look()
    const text = { label: 'Artículos', footer: 'Dani · portfolio.example · 9 de junio de 2026' }
    const short = await articleOgImage({ ...text, title: 'Reintentar' }, ogLook(resolved))
    const long = await articleOgImage(
      { ...text, title: 'Reintentar sin duplicar, con claves de idempotencia y una tabla' },
      ogLook(resolved),
    )
    expect(await sharp(short).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
    // The title is drawn: a longer one leaves more white on the picture.
    const whitePixels = async (png: Buffer) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
      let count = 0
      for (let i = 0; i < data.length; i += info.channels) {
        if ((data[i] ?? 0) > 240 && (data[i + 1] ?? 0) > 240 && (data[i + 2] ?? 0) > 240) count++
      }
      return count
    }
    expect(await whitePixels(long)).toBeGreaterThan((await whitePixels(short)) * 2)
    // The bottom strip is the light theme's accent, as on the owner's own picture.
    const { data } = await sharp(short)
      .extract({ left: 600, top: 625, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const hex = `#${[data[0], data[1], data[2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`
    expect(hex.toLowerCase()).toBe(resolved.palette.light.accent.toLowerCase())
  })

  it('renders a 1200 x 630 Open Graph image', async () => {
    const png = await ogImage(
      { name: owner.name, role: 'Desarrolladora Fullstack ñ', footer: 'portfolio.example' },
      `${SITE_CONTENT}/${owner.picture}`,
      ogLook(await look()),
    )
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
  })

  it('makes the favicons at their declared sizes and a parseable manifest', async () => {
    const icons = await iconFiles((await look()).palette.light)
    expect(await sharp(icons['apple-touch-icon.png']).metadata()).toMatchObject({ width: 180 })
    expect(await sharp(icons['icon-512.png']).metadata()).toMatchObject({ width: 512 })
    expect(icons['favicon.ico'].readUInt16LE(2)).toBe(1)
    const manifest = JSON.parse(webManifest({ name: owner.name, description: 'x' })) as {
      icons: unknown[]
    }
    expect(manifest.icons).toHaveLength(3)
  })
})
