/**
 * Starts the built server (`dist/server/main.js`, or BUILD_DIR's: what `npm run serve` runs) as
 * a child process for the benchmark: production logging (JSON lines, one per request, as
 * deployed), a throwaway DATA_DIR, the `.eml` mail sink, `TRUST_PROXY=1` so the load can use
 * distinct client addresses, and a random free port. `startedMs` is the time from spawning the
 * process to its first 200 for `/`. `stop()` sends SIGTERM and waits for the clean exit.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildPaths } from '../packages/bifolio/builder/paths/build-dir.ts'
import { BUILD_DIR } from './bench-build.ts'

export interface BenchServer {
  baseUrl: string
  pid: number
  /** From spawning the process to the first 200 for `/`. */
  startedMs: number
  stop(): Promise<void>
}

export function startApiServer(
  env: Record<string, string> = {},
  /** The build whose server and site to start: another site's with `--peer`. */
  buildDir = BUILD_DIR,
): Promise<BenchServer> {
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, [buildPaths(buildDir).serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portfolio-bench-')),
      TRUST_PROXY: '1',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const baseUrl = / on (http:\/\/[^\s;]+);/.exec(output)?.[1]
      if (!baseUrl || child.pid === undefined) return
      const pid = child.pid
      child.stdout.removeAllListeners('data')
      // The request log keeps flowing; it is read and dropped, as a log collector would.
      child.stdout.resume()
      fetch(`${baseUrl}/`).then(async (res) => {
        await res.arrayBuffer()
        if (res.status !== 200) return reject(new Error(`/ answered ${res.status}`))
        resolve({
          baseUrl,
          pid,
          startedMs: performance.now() - spawnedAt,
          stop: () => {
            child.kill('SIGTERM')
            return exited
          },
        })
      }, reject)
    })
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)))
  })
}
