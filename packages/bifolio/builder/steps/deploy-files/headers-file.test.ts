import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BASE_HEADERS } from '../../../shared/security-headers.ts'
import { readSitePages } from '../../../shared/site-pages.ts'
import { fixtureSite } from '../../../test/server/fixtures.ts'
import type { Harness } from '../../../test/server/harness.ts'
import { startHarness } from '../../../test/server/harness.ts'
import { headersFile } from './headers-file.ts'
import { checkApiOrigin, hostRules } from './host-rules.ts'

/**
 * Reads `_headers` as Netlify and Cloudflare Pages do: every rule whose path matches applies
 * (`*` matches anything), and a header named in two matching rules is joined with a comma.
 */
function headersFor(file: string, path: string): Map<string, string> {
  const headers = new Map<string, string>()
  let matches = false
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(
        `^${line.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
      )
      matches = pattern.test(path)
      continue
    }
    if (!matches) continue
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value)
  }
  return headers
}

const SECURITY = Object.keys(BASE_HEADERS).map((name) => name.toLowerCase())

describe('_headers', () => {
  let h: Harness | undefined

  it('carries exactly the Node server’s CSP and security headers, and its cache for assets', async () => {
    h = await startHarness({ sink: 'files' })
    try {
      const file = headersFile(hostRules(await readSitePages(fixtureSite()), false))
      for (const path of ['/', '/en/', '/imprint', '/nope']) {
        const fromNode = (await h.app.request(path)).headers
        const fromHost = headersFor(file, path)
        expect(fromHost.get('content-security-policy'), path).toBe(
          fromNode.get('content-security-policy'),
        )
        for (const name of SECURITY)
          expect(fromHost.get(name), `${name} ${path}`).toBe(fromNode.get(name))
        // The hosts' own default for pages revalidates, as `no-cache` does.
        expect(fromHost.has('cache-control')).toBe(false)
        expect(fromNode.get('cache-control')).toBe('no-cache')
      }
      const asset = '/assets/index-abc123.js'
      expect(headersFor(file, asset).get('cache-control')).toBe(
        (await h.app.request(asset)).headers.get('cache-control'),
      )
      expect(headersFor(file, asset).get('strict-transport-security')).toBeUndefined()
    } finally {
      await h.close()
    }
  })

  it('names the API on another origin (PUBLIC_API_URL) in the policy, as the server does', async () => {
    const site = fixtureSite({ formAction: 'https://api.example.com/api/contact/form' })
    h = await startHarness({ sink: 'files', site })
    try {
      const file = headersFile(hostRules(await readSitePages(site), false))
      const csp = headersFor(file, '/').get('content-security-policy')
      expect(csp).toBe((await h.app.request('/')).headers.get('content-security-policy'))
      expect(csp).toContain("connect-src 'self' https://api.example.com;")
      expect(csp).toContain("form-action 'self' https://api.example.com;")
    } finally {
      await h.close()
    }
  })

  it('adds HSTS for a site on HTTPS, as the server does there', async () => {
    const file = headersFile(hostRules(await readSitePages(fixtureSite()), true))
    expect(headersFor(file, '/').get('strict-transport-security')).toMatch(/^max-age=\d{8,}/)
  })

  it('is never served by the Node server itself', async () => {
    const site = fixtureSite()
    writeFileSync(join(site, '_headers'), headersFile(hostRules(await readSitePages(site), false)))
    h = await startHarness({ sink: 'files', site })
    try {
      expect((await h.app.request('/_headers')).status).toBe(404)
      expect((await h.app.request('/robots.txt')).status).toBe(200)
    } finally {
      await h.close()
    }
  })
})

describe('the build setting PUBLIC_API_URL', () => {
  const api = 'https://api.example.com'

  it('agrees with where the built pages post', async () => {
    const apart = await readSitePages(fixtureSite({ formAction: `${api}/api/contact/form` }))
    expect(() => checkApiOrigin(apart, api)).not.toThrow()
    const together = await readSitePages(fixtureSite({ formAction: '/api/contact/form' }))
    expect(() => checkApiOrigin(together, '')).not.toThrow()
  })

  it('stops the build when the pages do not post to the origin it names, or post elsewhere', async () => {
    const together = await readSitePages(fixtureSite({ formAction: '/api/contact/form' }))
    expect(() => checkApiOrigin(together, api)).toThrow(
      /post to their own origin, but PUBLIC_API_URL is https:\/\/api\.example\.com/,
    )
    const apart = await readSitePages(fixtureSite({ formAction: `${api}/api/contact/form` }))
    expect(() => checkApiOrigin(apart, '')).toThrow(
      /post to https:\/\/api\.example\.com, but PUBLIC_API_URL is unset/,
    )
  })
})
