import {
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tempDir } from '../../test/server/fixtures'
import { ensureBuild } from './ensure-build'

/** Where the packages are installed: the project's folder, or the one a copy of it finds. */
const PACKAGES = dirname(dirname(createRequire(import.meta.url).resolve('tsx/package.json')))

/** Stands in for `npm run build`: a site in BUILD_DIR for SITE_URL, and a line per run. */
const FAKE_BUILD = `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
const dir = process.env.BUILD_DIR
mkdirSync(join(dir, 'client'), { recursive: true })
mkdirSync(join(dir, 'server'), { recursive: true })
writeFileSync(join(dir, 'client/index.html'), '<link rel="canonical" href="' + process.env.SITE_URL + '/">')
writeFileSync(join(dir, 'server/main.js'), '')
appendFileSync('builds.log', dir + '\\n')
`

const OWNER_PAGE = '<link rel="canonical" href="https://owner.example/">'

/** A project with the owner's own `dist/`, built for her domain after the last source change. */
function ownerProject(): string {
  const root = tempDir()
  // ensureBuild re-runs build-if-stale.ts under the lock with `node --import tsx` from `root`.
  symlinkSync(PACKAGES, join(root, 'node_modules'))
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ scripts: { build: 'node build.mjs' } }),
  )
  writeFileSync(join(root, 'build.mjs'), FAKE_BUILD)
  mkdirSync(join(root, 'content'))
  writeFileSync(join(root, 'content/a.yml'), '')
  const past = new Date(Date.now() - 60_000)
  utimesSync(join(root, 'content/a.yml'), past, past)
  mkdirSync(join(root, 'dist/client'), { recursive: true })
  mkdirSync(join(root, 'dist/server'))
  writeFileSync(join(root, 'dist/client/index.html'), OWNER_PAGE)
  writeFileSync(join(root, 'dist/server/main.js'), '')
  return root
}

const builds = (root: string) => readFileSync(join(root, 'builds.log'), 'utf8').trim().split('\n')

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('ensureBuild', () => {
  it('builds into the folder it is given and leaves the owner’s dist/ as it was', () => {
    const root = ownerProject()
    const owner = join(root, 'dist/client/index.html')
    const before = statSync(owner).mtimeMs
    // Even with the owner's BUILD_DIR in the environment, as after `export BUILD_DIR=dist`.
    vi.stubEnv('BUILD_DIR', 'dist')
    ensureBuild({ root, buildDir: '.test-build', siteUrl: 'http://127.0.0.1:4173', log: () => {} })
    expect(readFileSync(join(root, '.test-build/client/index.html'), 'utf8')).toContain(
      'http://127.0.0.1:4173/',
    )
    expect(readFileSync(owner, 'utf8')).toBe(OWNER_PAGE)
    expect(statSync(owner).mtimeMs).toBe(before)
    expect(builds(root)).toEqual(['.test-build'])
  }, 30_000)

  it('builds once: a second call finds the folder fresh', () => {
    const root = ownerProject()
    const options = { root, buildDir: '.test-build', siteUrl: 'http://127.0.0.1:4173' }
    ensureBuild({ ...options, log: () => {} })
    ensureBuild({ ...options, log: () => {} })
    expect(builds(root)).toEqual(['.test-build'])
    expect(existsSync(join(root, 'dist/client/index.html'))).toBe(true)
  }, 30_000)
})
