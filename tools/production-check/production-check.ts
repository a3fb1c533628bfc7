/**
 * What a production host does with an owner's site, checked for real (run by `.ci/run` after
 * `npm test`; minutes of installing and building, so it is not part of `npm test`): the engine
 * packed as npm publishes it, a site folder outside the repository
 * holding the sample's content and depending on that package, `npm install`, `npm run build`,
 * `npm prune --omit=dev --omit=peer`, then checks that no development or build tool is left
 * (printing the size of what is: an owner's goal is under 150 MB), that `npm run build` then
 * says in one line what to install, that `npm run serve` answers `/` (printing how long after
 * its start: a second is the bar, a figure as the bench's are, since the host's speed varies
 * threefold), accepts a message that `npm run inbox` then lists, and exits 0 on SIGTERM.
 *
 * `npx tsx tools/production-check/production-check.ts [--keep]` (`--keep` leaves the folder).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { DEFAULT_BUILD_DIR } from '../../packages/bifolio/builder/paths/build-dir.ts'
import {
  hasNodeSqlite,
  SITE_INSTALL_SCRIPTS,
} from '../../packages/create-bifolio/src/site/site-package.ts'
import { engineRanges } from '../../packages/create-bifolio/src/site/template.ts'
import { localSqlitePrebuild } from '../journey/packed.ts'

const ROOT = process.cwd()
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
]
/** The bar a fresh start is measured against: it answers within a second. */
const FIRST_ANSWER_BAR_MS = 1000
/** Not answering by then is a failure, whatever the host. */
const FIRST_ANSWER_LIMIT_MS = 10 * FIRST_ANSWER_BAR_MS
/** A host set up as docs/deploy.md says builds into `dist/`, whatever this shell's BUILD_DIR. */
const HOST_ENV = { ...process.env, BUILD_DIR: DEFAULT_BUILD_DIR }

function step(title: string): void {
  console.log(`\n== ${title}`)
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...HOST_ENV, ...env } })
}

function fail(message: string): never {
  throw new Error(message)
}

async function firstAnswer(url: string, startedAt: number, limitMs: number): Promise<number> {
  while (performance.now() - startedAt < limitMs) {
    try {
      const res = await fetch(url)
      if (res.status === 200) return performance.now() - startedAt
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return fail(`${url} did not answer 200 within ${limitMs} ms`)
}

async function serveAndCheck(dir: string, dataDir: string): Promise<void> {
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
    const bar = ms <= FIRST_ANSWER_BAR_MS ? 'ok' : 'over'
    console.log(
      `npm run serve answered / with 200 after ${Math.round(ms)} ms (${bar}: bar ${FIRST_ANSWER_BAR_MS} ms)`,
    )

    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Production Check',
        email: 'check@example.com',
        subject: 'The pruned install accepts messages',
        message: 'Sent by tools/production-check.',
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

/** The one line `npm run build` answers once the build's tools are pruned: exit 2, no stack. */
function prunedBuildLine(dir: string): string {
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: HOST_ENV,
  })
  const lines = result.stderr.trim().split('\n')
  if (result.status !== 2 || lines.length !== 1 || !lines[0]?.endsWith('run npm install')) {
    fail(`npm run build after the prune exited ${result.status} with:\n${result.stderr}`)
  }
  return lines[0]
}

/** The engine as `npm publish` would send it: its tarball, packed into `into`. */
function packEngine(into: string): string {
  const packed = execFileSync('npm', ['pack', '--pack-destination', into, '--silent'], {
    cwd: join(ROOT, 'packages', 'bifolio'),
    encoding: 'utf8',
  })
  return join(into, packed.trim().split('\n').pop() ?? '')
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bifolio-prod-'))
  const dir = join(work, 'site')
  try {
    step('npm pack packages/bifolio')
    const tarball = packEngine(work)
    console.log(relative(work, tarball))
    step(`a site in ${dir}, with the sample's content`)
    mkdirSync(dir)
    const serverExtras = hasNodeSqlite() ? {} : (await engineRanges()).sqlite
    cpSync(join(ROOT, 'sites', 'sample', 'content'), join(dir, 'content'), { recursive: true })
    const scripts = Object.fromEntries(
      ['build', 'start', 'serve', 'inbox'].map((name) => [
        name,
        name === 'serve' ? 'exec bifolio serve' : `bifolio ${name}`,
      ]),
    )
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        private: true,
        type: 'module',
        scripts,
        // As `npm create bifolio` writes it on this Node: with SQLite's package on Node 20.
        dependencies: { bifolio: `file:${tarball}`, ...serverExtras },
        // As a created site approves them, so npm runs them without a warning.
        allowScripts: Object.fromEntries(SITE_INSTALL_SCRIPTS.map((name) => [name, true])),
      }),
    )
    step('npm install')
    // A host downloads the SQLite module prebuilt; offline, this takes the repository's own.
    const prebuilt = await localSqlitePrebuild(ROOT, join(work, 'prebuilds'))
    run('npm', ['install', '--no-audit', '--no-fund'], dir, prebuilt)
    step('npm run build')
    run('npm', ['run', 'build'], dir)
    step('npm prune --omit=dev --omit=peer')
    run('npm', ['prune', '--omit=dev', '--omit=peer', '--no-audit', '--no-fund'], dir)
    const bin = join(dir, 'node_modules', '.bin')
    const left = existsSync(bin) ? readdirSync(bin).filter((name) => DEV_TOOLS.includes(name)) : []
    if (left.length > 0) fail(`dev tools still installed: ${left.join(', ')}`)
    console.log(`no dev or build tool in node_modules/.bin (${DEV_TOOLS.join(', ')})`)
    const size = execFileSync('du', ['-sh', 'node_modules'], { cwd: dir, encoding: 'utf8' })
    console.log(`node_modules after the prune: ${size.split('\t')[0]}`)
    step('npm run build, pruned')
    const line = prunedBuildLine(dir)
    console.log(line)
    step('npm run serve')
    const dataDir = mkdtempSync(join(tmpdir(), 'bifolio-prod-data-'))
    await serveAndCheck(dir, dataDir)
    step('npm run inbox')
    const inbox = execFileSync('npm', ['run', '--silent', 'inbox'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...HOST_ENV, DATA_DIR: dataDir },
    })
    if (!inbox.includes('check@example.com'))
      fail(`npm run inbox did not list the message:\n${inbox}`)
    console.log('npm run inbox lists the message')
    console.log('\nproduction check passed')
  } finally {
    if (process.argv.includes('--keep')) console.log(`kept ${dir}`)
    else rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`production check failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
