/**
 * Every page of a built site, read from the build itself: each `.html` file under `client/` is
 * one page, at the address the server answers it on (`en/projects/index.html` at
 * `/en/projects/`, `imprint.html` at `/imprint`). A `404.html` is the not-found page of its
 * folder's language, reached at `<folder>/404` and answered with status 404.
 */
import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

export interface SitePage {
  path: string
  /** The status the page is served with: 404 for a not-found page, else 200. */
  status: 200 | 404
}

const NOT_FOUND_FILE = '404.html'

export function pageOfFile(file: string): SitePage {
  const url = `/${file.split(sep).join('/')}`
  if (url.endsWith(`/${NOT_FOUND_FILE}`))
    return { path: url.slice(0, -'.html'.length), status: 404 }
  if (url.endsWith('/index.html')) return { path: url.slice(0, -'index.html'.length), status: 200 }
  return { path: url.slice(0, -'.html'.length), status: 200 }
}

/** The pages in `clientDir`, shallow folders first, so the landing pages lead. */
export async function sitePages(clientDir: string): Promise<SitePage[]> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => pageOfFile(relative(clientDir, join(entry.parentPath, entry.name))))
    .sort(
      (a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path),
    )
}
