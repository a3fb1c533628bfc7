/**
 * What a production host does with an owner's built site, as docs/deploy.md tells it: it prunes
 * the install to what serves (`npm prune --omit=dev --omit=peer`), after which no development or
 * build tool is left and `npm run build` says in one line what to install; then `npm run serve`
 * answers `/`, accepts a message that `npm run inbox` lists, and stops cleanly on SIGTERM.
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DEFAULT_BUILD_DIR } from '../../packages/bifolio/builder/paths/build-dir.ts'

const run = promisify(execFile)

/**
 * What a site's production install never holds: this repository's own test and lint tools, the
 * site test's browser driver and Cloudflare's tools, and the engine's build tools (its peers).
 */
const DEV_TOOLS = [
  'vite',
  'svgo',
  'tsc',
  'eslint',
  'vitest',
  'playwright',
  'prettier',
  'knip',
  'playwright-core',
  'miniflare',
  'workerd',
  'wrangler',
] as const

/** A host set up as docs/deploy.md says builds into `dist/`, whatever this shell's BUILD_DIR. */
const HOST_ENV = { ...process.env, BUILD_DIR: DEFAULT_BUILD_DIR }
/** Not answering by then is a failure, whatever the host (a second is the bench's bar). */
const FIRST_ANSWER_LIMIT_MS = 10_000

/** The development and build tools still in the site's `node_modules/.bin`. */
export async function toolsLeft(site: string): Promise<string[]> {
  const bin = join(site, 'node_modules', '.bin')
  const names = existsSync(bin) ? await readdir(bin) : []
  return names.filter((name) => (DEV_TOOLS as readonly string[]).includes(name))
}

/** What `npm run build` answers once the build's tools are pruned: its exit code and stderr. */
export async function prunedBuild(site: string): Promise<{ code: number; stderr: string }> {
  try {
    await run('npm', ['run', '--silent', 'build'], { cwd: site, env: HOST_ENV })
    return { code: 0, stderr: '' }
  } catch (error) {
    const { code, stderr = '' } = error as { code?: number; stderr?: string }
    return { code: code ?? -1, stderr }
  }
}

async function firstAnswer(url: string, startedAt: number): Promise<number> {
  while (performance.now() - startedAt < FIRST_ANSWER_LIMIT_MS) {
    try {
      if ((await fetch(url)).status === 200) return performance.now() - startedAt
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`${url} did not answer 200 within ${FIRST_ANSWER_LIMIT_MS} ms`)
}

export interface Served {
  /** How long after its start `npm run serve` answered `/` with 200. */
  firstAnswerMs: number
  /** The status of a valid message posted to /api/contact. */
  contactStatus: number
  /** Whether that message was written to the data folder's mail. */
  mailWritten: boolean
  /** The exit code of `npm run serve` on SIGTERM. */
  exitCode: number | null
  /** What it logged, JSON lines. */
  log: string
}

/** Starts `npm run serve` on a fresh data folder, posts `message`, then stops it by SIGTERM. */
export async function serveOnce(
  site: string,
  message: Record<string, unknown>,
): Promise<Served & { dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bifolio-host-data-'))
  const port = 4300 + Math.floor(Math.random() * 500)
  const startedAt = performance.now()
  const child = spawn('npm', ['run', 'serve'], {
    cwd: site,
    env: { ...HOST_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  try {
    const firstAnswerMs = await firstAnswer(`${base}/`, startedAt)
    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    })
    const { id = '' } = res.status === 202 ? ((await res.json()) as { id?: string }) : {}
    const eml = join(dataDir, 'mail', `${id}.eml`)
    const deadline = Date.now() + 5000
    while (id && !existsSync(eml) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    child.kill('SIGTERM')
    const exitCode = await exited
    return {
      firstAnswerMs,
      contactStatus: res.status,
      mailWritten: id !== '' && existsSync(eml),
      exitCode,
      log,
      dataDir,
    }
  } finally {
    child.kill('SIGTERM')
  }
}

/** What `npm run inbox` lists for the data folder `dataDir`. */
export async function inbox(site: string, dataDir: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'inbox'], {
    cwd: site,
    env: { ...HOST_ENV, DATA_DIR: dataDir },
  })
  return stdout
}
