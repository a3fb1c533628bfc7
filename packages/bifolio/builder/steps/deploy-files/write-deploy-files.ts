/**
 * Build step: writes `client/_headers` (Netlify, Cloudflare Pages, and the edge Worker's static
 * assets) from the built pages and the Node server's header rules.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readSitePages } from '../../../shared/site-pages.ts'
import type { BuildSettings } from '../../build-config.ts'
import { headersFile } from './headers-file.ts'
import { checkApiOrigin, hostRules } from './host-rules.ts'

export async function writeDeployFiles(
  clientDir: string,
  { siteUrl, publicApiUrl }: BuildSettings,
): Promise<string> {
  const pages = await readSitePages(clientDir)
  checkApiOrigin(pages, publicApiUrl)
  const rules = hostRules(pages, siteUrl.startsWith('https:'))
  await writeFile(join(clientDir, '_headers'), headersFile(rules))
  return 'wrote client/_headers'
}
