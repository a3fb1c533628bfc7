import { describe, expect, it } from 'vitest'
import { DEFAULT_BUILD_DIR, buildDirFromEnv, buildLockFile, buildPaths } from './build-dir.ts'

const ROOT = '/srv/portfolio'

describe('BUILD_DIR', () => {
  it('is dist unless set, and whatever folder it names otherwise', () => {
    expect(buildDirFromEnv({}, ROOT)).toBe('dist')
    expect(buildDirFromEnv({ BUILD_DIR: ' ' }, ROOT)).toBe('dist')
    expect(buildDirFromEnv({ BUILD_DIR: '.test-build' }, ROOT)).toBe('.test-build')
    expect(buildDirFromEnv({ BUILD_DIR: '/tmp/site' }, ROOT)).toBe('/tmp/site')
    expect(buildDirFromEnv({ BUILD_DIR: '../site' }, ROOT)).toBe('../site')
  })

  it('refuses the project itself or a folder holding it, whose server/ the build would empty', () => {
    for (const dir of ['.', './', ROOT, '/srv', '/', '..']) {
      expect(() => buildDirFromEnv({ BUILD_DIR: dir }, ROOT), dir).toThrow(
        /^BUILD_DIR must be a folder of its own/,
      )
    }
  })

  it('keeps another build folder’s lock apart from the owner’s', () => {
    expect(buildPaths('.test-build').client).toBe('.test-build/client')
    expect(buildLockFile('.test-build', ROOT)).not.toBe(buildLockFile(DEFAULT_BUILD_DIR, ROOT))
  })

  it('puts the compiled server beside the site it serves', () => {
    const paths = buildPaths('/tmp/site')
    expect(paths).toMatchObject({
      client: '/tmp/site/client',
      server: '/tmp/site/server',
      serverEntry: '/tmp/site/server/main.js',
    })
  })

  it('locks one folder under one name, however it is spelled', () => {
    expect(buildLockFile('dist', ROOT)).toBe(buildLockFile('/srv/portfolio/dist/', ROOT))
  })
})
