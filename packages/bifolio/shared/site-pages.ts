/**
 * The built pages' HTML, every `.html` file under the client folder: what the page policy is
 * read from (`content-security-policy.ts`), by the Node server at start and by the build for
 * `_headers`, so both send the same policy.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

export async function readSitePages(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true })
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  return Promise.all(pages.map((path) => readFile(path, 'utf8')))
}
