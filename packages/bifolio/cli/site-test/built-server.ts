/**
 * The built production server (`<buildDir>/server/main.js`) as a process of its own, on a
 * port the system picks on loopback, with a throwaway data folder and its mail going to the
 * given SMTP server: the site as the owner will run it, and nothing of theirs touched.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface BuiltServer {
  url: string
  stop(): Promise<void>
}

/** The settings of the owner's environment that would send mail elsewhere or change limits. */
const OWNER_SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'SMTP_URL',
  'MAIL_TO',
  'MAIL_FROM',
  'ALLOWED_ORIGINS',
  'TRUST_PROXY',
  'CONTACT_LIMIT',
  'LOG_FORMAT',
]

const STARTED = /on (http:\/\/127\.0\.0\.1:\d+)/
const START_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 10_000

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200
  } catch {
    return false
  }
}

export async function startBuiltServer(buildDir: string, smtpUrl: string): Promise<BuiltServer> {
  const entry = join(buildDir, 'server', 'main.js')
  if (!existsSync(entry)) {
    throw new Error(`${entry} does not exist; build the site first (npm run build).`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-data-'))
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !OWNER_SETTINGS.includes(name)),
    ),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    LOG_FORMAT: 'text',
    NODE_ENV: 'production',
  }
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
      await exited
      clearTimeout(killer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      const said = output.trim().split('\n').pop() ?? ''
      throw new Error(`the built server stopped as it started: ${said}`)
    }
    const url = STARTED.exec(output)?.[1]
    if (url && (await healthy(url))) return { url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `the built server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
