/**
 * Build step: writes `client/_headers` (Netlify, Cloudflare Pages, and the edge Worker's static
 * assets) in `BUILD_DIR` (`dist/`), from the built pages and the Node server's header rules.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readSitePages } from '../../shared/site-pages.ts'
import { publicApiUrlFromEnv, siteUrlFromEnv } from '../site-url.ts'
import { headersFile } from './headers-file.ts'
import { checkApiOrigin, hostRules } from './host-rules.ts'
import { buildDirFromEnv, buildPaths } from '../build-dir.ts'

const CLIENT_DIR = buildPaths(buildDirFromEnv()).client

const pages = await readSitePages(CLIENT_DIR)
checkApiOrigin(pages, publicApiUrlFromEnv())
const rules = hostRules(pages, siteUrlFromEnv().startsWith('https:'))
await writeFile(join(CLIENT_DIR, '_headers'), headersFile(rules))
console.log(`wrote ${CLIENT_DIR}/_headers`)
