/**
 * What a production host does, checked for real (run by `.ci/run` after `npm test`; about
 * 5 minutes, most of it compiling better-sqlite3, so it is not part of `npm test`): copies
 * the project as a fresh clone would have it, `npm ci`, `npm run build`,
 * `npm prune --omit=dev`, then checks that no dev tool is left, that `npm run serve` answers
 * `/` within a second of its start, accepts a message, and exits 0 on SIGTERM.
 *
 * `npx tsx scripts/production-check/production-check.ts [--keep]` (`--keep` leaves the copy).
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { DEFAULT_BUILD_DIR, TEST_BUILD_DIR } from '../build-dir.ts'

const ROOT = process.cwd()
const DEV_TOOLS = ['tsx', 'vite', 'tsc', 'eslint', 'vitest', 'playwright', 'prettier']
/** The bar: a fresh start answers within a second. */
const FIRST_ANSWER_LIMIT_MS = 1000
/** What is not in a fresh clone (installed, built or written by running it). */
const NOT_IN_A_CLONE = new Set([
  'node_modules',
  DEFAULT_BUILD_DIR,
  TEST_BUILD_DIR,
  '.test-owners',
  'data',
  'test-results',
  '.git',
])
/** A host set up as docs/deploy.md says builds into `dist/`, whatever this shell's BUILD_DIR. */
const HOST_ENV = { ...process.env, BUILD_DIR: DEFAULT_BUILD_DIR }

function step(title: string): void {
  console.log(`\n== ${title}`)
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: HOST_ENV })
}

function fail(message: string): never {
  throw new Error(message)
}

async function firstAnswer(url: string, startedAt: number, limitMs: number): Promise<number> {
  while (performance.now() - startedAt < limitMs * 10) {
    try {
      const res = await fetch(url)
      if (res.status === 200) return performance.now() - startedAt
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return fail(`${url} did not answer 200 within ${limitMs * 10} ms`)
}

async function serveAndCheck(dir: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-prod-data-'))
  const port = 4300 + Math.floor(Math.random() * 500)
  const startedAt = performance.now()
  const child = spawn('npm', ['run', 'serve'], {
    cwd: dir,
    env: { ...HOST_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  try {
    const base = `http://127.0.0.1:${port}`
    const ms = await firstAnswer(`${base}/`, startedAt, FIRST_ANSWER_LIMIT_MS)
    console.log(`npm run serve answered / with 200 after ${Math.round(ms)} ms`)
    if (ms > FIRST_ANSWER_LIMIT_MS) fail(`over the ${FIRST_ANSWER_LIMIT_MS} ms limit`)

    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Production Check',
        email: 'check@example.com',
        subject: 'The pruned install accepts messages',
        message: 'Sent by scripts/production-check.',
        consent: true,
        language: 'en',
        website: '',
      }),
    })
    if (res.status !== 202) fail(`POST /api/contact answered ${res.status}`)
    const { id } = (await res.json()) as { id: string }
    const eml = join(dataDir, 'mail', `${id}.eml`)
    const deadline = Date.now() + 5000
    while (!existsSync(eml) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    if (!existsSync(eml)) fail(`the message ${id} was not written to ${eml}`)
    console.log(`a message was accepted (202) and written to ${relative(dataDir, eml)}`)
  } finally {
    child.kill('SIGTERM')
  }
  const code = await exited
  if (code !== 0) fail(`npm run serve exited with ${code} on SIGTERM:\n${output}`)
  if (!/"msg":"stopped in \d+ ms"/.test(output)) fail(`no clean stop in the log:\n${output}`)
  console.log('SIGTERM: stopped cleanly, exit 0; the log is JSON lines')
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-prod-'))
  try {
    step(`copy to ${dir}`)
    cpSync(ROOT, dir, {
      recursive: true,
      filter: (source) => !NOT_IN_A_CLONE.has(relative(ROOT, source).split('/')[0] ?? ''),
    })
    step('npm ci')
    run('npm', ['ci', '--no-audit', '--no-fund'], dir)
    step('npm run build')
    run('npm', ['run', 'build'], dir)
    step('npm prune --omit=dev')
    run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], dir)
    const bin = join(dir, 'node_modules', '.bin')
    const left = existsSync(bin) ? readdirSync(bin).filter((name) => DEV_TOOLS.includes(name)) : []
    if (left.length > 0) fail(`dev tools still installed: ${left.join(', ')}`)
    console.log(`no dev tool in node_modules/.bin (${DEV_TOOLS.join(', ')})`)
    step('npm run serve')
    await serveAndCheck(dir)
    console.log('\nproduction check passed')
  } finally {
    if (process.argv.includes('--keep')) console.log(`kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`production check failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
