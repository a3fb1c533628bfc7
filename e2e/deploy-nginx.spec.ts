/**
 * The static site on Debian's nginx with the block the build generates, the contact API on a
 * port of its own behind it: nginx sends the Node server's headers, and a message typed in
 * Chromium on the nginx-served page reaches a real SMTP server. Needs nginx (`.ci/run`
 * installs it) and the tests' build in `.test-build/` (the e2e server builds it).
 */
import { expect, test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { BASE_HEADERS } from '../server/static/security-headers'
import { loadSiteFiles } from '../server/static/site-files'
import type { SmtpSink } from '../server/test/smtp-sink'
import { startSmtpSink } from '../server/test/smtp-sink'
import { hostRules } from '../scripts/deploy-files/host-rules'
import { nginxBlock } from '../scripts/deploy-files/nginx-block'
import { freePort } from '../scripts/free-port'
import { writeNginxPrefix } from '../scripts/deploy-files/nginx-test-prefix'
import { TEST_BUILD_DIR, buildPaths } from '../scripts/build-dir'
import { contactForm, fillForm, toast, VALID_MESSAGE } from './support/contact-form'
import { WORDS } from './support/words'

const NGINX = '/usr/sbin/nginx'
const BUILD = buildPaths(TEST_BUILD_DIR)
const CLIENT_DIR = resolve(BUILD.client)

/** Headers the generated block must send exactly as the Node server does: every one it sets. */
const COMPARED = [
  ...Object.keys(BASE_HEADERS).map((name) => name.toLowerCase()),
  'content-security-policy',
  'strict-transport-security',
  'cache-control',
]

test.describe.configure({ mode: 'serial' })
if (!existsSync(NGINX)) {
  throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run installs it when missing)`)
}

let sink: SmtpSink
let api: ChildProcess
let nginx: ChildProcess
let apiUrl: string
let nginxUrl: string

async function until(url: string): Promise<void> {
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} never answered`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

test.beforeAll(async () => {
  sink = await startSmtpSink('accept')
  const [apiPort, nginxPort] = [await freePort(), await freePort()]
  apiUrl = `http://127.0.0.1:${apiPort}`
  nginxUrl = `http://127.0.0.1:${nginxPort}`
  api = spawn(process.execPath, [BUILD.serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portfolio-nginx-api-')),
      SMTP_URL: sink.url,
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })

  const prefix = mkdtempSync(join(tmpdir(), 'portfolio-nginx-'))
  const rules = hostRules(await loadSiteFiles(CLIENT_DIR), false)
  const config = writeNginxPrefix(
    prefix,
    nginxBlock(rules, {
      root: CLIENT_DIR,
      listen: `127.0.0.1:${nginxPort}`,
      api: `127.0.0.1:${apiPort}`,
    }),
  )
  nginx = spawn(
    NGINX,
    ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  await until(`${apiUrl}/api/health`)
  await until(`${nginxUrl}/`)
})

test.afterAll(async () => {
  nginx?.kill('SIGQUIT')
  api?.kill('SIGTERM')
  await sink?.close()
})

function someAsset(extension: string): string {
  const name = readdirSync(join(CLIENT_DIR, 'assets')).find((file) => file.endsWith(extension))
  if (!name) throw new Error(`no ${extension} file in ${CLIENT_DIR}/assets`)
  return `/assets/${name}`
}

test('nginx sends the Node server’s security headers and cache rules', async () => {
  const paths = [
    '/',
    '/en/',
    '/imprint',
    someAsset('.js'),
    someAsset('.css'),
    '/robots.txt',
    '/nope',
    '/en/nope',
    '/_headers',
  ]
  for (const path of paths) {
    const [fromNode, fromNginx] = await Promise.all(
      [apiUrl, nginxUrl].map((base) =>
        fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' }),
      ),
    )
    expect(fromNginx?.status, path).toBe(fromNode?.status)
    for (const name of COMPARED) {
      expect(fromNginx?.headers.get(name), `${name} on ${path}`).toBe(fromNode?.headers.get(name))
    }
  }
})

test('the 404 page is in the path’s language on nginx too', async () => {
  const es = await (await fetch(`${nginxUrl}/nope`)).text()
  const en = await (await fetch(`${nginxUrl}/en/nope`)).text()
  expect(es).toContain('<html lang="es"')
  expect(en).toContain('<html lang="en"')
})

test('a message sent from the page nginx serves reaches the SMTP server through the API', async ({
  page,
}) => {
  const t = WORDS.en.contact
  await page.goto(`${nginxUrl}/en/#contact`)
  const form = contactForm(page, 'en')
  const subject = `Through nginx ${Date.now()}`
  await fillForm(page, 'en', { ...VALID_MESSAGE, subject })
  await form.consent.check()
  const answered = page.waitForResponse('**/api/contact')
  await form.send.click()
  expect((await answered).status()).toBe(202)
  await expect(toast(page, t.sent)).toBeVisible()
  await expect
    .poll(() => sink.received.map((mail) => mail.headers.get('subject')))
    .toContain(subject)
})
