/**
 * The outbox's file locked by another process: pages never wait for it, a post gives up with
 * 503 and stores nothing, the owner's `npm run inbox` still lists the outbox beside the server,
 * and posts are taken again once the lock is gone.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { parseConfig } from './config'
import { startServer, type RunningServer } from './start-server'
import { fixtureSite, postJson, tempDir, validBody } from '../../../test/server/fixtures'
import { waitFor } from '../../../test/server/smtp-sink'

let server: RunningServer | undefined
let holder: ChildProcess | undefined
afterEach(async () => {
  holder?.kill('SIGKILL')
  await server?.stop()
})

/** A process holding the write lock of `file`, until `release()`. */
async function lockFile(file: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, '..', '..', '..', 'test', 'server', 'lock-holder.ts'),
      file,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  holder = child
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitFor(() => output.includes('LOCKED'), 10_000, 'the lock')
  return {
    async release() {
      child.stdin.write('release\n')
      await waitFor(() => output.includes('RELEASED'), 10_000, 'the lock to go')
    },
  }
}

/** What the owner types, with the source in place of the build. */
async function inbox(dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'inbox.ts')],
    { env: { ...process.env, DATA_DIR: dataDir } },
  )
  return stdout
}

describe('an outbox locked by another process', () => {
  it('holds up no page; a post answers 503 and nothing is kept; the inbox still lists', async () => {
    const dataDir = tempDir()
    const config = parseConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' })
    server = await startServer({ config, clientDir: fixtureSite(), log: () => {} })
    const url = server.url
    const lock = await lockFile(join(dataDir, 'outbox.sqlite'))

    let postAnswered = false
    const posted = fetch(`${url}/api/contact`, postJson(validBody)).finally(() => {
      postAnswered = true
    })
    // Pages asked for one after another while the post waits: a process stalled behind the
    // lock would answer none of them before the post.
    let pagesWhileWaiting = 0
    while (!postAnswered) {
      const page = await fetch(`${url}/`)
      expect(page.status).toBe(200)
      if (!postAnswered) pagesWhileWaiting += 1
    }
    expect(pagesWhileWaiting).toBeGreaterThanOrEqual(3)
    const res = await posted
    expect(res.status).toBe(503)

    expect(await inbox(dataDir)).toMatch(/^0 message\(s\)/m)
    await lock.release()
    expect((await fetch(`${url}/api/contact`, postJson(validBody))).status).toBe(202)
    expect(await inbox(dataDir)).toMatch(/^1 message\(s\)/m)
  }, 30_000)
})
