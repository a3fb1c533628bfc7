/**
 * The generated nginx block with TLS, run for real: Debian's nginx checks it (`nginx -t`), then
 * serves a site over HTTPS with a certificate made here by openssl, sends the Node server's
 * policy (the API's origin included) and HSTS, redirects plain HTTP to HTTPS, and tells the API
 * behind it that the visitor came over HTTPS. The plain block is run the same way, with the
 * built site and a browser, by `e2e/deploy-nginx.spec.ts`.
 */
import type { ChildProcess } from 'node:child_process'
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import type { IncomingMessage, Server } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSiteFiles } from '../../server/static/site-files.ts'
import { fixtureSite, tempDir } from '../../server/test/fixtures.ts'
import { hostRules } from './host-rules.ts'
import type { HostRules } from './host-rules.ts'
import { nginxBlock, nginxOptionsFromEnv } from './nginx-block.ts'
import { freePort } from '../free-port.ts'
import { writeNginxPrefix } from './nginx-test-prefix.ts'

const NGINX = '/usr/sbin/nginx'
const OPENSSL = '/usr/bin/openssl'
const HOST = 'portfolio.test'
const API = 'https://api.example.com'

describe('the nginx options a build reads', () => {
  it('serves plain HTTP on 80 unless given a certificate', () => {
    expect(nginxOptionsFromEnv({}, 'https://example.com', '/srv/site')).toEqual({
      root: '/srv/site',
      listen: '80',
      api: '127.0.0.1:3000',
      serverName: 'example.com',
      tls: undefined,
    })
  })

  it('terminates TLS on 443 and redirects 80 when given a certificate and its key', () => {
    const env = { NGINX_TLS_CERT: '/tls/fullchain.pem', NGINX_TLS_KEY: '/tls/privkey.pem' }
    expect(nginxOptionsFromEnv({ ...env, PORT: '4000' }, 'https://example.com', '/s')).toEqual({
      root: '/s',
      listen: '443',
      api: '127.0.0.1:4000',
      serverName: 'example.com',
      tls: { certificate: '/tls/fullchain.pem', key: '/tls/privkey.pem', redirectListen: '80' },
    })
  })

  it('refuses half a certificate, or TLS for an http SITE_URL', () => {
    expect(() =>
      nginxOptionsFromEnv({ NGINX_TLS_CERT: '/c.pem' }, 'https://example.com', '/s'),
    ).toThrow(/^NGINX_TLS_CERT and NGINX_TLS_KEY go together/)
    expect(() =>
      nginxOptionsFromEnv(
        { NGINX_TLS_CERT: '/c.pem', NGINX_TLS_KEY: '/k.pem' },
        'http://example.com',
        '/s',
      ),
    ).toThrow(/SITE_URL must be https/)
  })
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

function answer(resolve: (answer: Answer) => void): (res: IncomingMessage) => void {
  return (res) => {
    let body = ''
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => (body += chunk))
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
  }
}

/** An HTTPS request to 127.0.0.1 for HOST, trusting only the test's own certificate. */
function httpsGet(port: number, path: string, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, servername: HOST, headers: { host: HOST } }
    httpsRequest({ ...options, ca }, answer(resolve))
      .once('error', reject)
      .end()
  })
}

/** A plain HTTP request to 127.0.0.1 for HOST (fetch would name 127.0.0.1 as the host). */
function httpGet(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, headers: { host: HOST } }
    httpRequest(options, answer(resolve)).once('error', reject).end()
  })
}

async function until(check: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

describe('the nginx block with TLS', () => {
  let nginx: ChildProcess | undefined
  let api: Server | undefined
  let rules: HostRules
  let ca: string
  let tlsPort: number
  let redirectPort: number
  let block: string
  let prefix: string

  beforeAll(async () => {
    for (const tool of [NGINX, OPENSSL]) {
      if (!existsSync(tool)) throw new Error(`${tool} is missing: apt-get install nginx openssl`)
    }
    prefix = tempDir('portfolio-nginx-tls-')
    const [certificate, key] = [join(prefix, 'cert.pem'), join(prefix, 'key.pem')]
    execFileSync(
      OPENSSL,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST}`,
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'pipe' },
    )
    ca = readFileSync(certificate, 'utf8')

    // nginx's workers run as nobody, so the site must be readable by anyone.
    const site = fixtureSite({ formAction: `${API}/api/contact/form` })
    chmodSync(site, 0o755)
    rules = hostRules(await loadSiteFiles(site), true)

    // The API stands in for the Node server: it answers with what nginx told it.
    api = createHttpServer((req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ proto: req.headers['x-forwarded-proto'] ?? null }))
    })
    await new Promise<void>((resolve) => api?.listen(0, '127.0.0.1', resolve))
    const apiAddress = api.address()
    const apiPort = typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0

    ;[tlsPort, redirectPort] = [await freePort(), await freePort()]
    block = nginxBlock(rules, {
      root: site,
      listen: `127.0.0.1:${tlsPort}`,
      api: `127.0.0.1:${apiPort}`,
      serverName: HOST,
      tls: { certificate, key, redirectListen: `127.0.0.1:${redirectPort}` },
    })
    const config = writeNginxPrefix(prefix, block)
    execFileSync(NGINX, ['-t', '-p', prefix, '-c', config, '-e', join(prefix, 'error.log')], {
      stdio: 'pipe',
    })
    nginx = spawn(
      NGINX,
      ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    )
    await until(() => httpsGet(tlsPort, '/', ca))
  }, 30_000)

  afterAll(async () => {
    nginx?.kill('SIGQUIT')
    await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()))
  })

  it('serves the pages over HTTPS with the server’s policy, the API’s origin and HSTS', async () => {
    const page = await httpsGet(tlsPort, '/', ca)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Inicio')
    expect(page.headers['content-security-policy']).toBe(rules.headers['Content-Security-Policy'])
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${API};`)
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${API};`)
    expect(page.headers['strict-transport-security']).toBe(
      rules.headers['Strict-Transport-Security'],
    )
  })

  it('tells the API behind it that the visitor came over HTTPS', async () => {
    const answer = await httpsGet(tlsPort, '/api/health', ca)
    expect(JSON.parse(answer.body)).toEqual({ proto: 'https' })
  })

  it('answers plain HTTP with a redirect to the same path over HTTPS', async () => {
    const res = await httpGet(redirectPort, '/en/?from=http')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`https://${HOST}/en/?from=http`)
  })

  it('names the certificate and the host it was given', () => {
    expect(block).toContain(`server_name ${HOST};`)
    expect(block).toContain(`ssl_certificate "${join(prefix, 'cert.pem')}";`)
    expect(block).toContain(`ssl_certificate_key "${join(prefix, 'key.pem')}";`)
  })
})
