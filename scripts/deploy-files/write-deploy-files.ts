/**
 * Build step: writes `dist/client/_headers` (Netlify, Cloudflare Pages) and
 * `dist/nginx/portfolio.conf` from the built pages and the Node server's header rules, and
 * `dist/systemd/portfolio.service`. The nginx block serves this `dist/client` and passes `/api/`
 * to the Node server on PORT (3000), over TLS when given a certificate (`nginxOptionsFromEnv`
 * lists its settings); the unit runs the server from this folder (`DEPLOY_DIR` names another,
 * as it will be on the host).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadSiteFiles } from '../../server/static/site-files.ts'
import { publicApiUrlFromEnv, siteUrlFromEnv } from '../site-url.ts'
import { headersFile } from './headers-file.ts'
import { checkApiOrigin, hostRules } from './host-rules.ts'
import { nginxBlock, nginxOptionsFromEnv } from './nginx-block.ts'
import { systemdUnit } from './systemd-unit.ts'

const CLIENT_DIR = 'dist/client'
const NGINX_FILE = 'dist/nginx/portfolio.conf'
const SYSTEMD_FILE = 'dist/systemd/portfolio.service'

const siteUrl = siteUrlFromEnv()
const files = await loadSiteFiles(CLIENT_DIR)
checkApiOrigin(files, publicApiUrlFromEnv())
const rules = hostRules(files, siteUrl.startsWith('https:'))
await writeFile(join(CLIENT_DIR, '_headers'), headersFile(rules))
await mkdir('dist/nginx', { recursive: true })
const nginx = nginxOptionsFromEnv(process.env, siteUrl, CLIENT_DIR)
await writeFile(NGINX_FILE, nginxBlock(rules, { ...nginx, root: resolve(nginx.root) }))
await mkdir('dist/systemd', { recursive: true })
await writeFile(
  SYSTEMD_FILE,
  systemdUnit({
    workingDirectory: resolve(process.env.DEPLOY_DIR ?? '.'),
    port: process.env.PORT ?? '3000',
  }),
)
console.log(`wrote ${CLIENT_DIR}/_headers, ${NGINX_FILE} and ${SYSTEMD_FILE}`)
