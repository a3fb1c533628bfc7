import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/fixtures'
import { builtSiteUrl, staleReason } from './build-state'

function project(canonical = 'http://localhost:3000/'): string {
  const root = tempDir()
  mkdirSync(join(root, 'src'))
  mkdirSync(join(root, 'dist/client'), { recursive: true })
  writeFileSync(join(root, 'src/a.ts'), '')
  const past = new Date(Date.now() - 60_000)
  utimesSync(join(root, 'src/a.ts'), past, past)
  writeFileSync(
    join(root, 'dist/client/index.html'),
    `<head><link href="${canonical}" rel="canonical"></head>`,
  )
  mkdirSync(join(root, 'dist/server'))
  writeFileSync(join(root, 'dist/server/main.js'), '')
  return root
}

describe('staleReason', () => {
  it('is undefined for a fresh build for the same SITE_URL', () => {
    const root = project()
    expect(builtSiteUrl(root)).toBe('http://localhost:3000')
    expect(staleReason(root, 'http://localhost:3000')).toBeUndefined()
  })

  it('asks for a build when there is none', () => {
    expect(staleReason(tempDir(), 'http://localhost:3000')).toBe('no build yet')
  })

  it('asks for a build when the server is not compiled', () => {
    const root = project()
    rmSync(join(root, 'dist/server'), { recursive: true })
    expect(staleReason(root, 'http://localhost:3000')).toBe('the server is not compiled yet')
  })

  it('asks for a build when a source is newer', () => {
    const root = project()
    writeFileSync(join(root, 'src/b.ts'), '')
    const future = new Date(Date.now() + 60_000)
    utimesSync(join(root, 'src/b.ts'), future, future)
    expect(staleReason(root, 'http://localhost:3000')).toBe('src changed since the last build')
  })

  it('asks for a build when SITE_URL changed', () => {
    expect(staleReason(project('https://old.example/'), 'https://new.example')).toBe(
      'the build was made for SITE_URL https://old.example',
    )
  })
})
