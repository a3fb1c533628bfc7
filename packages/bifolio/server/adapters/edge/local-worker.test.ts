/**
 * The local Worker on a port asked for, as `npm run preview:edge` starts it: a visitor who
 * posts the moment the port opens finds the outbox's tables there.
 */
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildEdgeFixture } from '../../../test/server/edge-build'
import { postJson, validBody } from '../../../test/server/fixtures'
import { MAIL_FROM, MAIL_TO } from '../../../test/server/harness'
import { startLocalWorker, type LocalWorker } from './local-worker'

let buildDir: string
beforeAll(async () => {
  buildDir = await buildEdgeFixture('portfolio-local-worker-')
}, 60_000)

let worker: LocalWorker | undefined
afterEach(async () => {
  await worker?.dispose()
  worker = undefined
})

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

describe('the local Worker on a given port', () => {
  it('answers its first post, sent as soon as the port opens, with 202', async () => {
    const port = await freePort()
    let starting = true
    const started = startLocalWorker({
      scriptPath: join(buildDir, 'edge', 'worker.js'),
      clientDir: join(buildDir, 'client'),
      vars: { MAIL_TO, MAIL_FROM },
      host: '127.0.0.1',
      port,
    }).finally(() => {
      starting = false
    })
    // Posts from the start, each as soon as the last was refused a connection.
    let first: Response | undefined
    while (!first) {
      first = await fetch(`http://127.0.0.1:${port}/api/contact`, postJson(validBody)).catch(
        () => undefined,
      )
      // Started meanwhile: the port is open now, or the test fails here.
      if (!first && !starting)
        first = await fetch(`http://127.0.0.1:${port}/api/contact`, postJson(validBody))
    }
    worker = await started
    expect(first.status).toBe(202)
  }, 60_000)
})
