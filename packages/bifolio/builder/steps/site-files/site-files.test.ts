// @vitest-environment jsdom
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { headTags } from '../../../src/app/head.ts'
import { owner } from '../../../src/content/owner.ts'
import { technologies } from '../../../src/content/technologies.ts'
import { loadProjects } from '../../plugins/content/load-projects.ts'
import lookFonts from 'virtual:look-fonts'
import posts from 'virtual:posts'
import { SITE_LANGS, wordsOf } from '../../../test/web/words.ts'
import { provideMessages } from '../../../src/i18n/messages.ts'
import type { Look } from '../../../src/content/types.ts'
import { readLook } from '../../plugins/look/read-look.ts'
import { resolveLook } from '../../plugins/look/resolve-look.ts'
import { iconFiles, webManifest } from './icons.ts'
import { articleOgImage, ogImage, ogLook, projectOgImage } from './og-image.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { blogPath, pathFor, postPath, projectPath, projectsPath } from '../../../src/i18n/routes.ts'
import { inThreeLanguages, THREE_LANGUAGES } from '../../../test/three-languages.ts'

// The head is drawn in every language of the site here, as the prerenderer draws it.
provideMessages(Object.fromEntries(SITE_LANGS.map((lang) => [lang, wordsOf(lang)])))

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

/** Each `<url>` of a sitemap by its address, with its alternates and last modification. */
function sitemapEntries(xml: string) {
  const urls = [...parseXml(xml).getElementsByTagName('url')]
  return new Map(
    urls.map((url) => [
      (url.getElementsByTagName('loc')[0]?.textContent ?? '').slice(SITE.length),
      {
        alternates: [...url.getElementsByTagName('xhtml:link')].map((link) => [
          link.getAttribute('hreflang'),
          (link.getAttribute('href') ?? '').slice(SITE.length),
        ]),
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
      },
    ]),
  )
}

/** The alternates of a page that exists in every one of `languages`, the first as x-default. */
const allOf = (languages: readonly Locale[], path: (locale: Locale) => string) => [
  ...languages.map((locale) => [locale, path(locale)]),
  ['x-default', path(languages[0] ?? 'en')],
]

describe('sitemap.xml and robots.txt, on a site in three languages', () => {
  inThreeLanguages()
  const [first = 'en', second = 'ar', third = 'fr'] = THREE_LANGUAGES

  it('lists each article in the languages it is written in, with its last modification', () => {
    const entries = sitemapEntries(
      sitemapXml(SITE, everywhere('crm'), [
        ...THREE_LANGUAGES.map((locale) => ({ slug: 'all', locale, lastModified: '2026-04-02' })),
        { slug: 'two', locale: second, lastModified: '2026-05-01' },
        { slug: 'two', locale: third, lastModified: '2026-05-03' },
        { slug: 'solo', locale: third, lastModified: '2026-06-01' },
      ]),
    )
    const all = entries.get(postPath(second, 'all'))
    expect(all?.lastmod).toBe('2026-04-02')
    expect(all?.alternates).toEqual(allOf(THREE_LANGUAGES, (locale) => postPath(locale, 'all')))
    // Not in the first language: x-default is the page itself, in each language it has.
    expect(entries.get(postPath(second, 'two'))?.alternates).toEqual([
      [second, postPath(second, 'two')],
      [third, postPath(third, 'two')],
      ['x-default', postPath(second, 'two')],
    ])
    expect(entries.get(postPath(third, 'two'))?.lastmod).toBe('2026-05-03')
    expect(entries.has(postPath(first, 'two'))).toBe(false)
    // Written in one language: no page to pair it with, and no address in the others.
    expect(entries.get(postPath(third, 'solo'))?.alternates).toEqual([])
    expect(entries.has(postPath(first, 'solo'))).toBe(false)
    // Every language's index changes with the newest article.
    for (const locale of THREE_LANGUAGES) {
      expect(entries.get(blogPath(locale))?.lastmod).toBe('2026-06-01')
    }
  })

  it('has no articles index without articles', () => {
    const paths = [...sitemapEntries(sitemapXml(SITE, everywhere('crm'))).keys()]
    for (const locale of THREE_LANGUAGES) expect(paths).not.toContain(blogPath(locale))
  })

  it('lists the projects index and every case study in each language, each listing the others', () => {
    const entries = sitemapEntries(sitemapXml(SITE, everywhere('crm', 'check-in')))
    for (const locale of THREE_LANGUAGES) {
      expect(entries.get(projectsPath(locale))?.alternates).toEqual(
        allOf(THREE_LANGUAGES, projectsPath),
      )
      expect(entries.get(projectPath(locale, 'crm'))?.alternates).toEqual(
        allOf(THREE_LANGUAGES, (other) => projectPath(other, 'crm')),
      )
    }
    // Each language's own word for the projects: the addresses are not all one.
    expect(new Set(THREE_LANGUAGES.map(projectsPath)).size).toBe(THREE_LANGUAGES.length)
  })

  it('lists a case study in the languages it is written in only, unpaired', () => {
    const entries = sitemapEntries(sitemapXml(SITE, [{ slug: 'solo', locale: second }]))
    expect(entries.get(projectPath(second, 'solo'))?.alternates).toEqual([])
    expect(entries.has(projectPath(first, 'solo'))).toBe(false)
    expect(entries.has(projectPath(third, 'solo'))).toBe(false)
  })

  it('lists the landing and legal pages in every language, each with every alternate', () => {
    const entries = sitemapEntries(sitemapXml(SITE, everywhere('crm')))
    for (const page of ['home', 'imprint', 'privacy'] as const) {
      const alternates = allOf(THREE_LANGUAGES, (locale) => pathFor(locale, page))
      for (const locale of THREE_LANGUAGES) {
        expect(entries.get(pathFor(locale, page))?.alternates).toEqual(alternates)
      }
    }
    expect(entries.has('/')).toBe(true)
  })

  it('points robots at the absolute sitemap', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('JSON-LD', () => {
  it.each(SITE_LANGS)('describes a ProfilePage about the owner in %s', (locale) => {
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

  // The owner is described once, on the landing page: a legal page names them by their @id.
  it.each(SITE_LANGS)(
    'describes each legal page in %s as a WebPage the owner publishes',
    (locale) => {
      const profile = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
          headTags({ kind: 'page', page: 'home', locale }, SITE),
        )?.[1] ?? '',
      ) as { mainEntity: { '@id': string } }
      for (const page of ['imprint', 'privacy'] as const) {
        const head = headTags({ kind: 'page', page, locale }, SITE)
        const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1]
        expect(JSON.parse(json ?? '')).toEqual({
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          url: SITE + pathFor(locale, page),
          name: `${wordsOf(locale).legal[page].title} · ${wordsOf(locale).meta.title}`,
          description: wordsOf(locale).legal[page].description,
          inLanguage: locale,
          publisher: { '@id': profile.mainEntity['@id'] },
        })
        expect(head).toContain('<meta property="og:type" content="website">')
      }
    },
  )
})

/** The head's tags as a browser parses them. */
function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(`<head>${tags}</head>`, 'text/html')
}

describe('the legal pages', () => {
  const pages = SITE_LANGS.flatMap((locale) =>
    (['imprint', 'privacy'] as const).map((page) => [locale, page, pathFor(locale, page)] as const),
  )
  it.each(pages)(
    '%s %s has its own title and description, canonical at %s',
    (locale, page, path) => {
      const t = wordsOf(locale)
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
      // A site of one language has no other to point to.
      expect(alternates).toEqual(
        SITE_LANGS.length > 1
          ? allOf(SITE_LANGS, (other) => pathFor(other, page)).map(
              ([lang, otherPath]) => `${lang} ${SITE}${otherPath}`,
            )
          : [],
      )
    },
  )

  it.each(SITE_LANGS)('leaves the %s landing page its own title', (locale) => {
    // Read as a browser reads it: an owner's title may hold characters the markup escapes (&).
    const head = parseHead(headTags({ kind: 'page', page: 'home', locale }, SITE))
    expect(head.title).toBe(wordsOf(locale).meta.title)
  })
})

describe('the body face, preloaded where the first screen reads in it', () => {
  const preloaded = (head: string) =>
    [...parseHead(head).querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
      link.getAttribute('href'),
    )
  // Set first in the fallback, a paragraph can take other lines when the face arrives and move
  // what is under it: a legal page's text, an article's summary above its cover.
  it.each(SITE_LANGS)('on the legal pages and each article in %s', (locale) => {
    for (const page of ['imprint', 'privacy'] as const) {
      expect(preloaded(headTags({ kind: 'page', page, locale }, SITE)), page).toContain(
        lookFonts.regular,
      )
    }
    for (const post of posts.filter((entry) => entry.locale === locale)) {
      expect(
        preloaded(headTags({ kind: 'post', slug: post.slug, locale }, SITE)),
        post.slug,
      ).toContain(lookFonts.regular)
    }
  })

  it.each(SITE_LANGS)(
    'not on the %s landing page, whose portrait is the first thing to fetch',
    (locale) => {
      expect(preloaded(headTags({ kind: 'page', page: 'home', locale }, SITE))).not.toContain(
        lookFonts.regular,
      )
    },
  )
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
