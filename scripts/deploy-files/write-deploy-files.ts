/**
 * Build step: writes `client/_headers` (Netlify, Cloudflare Pages) and `nginx/portfolio.conf`
 * from the built pages and the Node server's header rules, and `systemd/portfolio.service`, in
 * `BUILD_DIR` (`dist/`). The nginx block serves this `client/` and passes `/api/`
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
import { buildDirFromEnv, buildPaths } from '../build-dir.ts'

const build = buildPaths(buildDirFromEnv())
const CLIENT_DIR = build.client
const NGINX_FILE = join(build.nginx, 'portfolio.conf')
const SYSTEMD_FILE = join(build.systemd, 'portfolio.service')

const siteUrl = siteUrlFromEnv()
const files = await loadSiteFiles(CLIENT_DIR)
checkApiOrigin(files, publicApiUrlFromEnv())
const rules = hostRules(files, siteUrl.startsWith('https:'))
await writeFile(join(CLIENT_DIR, '_headers'), headersFile(rules))
await mkdir(build.nginx, { recursive: true })
const nginx = nginxOptionsFromEnv(process.env, siteUrl, CLIENT_DIR)
await writeFile(NGINX_FILE, nginxBlock(rules, { ...nginx, root: resolve(nginx.root) }))
await mkdir(build.systemd, { recursive: true })
await writeFile(
  SYSTEMD_FILE,
  systemdUnit({
    workingDirectory: resolve(process.env.DEPLOY_DIR ?? '.'),
    serverEntry: build.serverEntry,
    port: process.env.PORT ?? '3000',
  }),
)
console.log(`wrote ${CLIENT_DIR}/_headers, ${NGINX_FILE} and ${SYSTEMD_FILE}`)
