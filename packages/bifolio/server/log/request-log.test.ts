import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, validBody } from '../../test/server/fixtures'
import type { Harness } from '../../test/server/harness'
import { startHarness } from '../../test/server/harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness({ sink: 'files' })
})
afterAll(() => h.close())

describe('the request log', () => {
  it('records method, path, status and duration, and answers with the same request id', async () => {
    const res = await h.app.request('/en/?utm_source=ana@example.com')
    const entry = h.access.at(-1)
    expect(entry).toMatchObject({ method: 'GET', path: '/en/', status: 200, client: 'unknown' })
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0)
    expect(res.headers.get('x-request-id')).toBe(entry?.requestId)
    expect(entry?.requestId).toMatch(/^[\w-]{12}$/)
  })

  it('gives each request its own id and ignores one a client sends without a proxy', async () => {
    await h.app.request('/', { headers: { 'x-request-id': 'chosen-by-client' } })
    await h.app.request('/')
    const [first, second] = h.access.slice(-2)
    expect(first?.requestId).not.toBe('chosen-by-client')
    expect(first?.requestId).not.toBe(second?.requestId)
  })

  it('keeps nothing a visitor wrote from a contact post', async () => {
    const res = await h.app.request('/api/contact', postJson(validBody))
    expect(res.status).toBe(202)
    const logged = JSON.stringify([h.access.at(-1), h.logs])
    expect(h.access.at(-1)).toMatchObject({ method: 'POST', path: '/api/contact', status: 202 })
    for (const written of [validBody.email, validBody.subject, validBody.message, validBody.name]) {
      expect(logged).not.toContain(written)
    }
  })
})
