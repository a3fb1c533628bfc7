/**
 * Build step: writes `client/_headers` (Netlify, Cloudflare Pages, and the edge Worker's static
 * assets) from the built pages and the Node server's header rules.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readSitePages } from '../../../shared/site-pages.ts'
import { publicApiUrlFromEnv, siteUrlFromEnv } from '../../paths/site-url.ts'
import { headersFile } from './headers-file.ts'
import { checkApiOrigin, hostRules } from './host-rules.ts'

export async function writeDeployFiles(clientDir: string): Promise<string> {
  const pages = await readSitePages(clientDir)
  checkApiOrigin(pages, publicApiUrlFromEnv())
  const rules = hostRules(pages, siteUrlFromEnv().startsWith('https:'))
  await writeFile(join(clientDir, '_headers'), headersFile(rules))
  return 'wrote client/_headers'
}
