/**
 * Whatever JSON arrives, the API answers with a client status, never a 5xx or a crash.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { postJson, validBody } from '../../test/server/fixtures'
import type { Harness } from '../../test/server/harness'
import { startHarness } from '../../test/server/harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness({
    sink: 'files',
    config: { contactLimit: { count: 1_000_000, windowSeconds: 60 } },
  })
})
afterAll(() => h.close())

const fieldValue = fc.oneof(fc.jsonValue(), fc.string({ unit: 'grapheme', maxLength: 300 }))
const contactLike = fc.record(
  {
    name: fieldValue,
    email: fc.oneof(fc.emailAddress(), fieldValue),
    subject: fieldValue,
    message: fieldValue,
    consent: fc.oneof(fc.boolean(), fieldValue),
    language: fc.oneof(fc.constantFrom('es', 'en'), fieldValue),
    website: fc.oneof(fc.constant(''), fieldValue),
  },
  { requiredKeys: [] },
)
const anyBody = fc.oneof(
  fc.jsonValue(),
  contactLike,
  contactLike.map((fields) => ({ ...validBody, ...fields })),
)

describe('POST /api/contact with arbitrary JSON', () => {
  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const res = await h.app.request('/api/contact', postJson(JSON.stringify(body)))
        return [202, 400, 413, 422].includes(res.status)
      }),
      { numRuns: 300 },
    )
  })
})
