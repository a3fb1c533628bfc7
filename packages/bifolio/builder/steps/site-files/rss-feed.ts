/**
 * One language's articles as an RSS 2.0 feed: the full text as escaped HTML with absolute
 * addresses (a feed reader shows it away from the site, with nothing to resolve `/assets/…`
 * against), dates in RFC 822 as RSS 2.0 asks, and a guid per article and language that no later
 * build changes, so readers never show an article twice.
 */
export interface FeedChannel {
  /** e.g. "Articles by Ada". */
  title: string
  description: string
  /** The language's articles index, absolute. */
  link: string
  /** The feed's own address, absolute (`atom:link rel="self"`). */
  feedUrl: string
  /** The feed's language tag: `es`, `pt-BR`. */
  language: string
  /** The newest item's date (or updated date) is lastBuildDate; no items: this. */
  builtAt: Date
}

export interface FeedItem {
  title: string
  /** The article's page, absolute. */
  link: string
  /** The same in every build; a permalink only when it is `link`. */
  guid: string
  published: Date
  updated?: Date
  /** Plain text. */
  summary: string
  /** The article's body as HTML; its relative addresses are made absolute against `link`. */
  html: string
  categories: readonly string[]
  /** The owner's name, as `dc:creator`: RSS's own `<author>` wants an e-mail address. */
  author?: string
}

const NAMESPACES = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
} as const

// The characters XML 1.0 allows: of the controls only tab, line feed and carriage return, and
// no lone surrogate. Anything else makes the whole feed unreadable to a conforming parser.
const NOT_IN_XML = /[^\t\n\r\u{20}-\u{D7FF}\u{E000}-\u{FFFD}\u{10000}-\u{10FFFF}]/gu

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/**
 * Text as XML character data or an attribute value. The HTML body goes through here too rather
 * than into CDATA: one rule for every text, and no `]]>` inside an article to split.
 */
function escapeXml(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}

const element = (name: string, text: string, attributes = '') =>
  `<${name}${attributes}>${escapeXml(text)}</${name}>`

/** `Tue, 03 Mar 2026 00:00:00 GMT`: `toUTCString` is RFC 822's form with a four-digit year. */
function rfc822(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('A feed date is not a valid date.')
  return date.toUTCString()
}

const newestOf = (items: readonly FeedItem[]): Date | undefined =>
  items
    .flatMap((item) => (item.updated ? [item.published, item.updated] : [item.published]))
    .reduce<Date | undefined>(
      (newest, date) => (newest && newest >= date ? newest : date),
      undefined,
    )

function itemXml(item: FeedItem): string {
  // RSS reads a guid as a permalink unless told otherwise, and readers then open it as a page.
  const guidAttributes = item.guid === item.link ? '' : ' isPermaLink="false"'
  return [
    '    <item>',
    `      ${element('title', item.title)}`,
    `      ${element('link', item.link)}`,
    `      ${element('guid', item.guid, guidAttributes)}`,
    `      ${element('pubDate', rfc822(item.published))}`,
    ...(item.author ? [`      ${element('dc:creator', item.author)}`] : []),
    ...item.categories.map((category) => `      ${element('category', category)}`),
    `      ${element('description', item.summary)}`,
    `      ${element('content:encoded', absoluteUrls(item.html, item.link))}`,
    '    </item>',
  ].join('\n')
}

/** The feed of `items`, in the order given (newest first is the caller's to keep). */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const namespaces = Object.entries(NAMESPACES)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0"${namespaces}>`,
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', channel.language)}`,
    `    ${element('lastBuildDate', rfc822(newestOf(items) ?? channel.builtAt))}`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

// A start tag as rehype-stringify writes it: a name, then attributes whose values are always in
// double quotes. Text never holds a raw `<` (it is written `&#x3C;`), so a `<` followed by a
// letter opens a tag, and code that shows `<a href="/x">` is left as the reader should see it.
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/g
// Taken left to right, each value is consumed whole, so a `src="` inside an `alt` is never read
// as an attribute.
const ATTRIBUTE = /(\s)([^\s"'>/=]+)(?:="([^"]*)")?/g
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset'])
// A scheme (`https:`, `mailto:`, `data:`) means the address is already whole.
const HAS_SCHEME = /^[a-zA-Z][a-zA-Z\d+.-]*:/
// One srcset candidate: its address (a run without spaces that does not end in a comma, so
// `/a,b.png 1x` keeps its comma), then either the commas that end it or its descriptor.
const SRCSET_CANDIDATE = /[\s,]*(\S*[^\s,])(?:,+(?=\s|$)|\s*([^,]*),?)/g

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
}

/** The few references rehype-stringify writes in an attribute (`&#x26;` for `&`). */
function decodeAttribute(value: string): string {
  return value.replace(
    /&(?:#x([\da-fA-F]+)|#(\d+)|([a-zA-Z]+));/g,
    (reference, hex?: string, decimal?: string, name?: string) => {
      const code = hex ? parseInt(hex, 16) : decimal ? Number(decimal) : undefined
      if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : reference
      return NAMED_REFERENCES[name ?? ''] ?? reference
    },
  )
}

function absoluteUrl(url: string, base: string): string {
  if (HAS_SCHEME.test(url)) return url
  try {
    return new URL(url, base).href
  } catch {
    // Left for the feed check to name rather than guessed at.
    return url
  }
}

function absoluteSrcset(srcset: string, base: string): string {
  return [...srcset.matchAll(SRCSET_CANDIDATE)]
    .map(([, url = '', descriptor = '']) =>
      [absoluteUrl(url, base), descriptor.trim()].filter(Boolean).join(' '),
    )
    .join(', ')
}

/**
 * The HTML with every address in `href`, `src` and `srcset` (on `<img>` and `<source>` alike)
 * made absolute against `base`, the article's own address: `#top` becomes `base#top`, addresses
 * with a scheme stay untouched. Reads the HTML the Markdown renderer writes, not any HTML.
 */
export function absoluteUrls(html: string, base: string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(ATTRIBUTE, (attribute, space: string, name: string, value?: string) => {
      if (value === undefined || !URL_ATTRIBUTES.has(name.toLowerCase())) return attribute
      const url = decodeAttribute(value)
      const made =
        name.toLowerCase() === 'srcset' ? absoluteSrcset(url, base) : absoluteUrl(url, base)
      if (made === url) return attribute
      return `${space}${name}="${made.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`
    }),
  )
}
