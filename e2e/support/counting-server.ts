/**
 * The built production server of the site under test (the build Playwright's own server made),
 * started apart with a DATA_DIR the test can read back: the counts a browser left, through the
 * owner's own `bifolio stats --json` and the database's rows.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { buildPaths } from '../../packages/bifolio/builder/paths/build-dir'
import { openSqlite } from '../../packages/bifolio/server/adapters/node/sqlite'
import { siteUnderTest, testBuildDir } from '../../test/site-under-test'

const BIN = resolve('packages/bifolio/bin/bifolio.js')

export interface CountingServer {
  url: string
  dataDir: string
  /** `visit_counts` as the server wrote it. */
  rows(): Record<string, unknown>[]
  /** `bifolio stats --json` on this server's DATA_DIR. */
  stats(...args: string[]): Promise<Record<string, unknown>>
  stop(): Promise<void>
}

export async function startCountingServer(): Promise<CountingServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-count-'))
  const entry = resolve(siteUnderTest(), buildPaths(testBuildDir()).serverEntry)
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_FORMAT: 'text' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((done, fail) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = / on (http:\/\/[^;\s]+)/.exec(output)?.[1]
      if (found) done(found)
    })
    child.once('exit', (code) => fail(new Error(`the server stopped (${code}): ${output}`)))
  })
  child.stdout?.resume()
  return {
    url,
    dataDir,
    rows() {
      const db = openSqlite(join(dataDir, 'outbox.sqlite'), { readOnly: true })
      try {
        return db
          .prepare<Record<string, unknown>>('SELECT * FROM visit_counts ORDER BY kind, path')
          .all()
      } finally {
        db.close()
      }
    },
    async stats(...args) {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [BIN, 'stats', '--json', ...args],
        { env: { ...process.env, DATA_DIR: dataDir } },
      )
      return JSON.parse(stdout) as Record<string, unknown>
    },
    async stop() {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    },
  }
}
