/**
 * Every internal link of every page must answer 200 (after redirects), and every `#anchor` must
 * name an id in the page it points at: in the page as the browser showed it when it is one of
 * the site's pages, else in the HTML the server sends. A link to the site's public address
 * (its `SITE_URL`) is internal too, and is checked on the server under test.
 */
import type { Problem } from './problems'

interface LinkingPage {
  path: string
  links: readonly string[]
}

export interface LinkCheckOptions {
  /** The server under test. */
  origin: string
  /** Other origins that mean this site, such as its public address. */
  siteOrigins: readonly string[]
  pages: readonly LinkingPage[]
  /** The ids of each page as shown, by path. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>
}

interface Target {
  status: number
  /** Where it ended, after redirects. */
  path: string
  /** The ids in the HTML it answered with, if HTML. */
  ids: ReadonlySet<string>
}

const ID_ATTRIBUTE = /\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g

function idsInHtml(html: string): Set<string> {
  return new Set(
    [...html.matchAll(ID_ATTRIBUTE)].map((match) => match[1] ?? match[2] ?? match[3] ?? ''),
  )
}

function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

export async function checkLinks(
  options: LinkCheckOptions,
): Promise<{ checked: number; problems: Problem[] }> {
  const { origin, siteOrigins, pages, anchors } = options
  const targets = new Map<string, Promise<Target>>()
  const fetchTarget = (address: string): Promise<Target> => {
    let target = targets.get(address)
    if (!target) {
      target = fetch(new URL(address, origin)).then(async (response) => {
        const html = (response.headers.get('content-type') ?? '').includes('text/html')
        const body = html ? await response.text() : (await response.body?.cancel(), '')
        return {
          status: response.status,
          path: new URL(response.url).pathname,
          ids: idsInHtml(body),
        }
      })
      targets.set(address, target)
    }
    return target
  }

  const problems: Problem[] = []
  let checked = 0
  const internal = new Set([origin, ...siteOrigins])
  await Promise.all(
    pages.flatMap((page) =>
      [...new Set(page.links)].map(async (link) => {
        const url = new URL(link)
        if (!internal.has(url.origin)) return
        checked += 1
        const address = url.pathname + url.search
        const shown = url.origin === origin ? address + url.hash : url.href
        const samePage = address === page.path && url.hash !== ''
        const target = samePage
          ? { status: 200, path: page.path, ids: new Set<string>() }
          : await fetchTarget(address).catch((error: unknown) => {
              problems.push({
                page: page.path,
                themes: [],
                what: `link to ${shown} could not be fetched: ${String(error)}`,
              })
              return undefined
            })
        if (!target) return
        if (target.status !== 200) {
          problems.push({
            page: page.path,
            themes: [],
            what: `link to ${shown} answers ${target.status}`,
          })
          return
        }
        const id = fragmentId(url.hash)
        // An empty fragment and `#top` lead to the top of any page (HTML's rule).
        if (id === '' || id.toLowerCase() === 'top') return
        const ids = anchors.get(target.path) ?? target.ids
        if (!ids.has(id))
          problems.push({
            page: page.path,
            themes: [],
            what: `link to ${shown}: ${samePage ? 'this page' : target.path} has no element with id "${id}"`,
          })
      }),
    ),
  )
  return { checked, problems }
}
