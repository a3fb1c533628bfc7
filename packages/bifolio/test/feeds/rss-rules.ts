/**
 * The rules of RSS 2.0 (and of the content and Dublin Core modules) that a feed reader relies
 * on, checked on a feed's text with a real XML parser. Each problem starts with its code, so a
 * test can ask for one by name; a valid feed has none.
 */
import { JSDOM } from 'jsdom'

export type RssProblemCode =
  | 'not-well-formed'
  | 'not-rss-2.0'
  | 'channel-without-title'
  | 'channel-without-link'
  | 'channel-without-description'
  | 'channel-without-language'
  | 'item-without-title-and-description'
  | 'item-without-guid'
  | 'guid-repeated'
  | 'not-absolute-url'
  | 'not-rfc822-date'
  | 'markup-not-escaped'
  | 'relative-url-in-content'

const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/'
const ATOM_NS = 'http://www.w3.org/2005/Atom'

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
// RFC 822 §5, as RSS 2.0 takes it: an optional day name, a two- or four-digit year (RSS's own
// advice), seconds optional, and a zone as UT/GMT, North American letters or ±hhmm.
const RFC_822 = new RegExp(
  `^(?:(${DAYS.join('|')}), )?(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4}|\\d{2}) ` +
    '(\\d{2}):(\\d{2})(?::(\\d{2}))? (UT|GMT|[ECMP][SD]T|[+-]\\d{4})$',
)

/** A date in RFC 822's form that also names a real day, its weekday matching. */
function isRfc822(text: string): boolean {
  const match = RFC_822.exec(text)
  if (!match) return false
  const [, dayName, day = '', month = '', year = '', hour = '', minute = '', second = '0'] = match
  const fullYear = year.length === 2 ? 1900 + Number(year) : Number(year)
  const date = new Date(Date.UTC(fullYear, MONTHS.indexOf(month), Number(day)))
  return (
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 61 &&
    (dayName === undefined || DAYS[date.getUTCDay()] === dayName)
  )
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

// Absolute here means carrying a scheme: `mailto:` is whole, `/x` and `#x` are not.
const HAS_SCHEME = /^[a-zA-Z][a-zA-Z\d+.-]*:/

/** The addresses of a srcset: each candidate's first run, commas that end it left out. */
const srcsetUrls = (srcset: string) =>
  [...srcset.matchAll(/(?:^|,)\s*([^\s,](?:\S*[^\s,])?)/g)].map(([, url = '']) => url)

/** The addresses in an article's HTML that a reader could not follow away from the site. */
function relativeUrls(html: string): string[] {
  const fragment = JSDOM.fragment(html)
  return [...fragment.querySelectorAll('[href], [src], [srcset]')]
    .flatMap((element) => [
      element.getAttribute('href'),
      element.getAttribute('src'),
      ...srcsetUrls(element.getAttribute('srcset') ?? ''),
    ])
    .filter((url): url is string => url !== null && !HAS_SCHEME.test(url.trim()))
}

/** Direct children by name; `namespace` null for RSS's own (namespace-less) elements. */
const childrenNamed = (parent: Element, name: string, namespace: string | null = null) =>
  [...parent.children].filter(
    (child) => child.localName === name && child.namespaceURI === namespace,
  )

const textOf = (parent: Element, name: string, namespace: string | null = null) =>
  childrenNamed(parent, name, namespace)[0]?.textContent?.trim() ?? ''

export function rssProblems(xml: string): string[] {
  let document: Document
  try {
    document = new JSDOM(xml, { contentType: 'application/xml' }).window.document
  } catch (error) {
    return [`not-well-formed: ${error instanceof Error ? error.message : String(error)}`]
  }
  const problems: string[] = []
  const problem = (code: RssProblemCode, detail: string) => problems.push(`${code}: ${detail}`)

  const root = document.documentElement
  const channel = childrenNamed(root, 'channel')
  if (root.localName !== 'rss' || root.namespaceURI !== null) {
    problem('not-rss-2.0', `the root is <${root.tagName}>, not <rss>`)
    return problems
  }
  if (root.getAttribute('version') !== '2.0') {
    problem('not-rss-2.0', `version is "${root.getAttribute('version') ?? ''}", not "2.0"`)
  }
  const [only] = channel
  if (!only || channel.length > 1) {
    problem('not-rss-2.0', `<rss> holds ${channel.length} <channel> elements, not one`)
    return problems
  }

  for (const field of ['title', 'link', 'description', 'language'] as const) {
    if (!textOf(only, field)) problem(`channel-without-${field}`, `the channel has no <${field}>`)
  }
  const urls: Array<[string, string]> = [['the channel link', textOf(only, 'link')]]
  for (const self of childrenNamed(only, 'link', ATOM_NS)) {
    urls.push(['the atom:link', self.getAttribute('href') ?? ''])
  }
  const dates: Array<[string, string]> = []
  for (const lastBuild of childrenNamed(only, 'lastBuildDate')) {
    dates.push(['the channel lastBuildDate', lastBuild.textContent ?? ''])
  }

  const guids = new Set<string>()
  childrenNamed(only, 'item').forEach((item, index) => {
    const name = `item ${index + 1}${textOf(item, 'title') ? ` ("${textOf(item, 'title')}")` : ''}`
    if (!textOf(item, 'title') && !textOf(item, 'description')) {
      problem('item-without-title-and-description', `${name} has neither`)
    }
    const [guid] = childrenNamed(item, 'guid')
    const guidText = guid?.textContent?.trim() ?? ''
    if (!guidText) problem('item-without-guid', `${name} has no <guid>`)
    else if (guids.has(guidText)) problem('guid-repeated', `${name} repeats guid ${guidText}`)
    guids.add(guidText)
    if (guid && guidText && guid.getAttribute('isPermaLink') !== 'false') {
      urls.push([`${name}'s guid, a permalink,`, guidText])
    }
    for (const link of childrenNamed(item, 'link')) {
      urls.push([`${name}'s link`, link.textContent?.trim() ?? ''])
    }
    for (const pubDate of childrenNamed(item, 'pubDate')) {
      dates.push([`${name}'s pubDate`, pubDate.textContent ?? ''])
    }
    const texts = [
      ...childrenNamed(item, 'description'),
      ...childrenNamed(item, 'encoded', CONTENT_NS),
    ]
    for (const text of texts) {
      if (text.children.length > 0) {
        problem(
          'markup-not-escaped',
          `${name}'s <${text.tagName}> holds <${text.children[0]?.tagName}> as XML`,
        )
      }
    }
    for (const encoded of childrenNamed(item, 'encoded', CONTENT_NS)) {
      for (const url of relativeUrls(encoded.textContent ?? '')) {
        problem('relative-url-in-content', `${name}'s content:encoded links to "${url}"`)
      }
    }
  })

  for (const [what, url] of urls) {
    if (!isHttpUrl(url))
      problem('not-absolute-url', `${what} "${url}" is not an absolute http(s) URL`)
  }
  for (const [what, date] of dates) {
    if (!isRfc822(date.trim())) problem('not-rfc822-date', `${what} "${date}" is not RFC 822`)
  }
  return problems
}
