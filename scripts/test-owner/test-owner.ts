/**
 * `npm run test:owner -- test/owners/<name> [script [arguments]]`: the project as another owner would have it, made
 * by editing content only, then tested whole. A copy of the project gets the fixture's files in
 * place of the sample's owner files in `src/content/` (the sample's projects and pictures go),
 * and runs `npm test` there (or the npm script named): any valid content must pass the same
 * suite as the sample.
 * The copy lives in `.test-owners/<name>/`, inside the project, so it finds the project's
 * `node_modules` without installing anything.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'

/** What a copy of the project leaves out: installs, builds, results, other copies. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.test-owners',
  '.test-build',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
])

/** The sample owner's folders, which the fixture's replace whole. */
const OWNER_FOLDERS = ['projects', 'images']

export function makeOwnerCopy(root: string, fixture: string, copy: string): void {
  rmSync(copy, { recursive: true, force: true })
  mkdirSync(copy, { recursive: true })
  for (const entry of readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue
    cpSync(join(root, entry), join(copy, entry), { recursive: true })
  }
  const content = join(copy, 'src', 'content')
  for (const folder of OWNER_FOLDERS)
    rmSync(join(content, folder), { recursive: true, force: true })
  cpSync(fixture, content, { recursive: true })
}

function main(): void {
  const root = process.cwd()
  const fixtureArg = process.argv[2]
  if (!fixtureArg) {
    console.error('usage: npm run test:owner -- test/owners/<name>')
    process.exit(2)
  }
  const fixture = resolve(fixtureArg)
  if (!existsSync(join(fixture, 'profile.json'))) {
    console.error(`${fixtureArg}: not an owner's content folder (it has no profile.json)`)
    process.exit(2)
  }
  const copy = join(root, '.test-owners', basename(fixture))
  makeOwnerCopy(root, fixture, copy)
  const [script = 'test', ...args] = process.argv.slice(3)
  console.log(
    `${relative(root, copy)}: the project with the content of ${fixtureArg}; npm run ${script}`,
  )
  const extra = args.length > 0 ? ['--', ...args] : []
  const result = spawnSync('npm', ['run', script, ...extra], { cwd: copy, stdio: 'inherit' })
  process.exit(result.status ?? 1)
}

main()
