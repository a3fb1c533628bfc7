import { afterEach, describe, expect, it } from 'vitest'
import { postJson, validBody } from '../../test/server/fixtures'
import type { Harness } from '../../test/server/harness'
import { startHarness } from '../../test/server/harness'

const SITE = 'https://static.example'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

function preflight(harness: Harness, origin: string) {
  return harness.app.request('/api/contact', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, idempotency-key',
    },
  })
}

describe('CORS for a static site hosted elsewhere', () => {
  it('answers a listed origin’s preflight and post with that origin, never a wildcard', async () => {
    h = await startHarness({ sink: 'files', config: { allowedOrigins: [SITE] } })
    const pre = await preflight(h, SITE)
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(pre.headers.get('access-control-allow-methods')).toBe('POST')
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'content-type,idempotency-key',
    )
    const post = await h.app.request('/api/contact', postJson(validBody, { origin: SITE }))
    expect(post.status).toBe(202)
    expect(post.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(post.headers.get('vary')).toContain('Origin')
  })

  it('gives any other origin no CORS answer, so its browser sends and reads nothing', async () => {
    h = await startHarness({ sink: 'files', config: { allowedOrigins: [SITE] } })
    const pre = await preflight(h, 'https://evil.example')
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
    const post = await h.app.request(
      '/api/contact',
      postJson(validBody, { origin: 'https://evil.example' }),
    )
    expect(post.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers no CORS at all without ALLOWED_ORIGINS (same origin only)', async () => {
    h = await startHarness({ sink: 'files' })
    const pre = await preflight(h, SITE)
    expect(pre.status).toBe(405)
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('keeps CORS to the API, not the pages', async () => {
    h = await startHarness({ sink: 'files', config: { allowedOrigins: [SITE] } })
    const page = await h.app.request('/', { headers: { origin: SITE } })
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
  })
})
