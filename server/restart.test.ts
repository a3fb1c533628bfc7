/**
 * A process killed with SIGKILL while messages wait for a refusing mail server, restarted on
 * the same DATA_DIR once the server recovers, delivers every message exactly once.
 */
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { postJson, tempDir, validBody } from './test/fixtures'
import type { SmtpSink } from './test/smtp-sink'
import { startSmtpSink, waitFor } from './test/smtp-sink'

const children: ChildProcess[] = []
let sink: SmtpSink | undefined

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  await sink?.close()
})

function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'test/child-server.ts')],
    {
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /READY (\S+)/.exec(output)?.[1]
      if (url) resolve({ child, url })
    })
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${output}`)))
  })
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  )
}

function statuses(dataDir: string): string[] {
  const db = new Database(join(dataDir, 'outbox.sqlite'), { readonly: true })
  try {
    return db
      .prepare<[], { status: string }>('SELECT status FROM messages')
      .all()
      .map((row) => row.status)
  } finally {
    db.close()
  }
}

describe('kill and restart', () => {
  it('delivers each accepted message exactly once', { timeout: 30_000 }, async () => {
    sink = await startSmtpSink('tempfail')
    const dataDir = tempDir()
    const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, CONTACT_LIMIT: '100/60' }
    const first = await startChild(env)
    const ids: string[] = []
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(
        `${first.url}/api/contact`,
        postJson({ ...validBody, subject: `Message number ${i}` }),
      )
      expect(res.status).toBe(202)
      ids.push(((await res.json()) as { id: string }).id)
    }
    await waitFor(() => (sink?.refused ?? 0) >= 10, 10_000, 'refused attempts')
    first.child.kill('SIGKILL')
    await exited(first.child)
    expect(sink.received).toHaveLength(0)

    sink.mode = 'accept'
    const second = await startChild(env)
    await waitFor(() => statuses(dataDir).every((status) => status === 'sent'), 15_000, 'all sent')
    // Let the worker run a few more backoff cycles: a duplicate would show up now.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const messageIds = sink.received.map((mail) => mail.headers.get('message-id') ?? '')
    expect(messageIds).toHaveLength(5)
    expect(new Set(messageIds).size).toBe(5)
    for (const id of ids) expect(messageIds.some((mid) => mid.includes(id))).toBe(true)

    second.child.kill('SIGTERM')
    await exited(second.child)
    expect(second.child.exitCode).toBe(0)
  })
})
