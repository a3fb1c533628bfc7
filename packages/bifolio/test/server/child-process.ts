/**
 * Runs `child-server.ts` as a real process (bundled as the server is, with the owner's content
 * built in; real signals, real sockets) for the restart and stop tests, keeping everything it
 * prints.
 */
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { serverBundle } from '../../builder/bundles/server'
import { openSqlite } from '../../server/adapters/node/sqlite'
import { REPOSITORY, SITE_CONTENT } from '../site-under-test'

const PROJECT = REPOSITORY
mkdirSync(join(PROJECT, 'node_modules', '.cache'), { recursive: true })

let bundled: Promise<string> | undefined

/** The child server's bundle, made once per test file (a bundle takes seconds). */
export function childEntry(): Promise<string> {
  bundled ??= (async () => {
    // Inside the project, so the bundle finds the packages it leaves to `node_modules`.
    const outDir = mkdtempSync(join(PROJECT, 'node_modules', '.cache', 'test-child-'))
    await build(
      serverBundle({
        input: { child: join(import.meta.dirname, 'child-server.ts') },
        outDir,
        contentDir: SITE_CONTENT,
      }),
    )
    return join(outDir, 'child.js')
  })()
  return bundled
}

/** A child that exited before it was ready, with what it wrote to stderr. */
export class ChildExit extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(message)
  }
}

export interface Child {
  process: ChildProcess
  url: string
  /** Everything written to stdout so far. */
  output(): string
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>
}

const running = new Set<ChildProcess>()

/** For `afterEach`: no child outlives its test. */
export function killChildren(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
  running.clear()
}

export async function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, [await childEntry()], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
    process.stderr.write(chunk)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /READY (\S+)/.exec(output)?.[1]
      if (url) resolve({ process: child, url, output: () => output, exited })
    })
    void exited.then((code) =>
      reject(new ChildExit(`child exited with ${code}: ${output}`, code, errors)),
    )
  })
}

/** The delivery state of every stored message, read from the outbox file itself. */
export function statuses(dataDir: string): string[] {
  const db = openSqlite(join(dataDir, 'outbox.sqlite'), { readOnly: true })
  try {
    return db
      .prepare<{ status: string }>('SELECT status FROM messages')
      .all()
      .map((row) => row.status)
  } finally {
    db.close()
  }
}
