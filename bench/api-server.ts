/**
 * Starts `npm start`'s server as a child process for the benchmark: a throwaway DATA_DIR, the
 * `.eml` mail sink, `TRUST_PROXY=1` so the load can use distinct client addresses, and a
 * random free port. `stop()` sends SIGTERM and waits for the clean exit.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface BenchServer {
  baseUrl: string
  pid: number
  stop(): Promise<void>
}

export function startApiServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
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
      const baseUrl = / on (http:\/\/\S+);/.exec(output)?.[1]
      if (!baseUrl || child.pid === undefined) return
      child.stdout.removeAllListeners('data')
      child.stdout.resume()
      resolve({
        baseUrl,
        pid: child.pid,
        stop: () => {
          child.kill('SIGTERM')
          return exited
        },
      })
    })
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)))
  })
}
