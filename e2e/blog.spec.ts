/**
 * The articles: the index of each language with its topic filter, an article in
 * the languages it is written in, the feeds, the landing page's section. Every expectation is
 * read from the owner's articles, whoever the owner is; a site without articles has none.
 */
import { expect, test, type Page } from '@playwright/test'
import { rssProblems } from '../packages/bifolio/test/feeds/rss-rules'
import { formatDay } from '../packages/bifolio/src/lib/format-day'
import { languageName } from '../packages/bifolio/src/i18n/language-name'
import {
  indexEntries,
  tagsInUse,
  writtenIn,
} from '../packages/bifolio/src/sections/blog/post-lists'
import { holdTheCode } from './support/hold-code'
import { layoutShifts, recordLayoutShifts, shiftsOnceFontsSettle } from './support/layout-shifts'
import { expectNothingScrollsSideways } from './support/sideways'
import { NARROW } from './support/viewports'
import {
  articleUrl,
  WORDS,
  BLOG_WORDS,
  BLOG_INDEX,
  FEED,
  format,
  HOME,
  isShown,
  LANGS,
  posts,
  unpublished,
  type Lang,
} from './support/words'

type Post = (typeof posts)[number]

const blogWords = (lang: Lang) => {
  const blog = BLOG_WORDS[lang]
  if (!blog) throw new Error(`${lang}.yml has no "blog" words though the site has articles`)
  return blog
}
const other = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es')
const pathOf = (href: string | null) => (href ? new URL(href, 'http://site').pathname : null)

/** The index's entries as a visitor reads them: title, language and where each leads. */
async function listedEntries(page: Page) {
  return page.locator('.blog-index__entry:visible').evaluateAll((items) =>
    items.map((item) => {
      const article = item.querySelector('article')
      const link = item.querySelector('h2 a')
      return {
        title: link?.textContent ?? '',
        lang: article?.getAttribute('lang') ?? null,
        href: link?.getAttribute('href') ?? '',
      }
    }),
  )
}

test.describe('articles', () => {
  test.skip(posts.length === 0, 'the site under test has no articles')

  for (const lang of LANGS) {
    test(`the ${lang} index lists every article once, newest first, marking the other language's, and fits 320 px`, async ({
      page,
    }) => {
      const blog = blogWords(lang)
      const expected = indexEntries(posts, lang)
      await page.goto(BLOG_INDEX[lang])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title)
      expect(await listedEntries(page)).toEqual(
        expected.map((post) => ({
          title: post.title,
          lang: post.locale === lang ? null : post.locale,
          href: articleUrl(post.locale, post.slug),
        })),
      )
      for (const post of expected.filter((entry) => entry.locale !== lang)) {
        await expect(
          page
            .getByText(
              format(blog.onlyIn, {
                language: languageName(WORDS[lang].language.names ?? {}, post.locale, lang),
              }),
            )
            .first(),
        ).toBeVisible()
      }
      await expectNothingScrollsSideways(page)
    })
  }

  test('a shared filtered link paints filtered before the code, which moves nothing, and the filter leads on', async ({
    page,
  }) => {
    const lang: Lang = 'en'
    const blog = blogWords(lang)
    const entries = indexEntries(posts, lang)
    // The topic that filters the most out, so the filter has something to hide.
    const [tag] = tagsInUse(entries).sort(
      (a, b) =>
        entries.filter((post) => post.tags.includes(a)).length -
        entries.filter((post) => post.tags.includes(b)).length,
    )
    if (!tag) throw new Error('the articles name no topic')
    const tagged = entries.filter((post) => post.tags.includes(tag))
    await recordLayoutShifts(page)
    const release = await holdTheCode(page)
    await page.goto(`${BLOG_INDEX[lang]}?tag=${tag}`, { waitUntil: 'domcontentloaded' })
    // Before any of the page's code: the stylesheet alone filters, and counts.
    expect((await listedEntries(page)).map((entry) => entry.title)).toEqual(
      tagged.map((post) => post.title),
    )
    await expect(page.locator('[data-tag-count]:visible')).toHaveText(
      format(blog.count, { shown: tagged.length, total: entries.length }),
    )
    // What the fonts' swap may move is theirs; from here on, only the code could move anything.
    const before = await shiftsOnceFontsSettle(page)
    release()
    await expect(page.locator(`[data-tag-link="${tag}"]`)).toHaveAttribute('aria-current', 'page')
    const after = await layoutShifts(page)
    expect(after.total - before.total, after.moved.slice(before.moved.length).join('\n')).toBe(0)
    expect((await listedEntries(page)).length).toBe(tagged.length)
    // "All" lists every article again.
    await page.getByRole('link', { name: blog.allTags, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === BLOG_INDEX[lang] && !url.search)
    expect(await listedEntries(page)).toHaveLength(entries.length)
  })

  for (const lang of LANGS) {
    test(`each ${lang} article has its page, dated and timed in ${lang}, paired only where it exists, and fits 320 px`, async ({
      page,
    }) => {
      const blog = blogWords(lang)
      for (const post of writtenIn(posts, lang)) {
        await page.goto(articleUrl(lang, post.slug))
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
        const published = format(blog.published, { date: formatDay(post.date, lang) })
        await expect(page.getByText(published)).toBeVisible()
        await expect(
          page.getByText(format(blog.readingTime, { minutes: post.minutes })),
        ).toBeVisible()
        const pairs = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))
        const isTwice = posts.some((p) => p.slug === post.slug && p.locale === other(lang))
        expect(pairs).toEqual(isTwice ? ['es', 'en', 'x-default'] : [])
        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
        ) as Record<string, unknown>
        expect(jsonLd).toMatchObject({
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.date,
          dateModified: post.updated ?? post.date,
          author: { '@type': 'Person' },
        })
        // The language toggle leads to the same article, or to the other language's index.
        const toggle = page.getByTestId('language-toggle').filter({ visible: true })
        expect(pathOf(await toggle.getAttribute('href'))).toBe(
          isTwice ? articleUrl(other(lang), post.slug) : BLOG_INDEX[other(lang)],
        )
        await expectNothingScrollsSideways(page)
      }
    })
  }

  test('an article links the projects it names and its neighbours in its language', async ({
    page,
  }) => {
    const post = posts.find((entry) => entry.projects.length > 0)
    test.skip(!post, 'no article links a project')
    if (!post) return
    const blog = blogWords(post.locale)
    await page.goto(articleUrl(post.locale, post.slug))
    const named = page.getByRole('region', { name: blog.projectsNamed })
    await expect(named.getByRole('link')).toHaveCount(post.projects.length)
    const list = writtenIn(posts, post.locale)
    const at = list.indexOf(post)
    const more = page.getByRole('navigation', { name: blog.elsewhere })
    const older = list[at + 1]
    if (older) await expect(more.locator('a[rel="prev"]')).toContainText(older.title)
    else await expect(more.locator('a[rel="prev"]')).toHaveCount(0)
  })

  for (const lang of LANGS) {
    test(`the ${lang} feed is valid RSS 2.0 with every ${lang} article in full, and every ${lang} page names it`, async ({
      page,
      request,
    }) => {
      const written = writtenIn(posts, lang)
      const response = await request.get(FEED[lang])
      if (written.length === 0) {
        expect(response.status()).toBe(404)
        return
      }
      expect(response.ok()).toBe(true)
      expect(response.headers()['content-type']).toMatch(/xml/)
      const xml = await response.text()
      expect(rssProblems(xml)).toEqual([])
      const doc = await page.evaluate((text) => {
        const parsed = new DOMParser().parseFromString(text, 'application/xml')
        return [...parsed.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
        }))
      }, xml)
      expect(doc.map((item) => item.title)).toEqual(written.map((post) => post.title))
      for (const item of doc) {
        expect(item.link).toMatch(/^https?:\/\//)
        expect((await request.get(new URL(item.link ?? '').pathname)).ok()).toBe(true)
      }
      for (const path of [HOME[lang], BLOG_INDEX[lang], articleUrl(lang, written[0]?.slug ?? '')]) {
        await page.goto(path)
        await expect(
          page.locator('link[rel="alternate"][type="application/rss+xml"]'),
        ).toHaveAttribute('href', FEED[lang])
      }
    })
  }

  test('drafts and articles dated later are not built, listed or fed', async ({
    page,
    request,
  }) => {
    for (const post of unpublished) {
      expect((await request.get(articleUrl(post.locale, post.slug))).status()).toBe(404)
      await page.goto(BLOG_INDEX[post.locale])
      expect((await listedEntries(page)).map((entry) => entry.href)).not.toContain(
        articleUrl(post.locale, post.slug),
      )
      const feed = await request.get(FEED[post.locale])
      if (feed.ok()) expect(await feed.text()).not.toContain(`/${post.slug}/`)
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/blog/${post.slug}/`)
    }
  })

  test('the index and an article read whole without the code', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const post = posts[0] as Post
    await page.goto(articleUrl(post.locale, post.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.locator('.article__body')).not.toBeEmpty()
    await page.goto(BLOG_INDEX[post.locale])
    expect(await listedEntries(page)).toHaveLength(indexEntries(posts, post.locale).length)
    await context.close()
  })

  for (const lang of LANGS) {
    test(`the ${lang} landing page shows the newest ${lang} articles in section#blog`, async ({
      page,
    }) => {
      test.skip(!isShown('blog'), 'the owner does not show the articles on the landing page')
      const blog = blogWords(lang)
      await page.setViewportSize(NARROW)
      await page.goto(HOME[lang])
      const section = page.locator('section#blog')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(blog.title)
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        writtenIn(posts, lang)
          .slice(0, 3)
          .map((post) => post.title),
      )
      await expect(section.getByRole('link', { name: blog.allArticles })).toHaveAttribute(
        'href',
        BLOG_INDEX[lang],
      )
    })
  }
})

test.describe('a site without articles', () => {
  test.skip(posts.length > 0, 'the site under test has articles')

  test('has no articles index, feed, link to either, or blog section', async ({
    page,
    request,
  }) => {
    for (const lang of LANGS) {
      expect((await request.get(BLOG_INDEX[lang])).status()).toBe(404)
      expect((await request.get(FEED[lang])).status()).toBe(404)
      await page.goto(HOME[lang])
      await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0)
      await expect(page.locator(`a[href="${BLOG_INDEX[lang]}"]`)).toHaveCount(0)
      await expect(page.locator('section#blog')).toHaveCount(0)
    }
  })
})
