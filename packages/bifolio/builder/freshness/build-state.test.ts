import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../test/server/fixtures'
import { builtSiteUrl, staleReason } from './build-state'

/** A project built into `buildDir` a minute after its one source was written. */
function project(canonical = 'http://localhost:3000/', buildDir = 'dist'): string {
  const root = tempDir()
  mkdirSync(join(root, 'content'))
  mkdirSync(join(root, buildDir, 'client'), { recursive: true })
  writeFileSync(join(root, 'content/a.yml'), '')
  const past = new Date(Date.now() - 60_000)
  utimesSync(join(root, 'content/a.yml'), past, past)
  utimesSync(join(root, 'content'), past, past)
  writeFileSync(
    join(root, buildDir, 'client/index.html'),
    `<head><link href="${canonical}" rel="canonical"></head>`,
  )
  mkdirSync(join(root, buildDir, 'server'))
  writeFileSync(join(root, buildDir, 'server/main.js'), '')
  return root
}

describe('staleReason', () => {
  it('is undefined for a fresh build for the same SITE_URL', () => {
    const root = project()
    expect(builtSiteUrl(root, 'dist')).toBe('http://localhost:3000')
    expect(staleReason(root, 'dist', 'http://localhost:3000')).toBeUndefined()
  })

  it('asks for a build when there is none', () => {
    expect(staleReason(tempDir(), 'dist', 'http://localhost:3000')).toBe('no build yet')
  })

  it('asks for a build when the server is not compiled', () => {
    const root = project()
    rmSync(join(root, 'dist/server'), { recursive: true })
    expect(staleReason(root, 'dist', 'http://localhost:3000')).toBe(
      'the server is not compiled yet',
    )
  })

  it('asks for a build when a source is newer', () => {
    const root = project()
    writeFileSync(join(root, 'content/b.yml'), '')
    const future = new Date(Date.now() + 60_000)
    utimesSync(join(root, 'content/b.yml'), future, future)
    expect(staleReason(root, 'dist', 'http://localhost:3000')).toBe(
      'content changed since the last build',
    )
  })

  it('asks for a build when a source was deleted since', () => {
    const root = project()
    // Built a moment ago: on a fast machine a delete in the same clock tick would tie with it.
    const built = new Date(Date.now() - 30_000)
    utimesSync(join(root, 'dist/client/index.html'), built, built)
    rmSync(join(root, 'content/a.yml'))
    expect(staleReason(root, 'dist', 'http://localhost:3000')).toBe(
      'content changed since the last build',
    )
  })

  it('asks for a build when SITE_URL changed', () => {
    expect(staleReason(project('https://old.example/'), 'dist', 'https://new.example')).toBe(
      'the build was made for SITE_URL https://old.example',
    )
  })

  it('judges each build folder on its own: the owner’s dist/ says nothing of the tests’', () => {
    const root = project('https://owner.example/')
    expect(staleReason(root, '.test-build', 'http://localhost:3000')).toBe('no build yet')
    expect(staleReason(root, 'dist', 'https://owner.example')).toBeUndefined()
  })

  it('reads a build folder given as an absolute path', () => {
    const elsewhere = project('https://owner.example/', 'out')
    expect(builtSiteUrl(tempDir(), join(elsewhere, 'out'))).toBe('https://owner.example')
  })
})
