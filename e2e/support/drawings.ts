import type { APIRequestContext, Page } from '@playwright/test'

/** What a document draws itself, and what it names to be drawn from elsewhere. */
export interface Drawings {
  /** Every `<path d>` the document holds. */
  pathData: string[]
  /** Every element id: what a `url#id` reference into this document can reach. */
  ids: string[]
  /** Every `<use href>`, as written. */
  uses: string[]
}

/**
 * Reads a served document with the browser's own parser, not a pattern: what a visitor's
 * browser builds from those bytes is what the assertions look at.
 */
export async function readDrawings(
  page: Page,
  text: string,
  type: 'text/html' | 'image/svg+xml',
): Promise<Drawings> {
  return page.evaluate(
    ([source, mime]) => {
      const document = new DOMParser().parseFromString(source, mime)
      const values = (selector: string, attribute: string) =>
        [...document.querySelectorAll(selector)].map((node) => node.getAttribute(attribute) ?? '')
      return {
        pathData: values('path[d]', 'd'),
        ids: values('[id]', 'id'),
        uses: values('use', 'href'),
      }
    },
    [text, type] as const,
  )
}

/** The values that occur more than once, each named once. */
export function repeated(values: string[]): string[] {
  const seen = new Set<string>()
  return [...new Set(values.filter((value) => seen.has(value) || !seen.add(value)))]
}

/** The paths of the pages the sitemap lists: every page a visitor or a crawler lands on. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  )
}
