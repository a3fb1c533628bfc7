import fc from 'fast-check'
import { parseRssFeed } from 'feedsmith'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { rssProblems, type RssProblemCode } from '../../../test/feeds/rss-rules.ts'
import { absoluteUrls, rssFeed, type FeedChannel, type FeedItem } from './rss-feed.ts'

const SITE = 'https://ada.dev'

const CHANNEL: FeedChannel = {
  title: 'Articles by Ada',
  description: 'Notes on building software that lasts.',
  link: `${SITE}/en/blog/`,
  feedUrl: `${SITE}/en/blog/rss.xml`,
  language: 'en',
  builtAt: new Date('2026-01-01T00:00:00Z'),
}

// An article body as rehype-stringify writes it: `<` in text as `&#x3C;`, `&` as `&#x26;`,
// attributes in double quotes, and the build's pictures at root-relative addresses.
const BODY =
  '<h2 id="why"><a href="#why">Why</a></h2>' +
  '<p>Use <code>a &#x26;&#x26; b</code> and <code>x &#x3C; y</code>; a CDATA section ends with ]]>.</p>' +
  '<pre><code class="language-html">&#x3C;a href="/not-a-link">\n</code></pre>' +
  '<picture><source type="image/avif" srcset="/assets/chart-640.avif 640w, /assets/chart-1280.avif 1280w">' +
  '<img src="/assets/chart-1280.jpg" alt="A chart" width="1280" height="720"></picture>' +
  '<p><a href="../other/">Older</a> · <a href="mailto:ada@ada.dev">Write</a> · <a href="https://example.org/x">Out</a></p>'

const BODY_ABSOLUTE =
  `<h2 id="why"><a href="${SITE}/en/blog/lasting/#why">Why</a></h2>` +
  '<p>Use <code>a &#x26;&#x26; b</code> and <code>x &#x3C; y</code>; a CDATA section ends with ]]>.</p>' +
  '<pre><code class="language-html">&#x3C;a href="/not-a-link">\n</code></pre>' +
  `<picture><source type="image/avif" srcset="${SITE}/assets/chart-640.avif 640w, ${SITE}/assets/chart-1280.avif 1280w">` +
  `<img src="${SITE}/assets/chart-1280.jpg" alt="A chart" width="1280" height="720"></picture>` +
  `<p><a href="${SITE}/en/blog/other/">Older</a> · <a href="mailto:ada@ada.dev">Write</a> · <a href="https://example.org/x">Out</a></p>`

const NEWEST: FeedItem = {
  title: 'Software that lasts',
  link: `${SITE}/en/blog/lasting/`,
  guid: `${SITE}/en/blog/lasting/`,
  published: new Date('2026-03-03T00:00:00Z'),
  summary: 'Why boring choices & small files age well.',
  html: BODY,
  categories: ['architecture', 'typescript'],
  author: 'Ada Lovelace',
}

const OLDER: FeedItem = {
  title: 'Tests that can fail',
  link: `${SITE}/en/blog/honest-tests/`,
  guid: 'ada.dev:post:honest-tests:en',
  published: new Date('2026-02-10T00:00:00Z'),
  updated: new Date('2026-02-20T00:00:00Z'),
  summary: 'A check that never fails checks nothing.',
  html: '<p>Plain.</p>',
  categories: [],
}

const feed = (items: readonly FeedItem[] = [NEWEST, OLDER]) => rssFeed(CHANNEL, items)

describe('rssFeed, as a feed reader parses it', () => {
  it('names the channel: title, index, description, language and its own address', () => {
    const parsed = parseRssFeed(feed())
    expect(parsed.title).toBe(CHANNEL.title)
    expect(parsed.link).toBe(CHANNEL.link)
    expect(parsed.description).toBe(CHANNEL.description)
    expect(parsed.language).toBe('en')
    expect(parsed.atom?.links).toEqual([
      { href: CHANNEL.feedUrl, rel: 'self', type: 'application/rss+xml' },
    ])
  })

  it('lists the items in the order given, each with its link, guid, date, tags and author', () => {
    const [first, second, ...rest] = parseRssFeed(feed()).items ?? []
    expect(rest).toEqual([])
    expect(first).toMatchObject({
      title: NEWEST.title,
      link: NEWEST.link,
      guid: { value: NEWEST.link },
      pubDate: 'Tue, 03 Mar 2026 00:00:00 GMT',
      description: NEWEST.summary,
      categories: [{ name: 'architecture' }, { name: 'typescript' }],
      dc: { creators: ['Ada Lovelace'] },
    })
    expect(second).toMatchObject({
      title: OLDER.title,
      link: OLDER.link,
      guid: { value: OLDER.guid, isPermaLink: false },
      pubDate: 'Tue, 10 Feb 2026 00:00:00 GMT',
    })
    expect(second?.categories).toBeUndefined()
    expect(second?.dc).toBeUndefined()
  })

  it('calls a guid a permalink only when it is the article address', () => {
    const xml = feed()
    expect(xml).toContain(`<guid>${NEWEST.link}</guid>`)
    expect(xml).toContain(`<guid isPermaLink="false">${OLDER.guid}</guid>`)
  })

  it('carries the whole article with absolute addresses, its markup intact through escaping', () => {
    const [first] = parseRssFeed(feed()).items ?? []
    expect(first?.content?.encoded).toBe(BODY_ABSOLUTE)
  })

  it('dates the feed by its newest publication or update, and by builtAt when empty', () => {
    const lastBuild = (items: FeedItem[]) => parseRssFeed(feed(items)).lastBuildDate
    expect(lastBuild([NEWEST, OLDER])).toBe('Tue, 03 Mar 2026 00:00:00 GMT')
    const laterUpdate = { ...OLDER, updated: new Date('2026-04-01T12:30:00Z') }
    expect(lastBuild([NEWEST, laterUpdate])).toBe('Wed, 01 Apr 2026 12:30:00 GMT')
    expect(lastBuild([])).toBe('Thu, 01 Jan 2026 00:00:00 GMT')
  })

  it('reads back any text exactly, whatever XML would take as markup', () => {
    const text = fc
      .array(
        fc.oneof(
          fc.string({ unit: 'grapheme' }),
          fc.constantFrom('&', '<', '>', '"', "'", ']]>', '&amp;', '<b>', '\t', '\n'),
        ),
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(text, (value) => {
        const xml = feed([{ ...OLDER, title: value, summary: value, categories: [value] }])
        const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window
        for (const name of ['title', 'description', 'category']) {
          expect(document.querySelector(`item > ${name}`)?.textContent).toBe(value)
        }
      }),
    )
  })

  it('drops the control characters XML 1.0 forbids, so the feed still parses', () => {
    const xml = feed([{ ...OLDER, title: 'Bell\u0007 and null\u0000', html: '<p>a\u001bb</p>' }])
    expect(rssProblems(xml)).toEqual([])
    const [item] = parseRssFeed(xml).items ?? []
    expect(item?.title).toBe('Bell and null')
    expect(item?.content?.encoded).toBe('<p>ab</p>')
  })

  it('refuses an invalid date rather than write "Invalid Date"', () => {
    expect(() => feed([{ ...OLDER, published: new Date('not a date') }])).toThrow(RangeError)
  })
})

const codes = (xml: string) => rssProblems(xml).map((problem) => problem.split(':')[0])

/** The feed with `from` replaced by `to`, failing if `from` is not there to break. */
function broken(from: string | RegExp, to: string): string {
  const xml = feed()
  const changed = xml.replace(from, to)
  expect(changed, `the feed has no ${String(from)} to break`).not.toBe(xml)
  return changed
}

describe('rssProblems', () => {
  it('finds none in the feeds rssFeed writes, with articles or without', () => {
    expect(rssProblems(feed())).toEqual([])
    expect(rssProblems(feed([]))).toEqual([])
  })

  const variants: Array<[string, () => string, RssProblemCode]> = [
    ['a guid missing', () => broken(/<guid>[^<]*<\/guid>/, ''), 'item-without-guid'],
    [
      'a relative link',
      () => broken(`<link>${OLDER.link}</link>`, '<link>/en/blog/honest-tests/</link>'),
      'not-absolute-url',
    ],
    [
      'a date as 2026-03-03',
      () => broken('Tue, 03 Mar 2026 00:00:00 GMT', '2026-03-03'),
      'not-rfc822-date',
    ],
    [
      'a weekday that is not the date’s',
      () => broken('Tue, 03 Mar 2026', 'Mon, 03 Mar 2026'),
      'not-rfc822-date',
    ],
    [
      'markup unescaped in a description',
      () =>
        broken(
          `<description>${OLDER.summary}</description>`,
          '<description>A <b>bold</b> claim</description>',
        ),
      'markup-not-escaped',
    ],
    [
      'a guid repeated',
      () => broken(`>${OLDER.guid}</guid>`, `>${NEWEST.link}</guid>`),
      'guid-repeated',
    ],
    [
      'a relative address in the content',
      () => broken('https://ada.dev/assets/chart-1280.jpg', '/assets/chart-1280.jpg'),
      'relative-url-in-content',
    ],
    [
      'an item with neither title nor description',
      () => broken(/<title>Tests[^<]*<\/title>|<description>A check[^<]*<\/description>/g, ''),
      'item-without-title-and-description',
    ],
    ['no language', () => broken('<language>en</language>', ''), 'channel-without-language'],
    ['another version', () => broken('version="2.0"', 'version="0.91"'), 'not-rss-2.0'],
    ['a tag left open', () => broken('</channel>', ''), 'not-well-formed'],
  ]

  it.each(variants)('names %s', (_name, variant, code) => {
    expect(codes(variant())).toContain(code)
  })
})

describe('absoluteUrls', () => {
  const base = `${SITE}/en/blog/lasting/`

  it('resolves href and src against the article, root-relative or relative', () => {
    expect(absoluteUrls('<a href="/en/cv/">CV</a><img src="pic.png" alt="">', base)).toBe(
      `<a href="${SITE}/en/cv/">CV</a><img src="${base}pic.png" alt="">`,
    )
  })

  it('resolves every candidate of a srcset, on <img> and on <source>', () => {
    const html =
      '<source srcset="/a-640.avif 640w, /a-1280.avif 1280w,/a-1920.avif 1920w">' +
      '<img srcset="/a.jpg, /a@2x.jpg 2x">'
    expect(absoluteUrls(html, base)).toBe(
      `<source srcset="${SITE}/a-640.avif 640w, ${SITE}/a-1280.avif 1280w, ${SITE}/a-1920.avif 1920w">` +
        `<img srcset="${SITE}/a.jpg, ${SITE}/a@2x.jpg 2x">`,
    )
  })

  it('points a fragment at the article itself', () => {
    expect(absoluteUrls('<a href="#setup">Setup</a>', base)).toBe(
      `<a href="${base}#setup">Setup</a>`,
    )
  })

  it('leaves addresses with a scheme exactly as written', () => {
    const html = '<a href="mailto:ada@ada.dev">Mail</a><a href="HTTPS://Example.org/a b">Out</a>'
    expect(absoluteUrls(html, base)).toBe(html)
  })

  it('keeps a query’s & and leaves code that only shows an attribute untouched', () => {
    const html = '<a href="/search?q=a&#x26;page=2">s</a><code>&#x3C;a href="/x"></code>'
    expect(absoluteUrls(html, base)).toBe(
      `<a href="${SITE}/search?q=a&amp;page=2">s</a><code>&#x3C;a href="/x"></code>`,
    )
  })

  it('reads an attribute value whole, even when it spells another attribute', () => {
    const html = '<img alt="see src=" src="/p.png">'
    expect(absoluteUrls(html, base)).toBe(`<img alt="see src=" src="${SITE}/p.png">`)
  })
})
