/**
 * A filtered index (`/proyectos/?tech=react`) without any script: the Node server puts the
 * chosen value on `<html>`, where the build's rules read it, and so does the Worker. Its pages
 * are static assets that the platform serves without running the Worker, so the build lists the
 * index pages (`filteredIndexPaths`) for `run_worker_first`; only those run it, and only a request with a choice is
 * rewritten, as it streams.
 */
import { routeFromPath } from '../../../src/i18n/routes'
import { chosenValue, filterAttributes, FILTERED_PAGES } from '../../../src/lib/query-filter'
import { REVALIDATE } from '../../../shared/cache-rules'
import type { Fetcher } from './platform'

/** workerd's streaming rewriter, the little of it used here. */
interface HtmlRewriter {
  on(selector: string, handlers: { element(element: HtmlElement): void }): HtmlRewriter
  transform(response: Response): Response
}
interface HtmlElement {
  setAttribute(name: string, value: string): void
}

/** The asset `request` names, with the filter its query chose marked on `<html>`. */
export async function assetWithChoice(request: Request, assets: Fetcher): Promise<Response> {
  const url = new URL(request.url)
  const route = routeFromPath(url.pathname)
  const answer = await assets.fetch(request)
  if (route.kind !== 'projects' && route.kind !== 'blog') return answer
  const key = FILTERED_PAGES[route.kind]
  const value = chosenValue(key, url.search)
  if (!value || answer.status !== 200) return answer
  const { HTMLRewriter } = globalThis as unknown as { HTMLRewriter: new () => HtmlRewriter }
  const marked = new HTMLRewriter()
    .on('html', { element: (html) => html.setAttribute(filterAttributes(key).chosen, value) })
    .transform(answer)
  // The file's ETag names the file, not this answer of it.
  const headers = new Headers(marked.headers)
  headers.delete('etag')
  headers.set('cache-control', REVALIDATE)
  return new Response(marked.body, { status: marked.status, headers })
}
