/**
 * Build step: writes `dist/client/_headers` (Netlify, Cloudflare Pages) and
 * `dist/nginx/portfolio.conf` from the built pages and the Node server's header rules, and
 * `dist/systemd/portfolio.service`. The nginx block serves this `dist/client` and passes `/api/`
 * to the Node server on PORT (3000); `NGINX_LISTEN` (80) and `NGINX_ROOT` change where it
 * listens and what it serves; the unit runs the server from this folder (`DEPLOY_DIR` names
 * another, as it will be on the host).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadSiteFiles } from '../../server/static/site-files.ts'
import { headersFile } from './headers-file.ts'
import { hostRules } from './host-rules.ts'
import { nginxBlock } from './nginx-block.ts'
import { systemdUnit } from './systemd-unit.ts'

const CLIENT_DIR = 'dist/client'
const NGINX_FILE = 'dist/nginx/portfolio.conf'
const SYSTEMD_FILE = 'dist/systemd/portfolio.service'

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'
const rules = hostRules(await loadSiteFiles(CLIENT_DIR), siteUrl.startsWith('https:'))
await writeFile(join(CLIENT_DIR, '_headers'), headersFile(rules))
await mkdir('dist/nginx', { recursive: true })
await writeFile(
  NGINX_FILE,
  nginxBlock(rules, {
    root: resolve(process.env.NGINX_ROOT ?? CLIENT_DIR),
    listen: process.env.NGINX_LISTEN ?? '80',
    api: `127.0.0.1:${process.env.PORT ?? '3000'}`,
  }),
)
await mkdir('dist/systemd', { recursive: true })
await writeFile(
  SYSTEMD_FILE,
  systemdUnit({
    workingDirectory: resolve(process.env.DEPLOY_DIR ?? '.'),
    port: process.env.PORT ?? '3000',
  }),
)
console.log(`wrote ${CLIENT_DIR}/_headers, ${NGINX_FILE} and ${SYSTEMD_FILE}`)
